import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, decimalString, e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import {
  dualDirectionSchema,
  liquidityActionSchema,
  liquidityPositionStateSchema,
  orderStatusSchema,
  orderStepSchema,
  processingStateSchema,
  productTypeSchema,
  stakingActionSchema,
  accountTypeSchema,
} from './earn-enum-schemas';

/**
 * POST {earnBase}/query-orders — the order lists (/order-list and the per-family lists). The path is seen in
 * public clients; spec §7 does not list it, but the order pages need it.
 */
export const QUERY_ORDERS_PATH = '/query-orders';

/**
 * Observed for dual asset: `{ product_type: 2, only_effective_order, start_at, end_at, base_coin, limit }`.
 * Designed: `product_types`, `cursor` (the last page's `next_cursor`), `order_status`.
 */
export const queryOrdersRequestSchema = z.object({
  product_type: z.optional(productTypeSchema),
  product_types: z.optional(z.array(productTypeSchema)),
  /** Only orders still in effect (pending or active). */
  only_effective_order: z.optional(z.boolean()),
  order_status: z.optional(orderStatusSchema),
  start_at: z.optional(unixSeconds),
  end_at: z.optional(unixSeconds),
  base_coin: z.optional(coin),
  cursor: z.optional(z.string()),
  /** Designed: only the order placed under this client order id (the lookup after a lost answer). */
  client_order_id: z.optional(z.string().check(z.minLength(1), z.maxLength(36))),
  limit: z.optional(z.int().check(z.positive(), z.maximum(100))),
});
export type QueryOrdersRequest = z.infer<typeof queryOrdersRequestSchema>;

/**
 * One order. Common fields and the dual-asset fields are observed (`order_status_v3`: 2 active, 3 completed;
 * `order_direction`: 1 buy low, 2 sell high); the liquidity, staking and processing fields are designed.
 */
export const orderSchema = z.object({
  order_id: id,
  client_order_id: z.optional(z.string()),
  product_id: id,
  product_type: productTypeSchema,
  /** e.g. "SOL-USDT 8h" (observed). */
  product_name: z.string(),
  coin,
  return_coin: coin,
  amount_e8: e8,
  order_status: orderStatusSchema,
  processing_state: processingStateSchema,
  created_at: unixSeconds,
  updated_at: unixSeconds,
  apy_e8: e8,
  /** The term in seconds; "0" for flexible. */
  duration: z.string().check(z.regex(/^\d+$/)),
  yield_start_at: unixSeconds,
  yield_end_at: unixSeconds,
  /** Interest received so far (settled orders: the final figure). */
  cumulate_pnl_e8: e8,
  account_type: z.optional(accountTypeSchema),
  to_account_type: z.optional(accountTypeSchema),
  /** Dual asset (observed). */
  dual: z.optional(
    z.object({
      order_direction: dualDirectionSchema,
      coin_x: coin,
      coin_y: coin,
      benchmark_price_e8: e8,
      /** "0" until settled. */
      settlement_price_e8: e8,
      settlement_time: unixSeconds,
      settled_apy_e8: e8,
      /** The coin actually paid out at settlement; equals return_coin before settlement. */
      settled_return_coin: coin,
      settled_return_amount_e8: e8,
      apply_end_at: unixSeconds,
    }),
  ),
  /** Liquidity mining (designed). */
  liquidity: z.optional(
    z.object({
      action: liquidityActionSchema,
      position_state: liquidityPositionStateSchema,
      pool_id: id,
      coin_x: coin,
      coin_y: coin,
      leverage: decimalString,
      amount_x_e8: e8,
      amount_y_e8: e8,
      remove_rate: z.int().check(z.minimum(0), z.maximum(100)),
    }),
  ),
  /**
   * Quoted price levels (designed): double-win range, smart-leverage breakeven (lower = upper), discount-buy
   * purchase and knock-out prices, shark-fin range; the settlement price and payout are "0" until settled.
   */
  offer: z.optional(
    z.object({
      coin_x: coin,
      coin_y: coin,
      entry_price_e8: e8,
      lower_price_e8: e8,
      upper_price_e8: e8,
      leverage: decimalString,
      settlement_time: unixSeconds,
      settlement_price_e8: e8,
      payout_coin: coin,
      payout_e8: e8,
    }),
  ),
  /** On-chain staking and launchpool (designed). */
  staking: z.optional(
    z.object({
      action: stakingActionSchema,
      /** Expected completion of stake/unstake processing; ZERO_TIME when done. */
      estimated_complete_at: unixSeconds,
      tx_hash: z.optional(z.string()),
    }),
  ),
  /**
   * Extension (designed; the real exchange reports only the states): the steps the exchange recorded, each with
   * its time, and the step it expects next with its expected time (absent when it gives none); what was filled of
   * `amount_e8` and what was refunded (a failed order refunds all of it, a partial fill the rest).
   */
  timeline: z.optional(
    z.object({
      steps: z.array(z.object({ step: orderStepSchema, at: unixSeconds })),
      next: z.optional(z.object({ step: orderStepSchema, expected_at: unixSeconds })),
      filled_e8: e8,
      refunded_e8: e8,
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const queryOrdersResultSchema = z.object({
  orders: z.array(orderSchema),
  /** Empty when there is no next page. */
  next_cursor: z.string(),
});
export type QueryOrdersResult = z.infer<typeof queryOrdersResultSchema>;

export function fetchQueryOrders(request: QueryOrdersRequest, options?: CallOptions): Promise<QueryOrdersResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: QUERY_ORDERS_PATH,
    payload: request,
    result: queryOrdersResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function queryOrdersQueryOptions(request: QueryOrdersRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'query-orders', request),
    queryFn: ({ signal }) => fetchQueryOrders(request, { signal }),
    ...cacheStrategies.eager,
  });
}
