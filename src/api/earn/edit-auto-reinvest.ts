import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';
import { dualRenewalModeSchema } from './renewal-schema';

/** POST {earnBase}/edit-auto-reinvest — switches auto-invest at maturity of one held term position. */
export const EDIT_AUTO_REINVEST_PATH = '/edit-auto-reinvest';

/**
 * Designed. Refused with 602 within 30 minutes of maturity. `apy_tolerance_e8` (extension) sets how far the next
 * cycle's APR may fall and still renew; left out, the position keeps the one it has. A dual-asset position
 * switched on without a mode it had renews basic (the same target).
 */
export const editAutoReinvestRequestSchema = z.object({
  position_id: id,
  auto_reinvest: z.boolean(),
  apy_tolerance_e8: z.optional(e8),
  /** Dual asset (extension): switches between basic and advanced renewal; left out, the mode stays. */
  dual_renewal_mode: z.optional(dualRenewalModeSchema),
  dual_renewal_distance_e8: z.optional(e8),
});
export type EditAutoReinvestRequest = z.infer<typeof editAutoReinvestRequestSchema>;

export const editAutoReinvestResultSchema = z.object({
  position_id: id,
  auto_reinvest: z.boolean(),
  apy_tolerance_e8: z.optional(e8),
  /** From this instant the switch is locked until maturity. */
  locked_from: unixSeconds,
});
export type EditAutoReinvestResult = z.infer<typeof editAutoReinvestResultSchema>;

function fetchEditAutoReinvest(
  request: EditAutoReinvestRequest,
  options?: CallOptions,
): Promise<EditAutoReinvestResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: EDIT_AUTO_REINVEST_PATH,
    payload: request,
    result: editAutoReinvestResultSchema,
    domain: 'earn',
    options,
  });
}

/** Safe to retry: setting the same value twice is the same. */
export function editAutoReinvestMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'edit-auto-reinvest'],
    mutationFn: (request: EditAutoReinvestRequest) => fetchEditAutoReinvest(request),
    retry: shouldRetry,
  });
}
