import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, decimalString, e8, id, pageRequest, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import {
  dualDirectionSchema,
  liquidityPositionStateSchema,
  positionStatusSchema,
  productTypeSchema,
} from './earn-enum-schemas';
import { redemptionRuleSchema, tieredApySchema } from './product-schema';
import { positionRenewalSchema } from './renewal-schema';

/** POST {earnBase}/get-positions — what the user holds, per product family. */
export const GET_POSITIONS_PATH = '/get-positions';

/** Designed. */
export const getPositionsRequestSchema = z.object({
  product_types: z.optional(z.array(productTypeSchema)),
  coin: z.optional(coin),
  /** Omit for every open position (not Closed). */
  statuses: z.optional(z.array(positionStatusSchema)),
  ...pageRequest,
});
export type GetPositionsRequest = z.infer<typeof getPositionsRequestSchema>;

/** Designed: a leveraged or plain liquidity position (after the v5 API's liquidity positions). */
const liquidityPositionInfoSchema = z.object({
  pool_id: id,
  coin_x: coin,
  coin_y: coin,
  position_state: liquidityPositionStateSchema,
  leverage: decimalString,
  amount_x_e8: e8,
  amount_y_e8: e8,
  /** Leveraged value, loan and margin in the quote coin. */
  value_e8: e8,
  loan_e8: e8,
  margin_e8: e8,
  /** "0" when not leveraged. */
  liquidation_price_e8: e8,
  /** Set when the position was closed by liquidation (the price crossed its liquidation price). */
  liquidated_at: z.optional(unixSeconds),
});

/** Designed: an open dual-asset position (fields of the observed dual-asset order rows). */
const dualPositionInfoSchema = z.object({
  direction: dualDirectionSchema,
  coin_x: coin,
  coin_y: coin,
  target_price_e8: e8,
  settlement_time: unixSeconds,
});

/**
 * Designed: a double-win or smart-leverage position: its quote's levels and the value the settlement rule
 * gives at today's price (`estimated_value_e8`, in the quote coin; before any early-redemption fee).
 */
const offerPositionInfoSchema = z.object({
  coin_x: coin,
  coin_y: coin,
  entry_price_e8: e8,
  /** Double-win: range bounds; smart leverage: both the breakeven price. */
  lower_price_e8: e8,
  upper_price_e8: e8,
  leverage: decimalString,
  /** Smart leverage: 1 up, 2 down; absent for double-win. */
  direction: z.optional(z.literal([1, 2])),
  settlement_time: unixSeconds,
  estimated_value_e8: e8,
  /** What an early redemption would return now (after its unwinding cost); "0" when none is possible. */
  redeem_estimate_e8: e8,
  /** Smart leverage: the estimate is paid as shown until then (it is refreshed every 10 minutes). */
  redeem_estimate_until: z.optional(unixSeconds),
});

/**
 * Designed. `principal_e8` in `coin`; yields in `return_coin`. Flags say what the UI may offer now.
 * `maturity_at` is ZERO_TIME for flexible positions; a launchpool stake's is its project's end (the stake and
 * unclaimed rewards come back then).
 */
export const positionSchema = z.object({
  position_id: id,
  product_id: id,
  product_type: productTypeSchema,
  product_name: z.optional(z.string()),
  coin,
  return_coin: coin,
  principal_e8: e8,
  /** Interest accrued since the last payout, not yet paid. */
  accrued_yield_e8: e8,
  /** Paid out but waiting to be claimed (launchpool, liquidity, on-chain rewards). */
  claimable_yield_e8: e8,
  /** Everything earned on this position so far. */
  total_yield_e8: e8,
  apy_e8: e8,
  status: positionStatusSchema,
  subscribed_at: unixSeconds,
  interest_start_at: unixSeconds,
  maturity_at: unixSeconds,
  redemption: redemptionRuleSchema,
  can_redeem: z.boolean(),
  can_claim: z.boolean(),
  auto_reinvest_supported: z.boolean(),
  auto_reinvest: z.boolean(),
  /** Auto-savings is on for this coin (flexible savings). */
  auto_savings: z.boolean(),
  /** Being redeemed/unstaked: amount and expected arrival (ZERO_TIME when nothing pending). */
  pending_redeem_e8: e8,
  pending_redeem_arrival_at: unixSeconds,
  /** Each pending unstake with its own arrival, earliest first (the two fields above are their sum and the last). */
  pending_redeems: z.optional(z.array(z.object({ amount_e8: e8, arrival_at: unixSeconds }))),
  liquidity: z.optional(liquidityPositionInfoSchema),
  dual: z.optional(dualPositionInfoSchema),
  offer: z.optional(offerPositionInfoSchema),
  /** Term positions that can renew: the next cycle and the holder's rule (extension). */
  renewal: z.optional(positionRenewalSchema),
  /** Designed: the rate quoted when it was subscribed (the review's APR); only on positions that accrue interest. */
  subscribed_apy_e8: z.optional(e8),
  /** Designed: the product's tiers, on an open-ended position whose rate is tiered (what its principal earns). */
  tiered_apy_list: z.optional(z.array(tieredApySchema)),
  /**
   * Extension: a yield paid in another coin (launchpool), that coin's price in the principal's coin when the
   * position was subscribed and now, so its reward can be set against the quoted rate.
   */
  reward_price: z.optional(z.object({ at_subscription_e8: e8, now_e8: e8 })),
  /** Extension: what a reward fee (on-chain staking) has kept so far, in the return coin. */
  reward_fee_kept_e8: z.optional(e8),
});
export type Position = z.infer<typeof positionSchema>;

export const getPositionsResultSchema = z.object({
  positions: z.array(positionSchema),
  total: z.int().check(z.nonnegative()),
});
export type GetPositionsResult = z.infer<typeof getPositionsResultSchema>;

export function fetchGetPositions(request: GetPositionsRequest, options?: CallOptions): Promise<GetPositionsResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_POSITIONS_PATH,
    payload: request,
    result: getPositionsResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function getPositionsQueryOptions(request: GetPositionsRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-positions', request),
    queryFn: ({ signal }) => fetchGetPositions(request, { signal }),
    ...cacheStrategies.eager,
  });
}
