import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';
import { orderStatusSchema } from './earn-enum-schemas';
import { clientOrderId, subscribeIntentSchema } from './order-intent-schema';

/** POST {earnBase}/pay-order — subscribe: places an order that moves funds into a product. */
export const PAY_ORDER_PATH = '/pay-order';

/**
 * Designed. `client_order_id` makes the call idempotent: a repeated id answers the order already placed
 * (`is_duplicate: true`) instead of placing a second one.
 */
export const payOrderRequestSchema = z.extend(subscribeIntentSchema, { client_order_id: clientOrderId });
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

export const payOrderResultSchema = z.object({
  order_id: id,
  client_order_id: clientOrderId,
  order_status: orderStatusSchema,
  created_at: unixSeconds,
  is_duplicate: z.boolean(),
});
export type PayOrderResult = z.infer<typeof payOrderResultSchema>;

export function fetchPayOrder(request: PayOrderRequest, options?: CallOptions): Promise<PayOrderResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: PAY_ORDER_PATH,
    payload: request,
    result: payOrderResultSchema,
    domain: 'earn',
    options,
    // A session that ended on Confirm is the order flow's to handle: it asks for a login over the page, keeping the order.
    loginRedirect: false,
  });
}

/** Safe to retry: the request is idempotent by its client_order_id, which stays the same on every attempt. */
export function payOrderMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'pay-order'],
    mutationFn: (request: PayOrderRequest) => fetchPayOrder(request),
    retry: shouldRetry,
  });
}
