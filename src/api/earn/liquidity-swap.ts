import * as z from '@/lib/zod';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { coin, e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies, shouldRetry } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { clientOrderId } from './order-intent-schema';

/**
 * Designed: a swap between the two coins of a liquidity pool (x*y=k, 0.3 % fee on the input). The quote is
 * the pool's answer for this amount now; the swap echoes its id and a minimum received, and is refused with
 * 341 when the quote has expired and 340 when the pool would pay less than that minimum (nothing swapped).
 */
export const GET_LIQUIDITY_SWAP_QUOTE_PATH = '/get-liquidity-swap-quote';
export const LIQUIDITY_SWAP_PATH = '/liquidity-swap';

export const swapIntentSchema = z.object({
  pool_id: id,
  coin_in: coin,
  amount_in_e8: e8,
  /** Accepted shortfall against the quoted output, scaled by 1e8 (0.5 % = "500000"). */
  slippage_e8: e8,
  /** The quote the user saw; set once quoted. */
  quote_id: z.optional(id),
  /** Output below this refuses the swap (340). */
  min_received_e8: z.optional(e8),
});
export type SwapIntent = z.infer<typeof swapIntentSchema>;

export const swapQuoteRequestSchema = z.object({ pool_id: id, coin_in: coin, amount_in_e8: e8, slippage_e8: e8 });
export type SwapQuoteRequest = z.infer<typeof swapQuoteRequestSchema>;

export const swapQuoteSchema = z.object({
  quote_id: id,
  pool_id: id,
  coin_in: coin,
  coin_out: coin,
  amount_in_e8: e8,
  amount_out_e8: e8,
  min_received_e8: e8,
  /** Fee taken from the input, in the input coin. */
  fee_e8: e8,
  /** Pool price before the swap, quote coin per base coin. */
  price_e8: e8,
  /** Execution price worse than the pool price by this rate, scaled by 1e8. */
  price_impact_e8: e8,
  expire_at: unixSeconds,
});
export type SwapQuote = z.infer<typeof swapQuoteSchema>;

export const swapRequestSchema = z.extend(swapIntentSchema, { client_order_id: clientOrderId });
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export const swapResultSchema = z.object({
  order_id: id,
  coin_in: coin,
  coin_out: coin,
  amount_in_e8: e8,
  amount_out_e8: e8,
  swapped_at: unixSeconds,
  is_duplicate: z.boolean(),
});
export type SwapResult = z.infer<typeof swapResultSchema>;

function fetchSwapQuote(request: SwapQuoteRequest, options?: CallOptions): Promise<SwapQuote> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_LIQUIDITY_SWAP_QUOTE_PATH,
    payload: request,
    result: swapQuoteSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager (a quote is good for seconds). */
export function swapQuoteQueryOptions(request: SwapQuoteRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-liquidity-swap-quote', request),
    queryFn: ({ signal }) => fetchSwapQuote(request, { signal }),
    ...cacheStrategies.eager,
  });
}

export function fetchSwap(request: SwapRequest, options?: CallOptions): Promise<SwapResult> {
  // A session that ended on Confirm is the order flow's to handle (see pay-order).
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: LIQUIDITY_SWAP_PATH,
    payload: request,
    result: swapResultSchema,
    domain: 'earn',
    options,
    loginRedirect: false,
  });
}

/** Safe to retry: idempotent by client_order_id. */
export function swapMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'liquidity-swap'],
    mutationFn: (request: SwapRequest) => fetchSwap(request),
    retry: shouldRetry,
  });
}
