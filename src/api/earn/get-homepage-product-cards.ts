import * as z from '@/lib/zod';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { coin, e8, pageRequest } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { ProductArea, type ProductType } from './earn-enums';
import { productAreaSchema, productTypeSchema, sortAprSchema } from './earn-enum-schemas';
import { productCardSchema, type ProductCard } from './product-schema';

/** POST {earnBase}/get-homepage-product-cards — product cards grouped by coin (home and family pages). */
export const GET_HOMEPAGE_PRODUCT_CARDS_PATH = '/get-homepage-product-cards';

/** Observed request of the savings cards: `{ product_area: [0], page, limit, product_type, coin_name, sort_apr }`. */
export const getHomepageProductCardsRequestSchema = z.object({
  product_area: z.optional(z.array(productAreaSchema)),
  /** Only this family; omitted for every family. */
  product_type: z.optional(productTypeSchema),
  /** Designed: several families at once (the savings page lists Flexible and FixedTerm). */
  product_types: z.optional(z.array(productTypeSchema)),
  /** Coin name filter, case-insensitive prefix (e.g. "US" matches USDT, USDC). */
  coin_name: z.optional(z.string()),
  sort_apr: z.optional(sortAprSchema),
  /** Designed: only VIP products (true), only non-VIP (false) or both (omitted). */
  is_vip: z.optional(z.boolean()),
  ...pageRequest,
});
export type GetHomepageProductCardsRequest = z.infer<typeof getHomepageProductCardsRequestSchema>;

/** Per-family summary of a coin (observed in the overview: product_type, apy range, duration range). */
const coinProductTypeSummarySchema = z.object({
  product_type: productTypeSchema,
  apy_min_e8: e8,
  apy_max_e8: e8,
  /** Term range in seconds as strings; "0" for flexible (designed unit; observed names). */
  duration_min: z.string().check(z.regex(/^\d+$/)),
  duration_max: z.string().check(z.regex(/^\d+$/)),
  product_count: z.int().check(z.nonnegative()),
});

/**
 * Observed: `{ coin_products: [{ coin, apy_min_e8, apy_max_e8, product_types, saving_products }], total }`;
 * `total` counts coin groups (the page unit).
 */
export const getHomepageProductCardsResultSchema = z.object({
  coin_products: z.array(
    z.object({
      coin,
      apy_min_e8: e8,
      apy_max_e8: e8,
      product_types: z.array(coinProductTypeSummarySchema),
      saving_products: z.array(productCardSchema),
    }),
  ),
  total: z.int().check(z.nonnegative()),
});
export type GetHomepageProductCardsResult = z.infer<typeof getHomepageProductCardsResultSchema>;

export function fetchGetHomepageProductCards(
  request: GetHomepageProductCardsRequest,
  options?: CallOptions,
): Promise<GetHomepageProductCardsResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_HOMEPAGE_PRODUCT_CARDS_PATH,
    payload: request,
    result: getHomepageProductCardsResultSchema,
    domain: 'earn',
    options,
  });
}

/** Coin groups per page: the largest page the endpoint allows. */
const PRODUCT_CARDS_PAGE_SIZE = 100;

/**
 * Every card a request matches, all pages read (the first, then the rest in parallel): lists that search,
 * filter and sort on the client need them all, with no call per keystroke.
 */
export function allProductCardPagesQueryOptions(request: Omit<GetHomepageProductCardsRequest, 'page' | 'limit'>) {
  const paged = { ...request, limit: PRODUCT_CARDS_PAGE_SIZE };
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-homepage-product-cards', { ...paged, page: 'all' }),
    queryFn: async ({ signal }): Promise<ProductCard[]> => {
      const first = await fetchGetHomepageProductCards({ ...paged, page: 1 }, { signal });
      const pages = Math.ceil(first.total / PRODUCT_CARDS_PAGE_SIZE);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
          fetchGetHomepageProductCards({ ...paged, page: i + 2 }, { signal }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.coin_products.flatMap((group) => group.saving_products));
    },
    ...cacheStrategies.lazy,
  });
}

/** Every card of every family (home's list). */
export function everyProductCardQueryOptions() {
  return allProductCardPagesQueryOptions({ product_area: [ProductArea.All] });
}

/**
 * Every card of some product types (a family page's list). When home has read every card, the page starts
 * from those (no second call for the same products) and refetches only once that copy is stale.
 */
export function productCardsOfTypesQueryOptions(queryClient: QueryClient, types: readonly ProductType[]) {
  const every = everyProductCardQueryOptions().queryKey;
  return queryOptions({
    ...allProductCardPagesQueryOptions({ product_types: [...types].sort((a, b) => a - b) }),
    initialData: () => queryClient.getQueryData(every)?.filter((card) => types.includes(card.product_type)),
    initialDataUpdatedAt: () => queryClient.getQueryState(every)?.dataUpdatedAt,
  });
}

/** Cache strategy: lazy. */
export function getHomepageProductCardsQueryOptions(request: GetHomepageProductCardsRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-homepage-product-cards', request),
    queryFn: ({ signal }) => fetchGetHomepageProductCards(request, { signal }),
    ...cacheStrategies.lazy,
  });
}
