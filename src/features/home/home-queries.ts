import { queryOptions } from '@tanstack/react-query';
import { cacheStrategies } from '@/api/cache-strategies';
import { ProductArea } from '@/api/earn/earn-enums';
import { fetchGetHomepageProductCards } from '@/api/earn/get-homepage-product-cards';
import type { ProductCard } from '@/api/earn/product-schema';
import { apiQueryKey } from '@/api/query-keys';

/** Coin groups per page: the largest page the endpoint allows. */
const PAGE_SIZE = 100;

/**
 * Every product card of every family. The endpoint pages by coin group; the home page searches, filters
 * and sorts on the client (instant, no call per keystroke), so all pages are read, the rest in parallel.
 */
export function allProductCardsQueryOptions() {
  const request = { product_area: [ProductArea.All], limit: PAGE_SIZE };
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
    // The route's loader already asked: a failure shows at once with a retry button, not a second silent try.
    retryOnMount: false,
  });
}
