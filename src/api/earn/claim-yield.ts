import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';
import { productTypeSchema } from './earn-enum-schemas';
import { clientOrderId, coinAmountSchema } from './order-intent-schema';

/** POST {earnBase}/claim-yield — pays the claimable yield of one position (or all of a family) to the wallet. */
export const CLAIM_YIELD_PATH = '/claim-yield';

/** Designed. Omit `position_id` to claim every position of `product_type`. Idempotent by `client_order_id`. */
export const claimYieldRequestSchema = z.object({
  client_order_id: clientOrderId,
  product_type: productTypeSchema,
  position_id: z.optional(id),
});
export type ClaimYieldRequest = z.infer<typeof claimYieldRequestSchema>;

export const claimYieldResultSchema = z.object({
  order_id: id,
  claimed: z.array(coinAmountSchema),
  claimed_at: unixSeconds,
  is_duplicate: z.boolean(),
});
export type ClaimYieldResult = z.infer<typeof claimYieldResultSchema>;

export function fetchClaimYield(request: ClaimYieldRequest, options?: CallOptions): Promise<ClaimYieldResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: CLAIM_YIELD_PATH,
    payload: request,
    result: claimYieldResultSchema,
    domain: 'earn',
    options,
    // A session that ended on Confirm is the order flow's to handle: it asks for a login over the page, keeping the order.
    loginRedirect: false,
  });
}

/** Safe to retry: the request is idempotent by its client_order_id, which stays the same on every attempt. */
export function claimYieldMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'claim-yield'],
    mutationFn: (request: ClaimYieldRequest) => fetchClaimYield(request),
    retry: shouldRetry,
  });
}
