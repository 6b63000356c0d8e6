import { queryOptions } from '@tanstack/react-query';
import { cacheStrategies } from '@/api/cache-strategies';
import type { ProductType } from '@/api/earn/earn-enums';
import { fetchGetHomepageProductCards } from '@/api/earn/get-homepage-product-cards';
import type { ProductCard } from '@/api/earn/product-schema';
import { apiQueryKey } from '@/api/query-keys';

const PAGE_SIZE = 100;

/** Every card of some product types, all pages read (the list searches and sorts on the client). */
export function familyCardsQueryOptions(types: readonly ProductType[]) {
  const request = { product_types: [...types].sort((a, b) => a - b), limit: PAGE_SIZE };
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-homepage-product-cards', { ...request, page: 'all' }),
    queryFn: async ({ signal }): Promise<ProductCard[]> => {
      const first = await fetchGetHomepageProductCards({ ...request, page: 1 }, { signal });
      const pages = Math.ceil(first.total / PAGE_SIZE);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchGetHomepageProductCards({ ...request, page: i + 2 }, { signal })),
      );
      return [first, ...rest].flatMap((page) => page.coin_products.flatMap((group) => group.saving_products));
    },
    ...cacheStrategies.lazy,
  });
}
