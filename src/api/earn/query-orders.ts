import { z } from 'zod';
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
  processingStateSchema,
  productTypeSchema,
  stakingActionSchema,
  accountTypeSchema,
} from './earn-enums';

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
  product_type: productTypeSchema.optional(),
  product_types: z.array(productTypeSchema).optional(),
  /** Only orders still in effect (pending or active). */
  only_effective_order: z.boolean().optional(),
  order_status: orderStatusSchema.optional(),
  start_at: unixSeconds.optional(),
  end_at: unixSeconds.optional(),
  base_coin: coin.optional(),
  cursor: z.string().optional(),
  limit: z.number().int().positive().max(100).optional(),
});
export type QueryOrdersRequest = z.infer<typeof queryOrdersRequestSchema>;

/**
 * One order. Common fields and the dual-asset fields are observed (`order_status_v3`: 2 active, 3 completed;
 * `order_direction`: 1 buy low, 2 sell high); the liquidity, staking and processing fields are designed.
 */
export const orderSchema = z.object({
  order_id: id,
  client_order_id: z.string().optional(),
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
  duration: z.string().regex(/^\d+$/),
  yield_start_at: unixSeconds,
  yield_end_at: unixSeconds,
  /** Interest received so far (settled orders: the final figure). */
  cumulate_pnl_e8: e8,
  account_type: accountTypeSchema.optional(),
  to_account_type: accountTypeSchema.optional(),
  /** Dual asset (observed). */
  dual: z
    .object({
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
    })
    .optional(),
  /** Liquidity mining (designed). */
  liquidity: z
    .object({
      action: liquidityActionSchema,
      position_state: liquidityPositionStateSchema,
      pool_id: id,
      coin_x: coin,
      coin_y: coin,
      leverage: decimalString,
      amount_x_e8: e8,
      amount_y_e8: e8,
      remove_rate: z.number().int().min(0).max(100),
    })
    .optional(),
  /** On-chain staking and launchpool (designed). */
  staking: z
    .object({
      action: stakingActionSchema,
      /** Expected completion of stake/unstake processing; ZERO_TIME when done. */
      estimated_complete_at: unixSeconds,
      tx_hash: z.string().optional(),
    })
    .optional(),
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
