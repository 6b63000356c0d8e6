import { Decimal } from '@/lib/decimal';

/**
 * Early redemption of a term position that allows it: principal back in full, interest at the reduced APR
 * for the time held since interest started, and the difference to the position's APR forfeited. Interest is
 * rounded down to the coin's precision. The exchange computes the same (src/sim/domain/actions.ts); the review
 * shows its figures, this is the rule for stating it before asking.
 */
export interface EarlyRedemption {
  principal: Decimal;
  interest: Decimal;
  forfeited: Decimal;
}

const MS_PER_YEAR = 365 * 24 * 3600 * 1000;

export function earlyRedemption({ principal, apr, reducedApr, interestStartMs, nowMs, precision }: {
  principal: Decimal;
  /** The position's APR (fraction). */
  apr: Decimal;
  /** The reduced APR paid instead (fraction). */
  reducedApr: Decimal;
  interestStartMs: number;
  nowMs: number;
  precision: number;
}): EarlyRedemption {
  const held = Math.max(0, nowMs - interestStartMs);
  const over = (rate: Decimal) => principal.times(rate).times(held).div(MS_PER_YEAR).toDecimalPlaces(precision, Decimal.ROUND_DOWN);
  const interest = over(reducedApr);
  const full = over(apr);
  return { principal, interest, forfeited: Decimal.max(0, full.minus(interest)) };
}
