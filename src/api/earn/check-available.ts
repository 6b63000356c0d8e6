import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { e8, id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { eligibilitySchema, productTypeSchema } from './earn-enum-schemas';

/** POST {earnBase}/check-available — may the current user subscribe to this product, and how much? */
export const CHECK_AVAILABLE_PATH = '/check-available';

/** Designed. `amount_e8` optional: with it, the answer also checks limits and balance for that amount. */
export const checkAvailableRequestSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
  amount_e8: z.optional(e8),
});
export type CheckAvailableRequest = z.infer<typeof checkAvailableRequestSchema>;

/**
 * Designed. `eligibility` follows spec §4; `reason_code` is an earn error code (302 sold out, 320 over limit,
 * 334 not eligible, ...) when the amount cannot be subscribed, else 0.
 */
export const checkAvailableResultSchema = z.object({
  eligibility: eligibilitySchema,
  /** KYC level the product needs (0-2) and the user's level (0 when anonymous). */
  required_kyc_level: z.int().check(z.minimum(0), z.maximum(2)),
  user_kyc_level: z.int().check(z.minimum(0), z.maximum(2)),
  is_vip_required: z.boolean(),
  available_balance_e8: e8,
  /** What the user may still subscribe: min of per-user remaining and product remaining. */
  max_subscribable_e8: e8,
  min_subscribe_amount_e8: e8,
  reason_code: z.int(),
});
export type CheckAvailableResult = z.infer<typeof checkAvailableResultSchema>;

export function fetchCheckAvailable(
  request: CheckAvailableRequest,
  options?: CallOptions,
): Promise<CheckAvailableResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: CHECK_AVAILABLE_PATH,
    payload: request,
    result: checkAvailableResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function checkAvailableQueryOptions(request: CheckAvailableRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'check-available', request),
    queryFn: ({ signal }) => fetchCheckAvailable(request, { signal }),
    ...cacheStrategies.eager,
  });
}
