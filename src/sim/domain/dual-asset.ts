import { DualDirection } from '@/api/earn/earn-enums';
import { dec, type Dec } from './money';
import { HOUR, YEAR_DAYS } from './time';

/**
 * Dual-asset settlement. r = APR x term / 365 days, the term being the product's (8 h = 1/3 day), as quoted
 * and previewed, whatever the exact time between the order and its settlement slot.
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
  // amount x (1 + r) with one division at the end: exact whenever the true figure has a finite expansion
  // (an 8 h term at 36.5 % pays 1.001 x, not 1.000999...).
  const year = dec(YEAR_DAYS * 24 * HOUR);
  const grown = terms.amount.times(year.plus(terms.apr.times(terms.durationMs)));
  if (terms.direction === DualDirection.BuyLow) {
    return settlementPrice.lessThanOrEqualTo(terms.target)
      ? { converted: true, side: 'base', amount: grown.div(terms.target.times(year)) }
      : { converted: false, side: 'quote', amount: grown.div(year) };
  }
  return settlementPrice.greaterThanOrEqualTo(terms.target)
    ? { converted: true, side: 'quote', amount: grown.times(terms.target).div(year) }
    : { converted: false, side: 'base', amount: grown.div(year) };
}

/** Both scenarios for the preview (1: target reached and converted, 2: not reached). */
export function dualScenarios(terms: DualTermsAtOrder): { reached: DualOutcome; missed: DualOutcome } {
  const reachedPrice = terms.target;
  const missedPrice = terms.direction === DualDirection.BuyLow ? terms.target.times(2) : terms.target.div(2);
  return { reached: dualOutcome(terms, reachedPrice), missed: dualOutcome(terms, missedPrice) };
}
