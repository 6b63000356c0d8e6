import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { maxOf, type Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';

/**
 * Every cost of a subscription in coin, from the exchange's own preview, so the review states amounts and
 * not only rates: what leaves the wallet now, the fee in it, and what closing early would cost at most.
 */
export interface SubscriptionCosts {
  /** What pay-order takes from the wallet (the amount; a fee is inside it, never on top). */
  debited: Decimal;
  /** The fee the exchange charges on this order (0 when none: said, not left out). */
  fee: Decimal;
  /**
   * Early redemption at the penalty rate: the interest the whole term would pay above that rate, which is
   * the most an early exit gives up (held to the last day). Null when the product cannot be closed early.
   */
  earlyCloseAtMost: Decimal | null;
  /** A reward fee (on-chain staking): the share of each reward kept, and what it keeps of the estimate. */
  rewardFee: { rate: Decimal; amount: Decimal } | null;
}

export function subscriptionCosts(
  preview: Pick<PreviewOrderResult, 'amount_e8' | 'fee_e8' | 'apy_e8' | 'estimated_yield_e8' | 'reward_fee'>,
  penaltyApyE8: string | null,
): SubscriptionCosts {
  const apr = fromE8(preview.apy_e8);
  let earlyCloseAtMost: Decimal | null = null;
  if (penaltyApyE8 !== null && apr.gt(0)) {
    // Interest is linear in the rate: the term's interest × (APR − penalty) / APR, never below zero.
    const lost = fromE8(preview.estimated_yield_e8)
      .times(apr.minus(fromE8(penaltyApyE8)))
      .div(apr);
    earlyCloseAtMost = maxOf(lost, 0);
  }
  const rewardFee = preview.reward_fee
    ? { rate: fromE8(preview.reward_fee.rate_e8), amount: fromE8(preview.reward_fee.amount_e8) }
    : null;
  return { debited: fromE8(preview.amount_e8), fee: fromE8(preview.fee_e8), earlyCloseAtMost, rewardFee };
}
