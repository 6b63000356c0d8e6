import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';
import { orderStatusSchema, processingStateSchema } from './earn-enum-schemas';
import { clientOrderId, coinAmountSchema, positionActionIntentSchema } from './order-intent-schema';

/**
 * POST {earnBase}/confirm-order — an action on a held position: redeem, early redeem, unstake, remove
 * liquidity, reinvest yield, reduce leverage.
 */
export const CONFIRM_ORDER_PATH = '/confirm-order';

/** Designed; idempotent by `client_order_id` like pay-order. */
export const confirmOrderRequestSchema = z.extend(positionActionIntentSchema, { client_order_id: clientOrderId });
export type ConfirmOrderRequest = z.infer<typeof confirmOrderRequestSchema>;

export const confirmOrderResultSchema = z.object({
  order_id: id,
  client_order_id: clientOrderId,
  order_status: orderStatusSchema,
  processing_state: processingStateSchema,
  /** What comes back (estimated until processed). */
  returns: z.array(coinAmountSchema),
  /** ZERO_TIME when the funds are back already. */
  estimated_arrival_at: unixSeconds,
  created_at: unixSeconds,
  is_duplicate: z.boolean(),
});
export type ConfirmOrderResult = z.infer<typeof confirmOrderResultSchema>;

export function fetchConfirmOrder(request: ConfirmOrderRequest, options?: CallOptions): Promise<ConfirmOrderResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: CONFIRM_ORDER_PATH,
    payload: request,
    result: confirmOrderResultSchema,
    domain: 'earn',
    options,
    // A session that ended on Confirm is the order flow's to handle: it asks for a login over the page, keeping the order.
    loginRedirect: false,
  });
}

/** Safe to retry: the request is idempotent by its client_order_id, which stays the same on every attempt. */
export function confirmOrderMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'confirm-order'],
    mutationFn: (request: ConfirmOrderRequest) => fetchConfirmOrder(request),
    retry: shouldRetry,
  });
}
