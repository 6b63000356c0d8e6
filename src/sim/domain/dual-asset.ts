import { DualDirection } from '@/api/earn/earn-enums';
import { dec, type Dec } from './money';
import { HOUR, YEAR_DAYS } from './time';

/**
 * Dual-asset settlement. r = APR x term / 365 days.
 * Buy low (invest quote coin): settlement <= target -> amount / target x (1 + r) in the base coin;
 * otherwise amount x (1 + r) in the quote coin. Sell high (invest base coin): settlement >= target ->
 * amount x target x (1 + r) in the quote coin; otherwise amount x (1 + r) in the base coin.
 */
export interface DualTermsAtOrder {
  direction: number;
  amount: Dec;
  target: Dec;
  apr: Dec;
  durationMs: number;
}

export interface DualOutcome {
  /** true when the investment was converted into the other coin. */
  converted: boolean;
  side: 'base' | 'quote';
  amount: Dec;
}

export function periodRate(apr: Dec, durationMs: number): Dec {
  return apr.times(durationMs).div(YEAR_DAYS * 24 * HOUR);
}

export function dualOutcome(terms: DualTermsAtOrder, settlementPrice: Dec): DualOutcome {
  const growth = dec(1).plus(periodRate(terms.apr, terms.durationMs));
  if (terms.direction === DualDirection.BuyLow) {
    return settlementPrice.lessThanOrEqualTo(terms.target)
      ? { converted: true, side: 'base', amount: terms.amount.div(terms.target).times(growth) }
      : { converted: false, side: 'quote', amount: terms.amount.times(growth) };
  }
  return settlementPrice.greaterThanOrEqualTo(terms.target)
    ? { converted: true, side: 'quote', amount: terms.amount.times(terms.target).times(growth) }
    : { converted: false, side: 'base', amount: terms.amount.times(growth) };
}

/** Both scenarios for the preview (1: target reached and converted, 2: not reached). */
export function dualScenarios(terms: DualTermsAtOrder): { reached: DualOutcome; missed: DualOutcome } {
  const reachedPrice = terms.direction === DualDirection.BuyLow ? terms.target : terms.target;
  const missedPrice = terms.direction === DualDirection.BuyLow ? terms.target.times(2) : terms.target.div(2);
  return { reached: dualOutcome(terms, reachedPrice), missed: dualOutcome(terms, missedPrice) };
}
