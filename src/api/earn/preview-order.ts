import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { coinAmountSchema, positionActionIntentSchema, subscribeIntentSchema } from './order-intent-schema';

/** POST {earnBase}/preview-order — the estimate shown on the confirm step; places nothing. */
export const PREVIEW_ORDER_PATH = '/preview-order';

/** Designed: `order_kind` 1 previews a subscription (pay-order), 2 an action on a position (confirm-order). */
export const previewOrderRequestSchema = z.discriminatedUnion('order_kind', [
  z.extend(subscribeIntentSchema, { order_kind: z.literal(1) }),
  z.extend(positionActionIntentSchema, { order_kind: z.literal(2) }),
]);
export type PreviewOrderRequest = z.infer<typeof previewOrderRequestSchema>;

/** Designed: dual-asset outcomes, one per settlement case. */
const dualScenarioSchema = z.object({
  /** 1: settlement price reaches the target (converted), 2: it does not (paid in the invested coin). */
  scenario: z.literal([1, 2]),
  return_coin: coin,
  return_amount_e8: e8,
});

/**
 * Designed. `apy_e8` is the blended APR for this amount over the tiers; yields are in `return_coin`;
 * dates are ZERO_TIME for flexible products where they do not apply.
 */
export const previewOrderResultSchema = z.object({
  amount_e8: e8,
  return_coin: coin,
  apy_e8: e8,
  /** Interest over the whole term; one year for flexible products. */
  estimated_yield_e8: e8,
  daily_yield_e8: e8,
  fee_e8: e8,
  /**
   * Extension: a reward fee (on-chain staking) as the share of each reward the exchange keeps and the amount it
   * keeps of `estimated_yield_e8`, which is before it.
   */
  reward_fee: z.optional(z.object({ rate_e8: e8, amount_e8: e8 })),
  interest_start_at: unixSeconds,
  interest_end_at: unixSeconds,
  payout_at: unixSeconds,
  /** Quote expiry for quoted products; ZERO_TIME otherwise. */
  quote_expire_at: unixSeconds,
  /** What a position action returns (redeem, unstake, remove liquidity); empty for subscriptions. */
  returns: z.array(coinAmountSchema),
  /** When an action's funds arrive (delayed redemption, unstake); ZERO_TIME for instant. */
  estimated_arrival_at: unixSeconds,
  dual_scenarios: z.optional(z.array(dualScenarioSchema)),
  liquidity: z.optional(z.object({ loan_e8: e8, margin_e8: e8, liquidation_price_e8: e8, pool_share_e8: e8 })),
  /** A voucher's part of the estimate: extra APR and interest (boost) or a bonus, paid in `coin` at settlement. */
  voucher: z.optional(z.object({ voucher_id: id, coin, extra_apy_e8: e8, extra_yield_e8: e8, bonus_e8: e8 })),
  /**
   * Early redemption: principal back in full, interest at the reduced APR for the time held, and what is
   * forfeited against the position's APR over that time.
   */
  early_redeem: z.optional(
    z.object({ principal_e8: e8, interest_e8: e8, reduced_apy_e8: e8, position_apy_e8: e8, forfeited_e8: e8 }),
  ),
});
export type PreviewOrderResult = z.infer<typeof previewOrderResultSchema>;

export function fetchPreviewOrder(request: PreviewOrderRequest, options?: CallOptions): Promise<PreviewOrderResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: PREVIEW_ORDER_PATH,
    payload: request,
    result: previewOrderResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function previewOrderQueryOptions(request: PreviewOrderRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'preview-order', request),
    queryFn: ({ signal }) => fetchPreviewOrder(request, { signal }),
    ...cacheStrategies.eager,
  });
}
