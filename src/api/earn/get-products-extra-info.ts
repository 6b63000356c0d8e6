import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { decimalString, e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { grayStageSchema, productTypeSchema } from './earn-enum-schemas';

/**
 * POST {earnBase}/get-products-extra-info — fast-changing and per-user facts about listed products (quota
 * fill, bonus window, personal headroom) and the rollout scenes, fetched apart so the cards can stay cached.
 */
export const GET_PRODUCTS_EXTRA_INFO_PATH = '/get-products-extra-info';

/** Designed. `scenes` asks for the rollout state of named scenes (product `scene.gray_scene` / `whitelist_scene`). */
export const getProductsExtraInfoRequestSchema = z.object({
  product_ids: z.array(id).check(z.maxLength(100)),
  scenes: z.optional(z.array(z.string())),
});
export type GetProductsExtraInfoRequest = z.infer<typeof getProductsExtraInfoRequestSchema>;

/** Designed. */
export const getProductsExtraInfoResultSchema = z.object({
  products: z.array(
    z.object({
      product_id: id,
      product_type: productTypeSchema,
      product_max_share: decimalString,
      total_deposit_share: decimalString,
      participant_count: z.int().check(z.nonnegative()),
      bonus_apy_e8: e8,
      /** ZERO_TIME when the bonus has no end. */
      bonus_end_at: unixSeconds,
      /** What the current user may still subscribe; "-1" unlimited. Anonymous: the per-user maximum. */
      user_remaining_quota_e8: e8,
    }),
  ),
  /** Whitelist per scene (spec §3): stage and user list; the gray-release rule of spec §5 decides. */
  scenes: z.array(
    z.object({
      scene: z.string(),
      stage: grayStageSchema,
      /** Internal stage: user ids allowed; others see nothing of the scene. */
      user_ids: z.array(id),
    }),
  ),
});
export type GetProductsExtraInfoResult = z.infer<typeof getProductsExtraInfoResultSchema>;

export function fetchGetProductsExtraInfo(
  request: GetProductsExtraInfoRequest,
  options?: CallOptions,
): Promise<GetProductsExtraInfoResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_PRODUCTS_EXTRA_INFO_PATH,
    payload: request,
    result: getProductsExtraInfoResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: lazy. */
export function getProductsExtraInfoQueryOptions(request: GetProductsExtraInfoRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-products-extra-info', request),
    queryFn: ({ signal }) => fetchGetProductsExtraInfo(request, { signal }),
    ...cacheStrategies.lazy,
  });
}
