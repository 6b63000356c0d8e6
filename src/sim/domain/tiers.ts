import type { Tier } from './catalogue/product';
import { dec, ZERO, type Dec } from './money';
import { HOUR, YEAR_DAYS } from './time';

/**
 * Tiered APR maths. Each tier's rate applies only to the slice of the amount inside the tier, so the
 * blended APR of an amount is the amount-weighted mean of the slices.
 */
export interface TierSlice {
  tier: Tier;
  amount: Dec;
}

export function slices(tiers: readonly Tier[], amount: Dec): TierSlice[] {
  const out: TierSlice[] = [];
  for (const tier of tiers) {
    const from = dec(tier.from);
    if (amount.lessThanOrEqualTo(from)) break;
    const upper = tier.to === null ? amount : minOf(amount, dec(tier.to));
    const part = upper.minus(from);
    if (part.greaterThan(0)) out.push({ tier, amount: part });
  }
  return out;
}

function minOf(a: Dec, b: Dec): Dec {
  return a.lessThan(b) ? a : b;
}

/** Yearly interest of `amount` over the tiers (plus a flat bonus rate on the whole amount). */
export function yearlyInterest(tiers: readonly Tier[], amount: Dec, bonusApr: Dec = ZERO): Dec {
  let total = ZERO;
  for (const slice of slices(tiers, amount)) total = total.plus(slice.amount.times(slice.tier.apr));
  return total.plus(amount.times(bonusApr));
}

/** Blended APR of an amount (fraction); the first tier's rate for a zero amount. */
export function blendedApr(tiers: readonly Tier[], amount: Dec, bonusApr: Dec = ZERO): Dec {
  if (amount.lessThanOrEqualTo(0)) return dec(tiers[0]?.apr ?? 0).plus(bonusApr);
  return yearlyInterest(tiers, amount, bonusApr).div(amount);
}

/**
 * Yearly interest an addition of `amount` earns on top of `held` already in the product: the tiers are
 * filled by what is held first, so the addition earns the rates of the tiers above it (the bonus on itself).
 */
export function additionInterest(tiers: readonly Tier[], held: Dec, amount: Dec, bonusApr: Dec = ZERO): Dec {
  return yearlyInterest(tiers, held.plus(amount), bonusApr).minus(yearlyInterest(tiers, held, bonusApr));
}

/**
 * The APR an addition earns (fraction): its interest over the tiers above `held`, per unit. For a zero
 * amount, the rate of the next unit (the tier `held` ends in), bonus included.
 */
export function marginalApr(tiers: readonly Tier[], held: Dec, amount: Dec, bonusApr: Dec = ZERO): Dec {
  if (amount.lessThanOrEqualTo(0)) {
    const next = tiers.find((t) => t.to === null || held.lessThan(dec(t.to))) ?? tiers.at(-1);
    return dec(next?.apr ?? 0).plus(bonusApr);
  }
  return additionInterest(tiers, held, amount, bonusApr).div(amount);
}

/** Interest of one hour at the blended rate (exact, not rounded: the ledger rounds at payout). */
export function hourlyInterest(tiers: readonly Tier[], amount: Dec, bonusApr: Dec = ZERO): Dec {
  return yearlyInterest(tiers, amount, bonusApr).div(YEAR_DAYS * 24);
}

/** Simple interest at a fixed APR over a span of time. */
export function interestFor(principal: Dec, apr: Dec, ms: number): Dec {
  return principal
    .times(apr)
    .times(ms)
    .div(YEAR_DAYS * 24 * HOUR);
}
