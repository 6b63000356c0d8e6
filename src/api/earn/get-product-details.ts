import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { productTypeSchema } from './earn-enum-schemas';
import { productDetailSchema } from './product-schema';

/** POST {earnBase}/get-product-details — several products at once (a family page, a coin's term picker). */
export const GET_PRODUCT_DETAILS_PATH = '/get-product-details';

/** Designed: filter by ids, or by family and coin; at most 50 ids. */
export const getProductDetailsRequestSchema = z.object({
  product_ids: z.optional(z.array(id).check(z.maxLength(50))),
  product_type: z.optional(productTypeSchema),
  coin: z.optional(z.int().check(z.nonnegative())),
});
export type GetProductDetailsRequest = z.infer<typeof getProductDetailsRequestSchema>;

/** Designed. Unknown ids are left out. */
export const getProductDetailsResultSchema = z.object({
  products: z.array(productDetailSchema),
});
export type GetProductDetailsResult = z.infer<typeof getProductDetailsResultSchema>;

export function fetchGetProductDetails(
  request: GetProductDetailsRequest,
  options?: CallOptions,
): Promise<GetProductDetailsResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_PRODUCT_DETAILS_PATH,
    payload: request,
    result: getProductDetailsResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: lazy. */
export function getProductDetailsQueryOptions(request: GetProductDetailsRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-product-details', request),
    queryFn: ({ signal }) => fetchGetProductDetails(request, { signal }),
    ...cacheStrategies.lazy,
  });
}
