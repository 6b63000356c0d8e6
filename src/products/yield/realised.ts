import { Decimal } from '@/lib/decimal';

/**
 * Realised against headline: what a position has actually earned so far, as an annual rate over the time the
 * money has been in it, beside the rate quoted when it was subscribed, and the gap taken apart into reasons
 * that add up to it exactly. Pure and exact (decimal.js): the wallet passes wire figures, the tests worked
 * examples.
 *
 *   realised = earned / principal × year / held             (held = now − subscribed, or until maturity)
 *   expected = principal × headline × held / year           (what the headline would have paid by now)
 *   expected − earned = notAccrued + rate + fee + reward + rounding
 *
 * - notAccrued: time the money was held without earning (interest from T+1, or a later start), at the headline;
 * - rate: the rate it earns is not the headline: tiers above a threshold earn less (`tiers`), or the rate moved
 *   (`rateMoved`); counted over the time it earned. A pool share (`poolShare`) has no rate of its own: what
 *   others stake moves its share of each hour's reward, and the rest of the gap is that (no rounding left);
 * - fee: what the exchange kept of the yield (a reward fee);
 * - rewardPrice: a reward paid in another coin is worth less (or more) than when subscribed;
 * - rounding: what is left: payouts rounded down to the coin's precision, interest of the hour not yet booked,
 *   and principal added or taken out since (the rate is set against today's principal).
 */

const YEAR_MS = 365 * 24 * 3600_000;
/**
 * Figures are kept to 18 decimals: far below any coin's precision or a rate's display, and enough to drop the
 * last-digit noise of 40-digit divisions (10 % × 9/365 − … is exactly 0.06375, not 0.0637499…9).
 */
const PLACES = 18;

export interface RateTier {
  /** Lower bound of the slice, in the position's coin. */
  from: Decimal;
  /** Upper bound; null = unbounded. */
  to: Decimal | null;
  /** Annual rate of the slice (fraction). */
  apr: Decimal;
}

export interface RealisedInput {
  principal: Decimal;
  /** Yield so far (paid and accrued), in the principal's coin (a reward coin converted at today's price). */
  earned: Decimal;
  /** The rate quoted at subscription (fraction). */
  headlineApr: Decimal;
  /**
   * The rate the position earns (an open-ended one: its blended tiers; a term: what it locked). Absent for a
   * share of a pool (launchpool): its rate is what the others stake leaves it, so the rest of the gap is that.
   */
  earningApr?: Decimal;
  /** The product's tiers, when it has more than one: names a lower earning rate as tiers rather than a move. */
  tiers?: readonly RateTier[];
  subscribedAt: number;
  interestStartAt: number;
  /** When it stops earning (maturity), or null for open-ended. */
  endAt: number | null;
  now: number;
  /** Yield the exchange kept as its fee, in the principal's coin. */
  fee?: Decimal;
  /** A reward coin's yield valued at the prices of subscription minus at today's (positive: its price fell). */
  rewardRevaluation?: Decimal;
}

export type GapKind = 'notAccrued' | 'tiers' | 'rateMoved' | 'poolShare' | 'fee' | 'rewardPrice' | 'rounding';

export interface GapReason {
  kind: GapKind;
  /** In the principal's coin: how much less (negative: more) it earned than the headline for this reason. */
  amount: Decimal;
  /** The same as an annual rate over the time held (fraction). */
  apr: Decimal;
}

export interface RealisedYield {
  realisedApr: Decimal;
  headlineApr: Decimal;
  /** headline − realised (fraction). */
  gap: Decimal;
  /** Time held and time earning, ms. */
  heldMs: number;
  earningMs: number;
  /** Non-zero reasons, largest first; their `apr` add up to `gap` exactly. */
  reasons: GapReason[];
}

/** The blended rate of an amount over tiers (each slice at its own rate). */
export function blendedTierApr(tiers: readonly RateTier[], amount: Decimal): Decimal {
  if (amount.lte(0)) return tiers[0]?.apr ?? new Decimal(0);
  let interest = new Decimal(0);
  for (const tier of tiers) {
    if (amount.lte(tier.from)) break;
    const upper = tier.to === null || amount.lt(tier.to) ? amount : tier.to;
    interest = interest.plus(upper.minus(tier.from).times(tier.apr));
  }
  return interest.div(amount);
}

/** Null before any time has passed or without principal: there is no rate to speak of yet. */
export function realisedYield(input: RealisedInput): RealisedYield | null {
  const { principal, earned, headlineApr, earningApr, subscribedAt, interestStartAt, endAt, now } = input;
  const until = endAt === null ? now : Math.min(now, endAt);
  const heldMs = until - subscribedAt;
  if (heldMs <= 0 || principal.lte(0)) return null;
  const earningMs = Math.max(0, until - Math.max(interestStartAt, subscribedAt));
  const years = (ms: number) => new Decimal(ms).div(YEAR_MS);
  const asApr = (amount: Decimal) => amount.div(principal).div(years(heldMs)).toDecimalPlaces(PLACES);

  const fee = input.fee ?? new Decimal(0);
  const reward = input.rewardRevaluation ?? new Decimal(0);
  const expected = principal.times(headlineApr).times(years(heldMs));
  const notAccrued = principal.times(headlineApr).times(years(heldMs - earningMs));
  const unexplained = expected.minus(notAccrued).minus(fee).minus(reward).minus(earned);
  const rate =
    earningApr === undefined ? unexplained : principal.times(headlineApr.minus(earningApr)).times(years(earningMs));
  const rounding = unexplained.minus(rate);
  // Tiers explain a lower rate only: the principal reaches past the first tier and earns less than quoted.
  const tiered =
    earningApr !== undefined &&
    input.tiers !== undefined &&
    input.tiers.length > 1 &&
    principal.gt(input.tiers[0]?.to ?? principal) &&
    earningApr.lt(headlineApr);
  const parts: Array<[GapKind, Decimal]> = [
    ['notAccrued', notAccrued],
    [earningApr === undefined ? 'poolShare' : tiered ? 'tiers' : 'rateMoved', rate],
    ['fee', fee],
    ['rewardPrice', reward],
    ['rounding', rounding],
  ];
  const reasons = parts
    .map(([kind, amount]) => ({ kind, amount: amount.toDecimalPlaces(PLACES), apr: asApr(amount) }))
    .filter((reason) => !reason.amount.isZero())
    .sort((a, b) => b.apr.abs().comparedTo(a.apr.abs()));
  const realisedApr = asApr(earned);
  return { realisedApr, headlineApr, gap: headlineApr.minus(realisedApr), heldMs, earningMs, reasons };
}
