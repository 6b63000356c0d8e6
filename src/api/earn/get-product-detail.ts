import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { productTypeSchema } from './earn-enum-schemas';
import { productDetailSchema } from './product-schema';

/** POST {earnBase}/get-product-detail — one product with limits, redemption and payout rules. */
export const GET_PRODUCT_DETAIL_PATH = '/get-product-detail';

/** Observed: `{ product_id, product_type }`. */
export const getProductDetailRequestSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
});
export type GetProductDetailRequest = z.infer<typeof getProductDetailRequestSchema>;

/** Designed: one `product` object instead of the observed per-family keys (`flexible_saving_product_detail`). */
export const getProductDetailResultSchema = z.object({
  product: productDetailSchema,
});
export type GetProductDetailResult = z.infer<typeof getProductDetailResultSchema>;

export function fetchGetProductDetail(
  request: GetProductDetailRequest,
  options?: CallOptions,
): Promise<GetProductDetailResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_PRODUCT_DETAIL_PATH,
    payload: request,
    result: getProductDetailResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: lazy. */
export function getProductDetailQueryOptions(request: GetProductDetailRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-product-detail', request),
    queryFn: ({ signal }) => fetchGetProductDetail(request, { signal }),
    ...cacheStrategies.lazy,
  });
}
