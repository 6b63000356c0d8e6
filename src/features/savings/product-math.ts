import type { TieredApy } from '@/api/earn/product-schema';
import { Decimal, toDecimal, type DecimalInput, maxOf, minOf } from '@/lib/decimal';

/**
 * Rate maths of the subscribe form, in exact decimals. Each tier's APR applies only to the slice of the
 * amount inside the tier; a bonus APR applies to the whole amount. A year is 365 days.
 */

const E8 = new Decimal('1e8');
const SECONDS_PER_DAY = 86_400;
const DAYS_PER_YEAR = 365;

/** An `apy_e8` as a yearly rate: "5000000" -> 0.05. */
function rateOfE8(apyE8: string): Decimal {
  return new Decimal(apyE8).div(E8);
}

/** Interest per year of `amount`: tier by tier, plus the bonus on the whole amount. */
export function yearlyInterest(tiers: readonly TieredApy[], amount: DecimalInput, bonusApyE8 = '0'): Decimal {
  const total = toDecimal(amount);
  let interest = new Decimal(0);
  for (const tier of tiers) {
    const from = new Decimal(tier.from_num);
    if (total.lessThanOrEqualTo(from)) break;
    const unbounded = tier.to_num === '-1';
    const upper = unbounded ? total : minOf(total, new Decimal(tier.to_num));
    const slice = upper.minus(from);
    if (slice.greaterThan(0)) interest = interest.plus(slice.times(rateOfE8(tier.apy_e8)));
  }
  return interest.plus(total.times(rateOfE8(bonusApyE8)));
}

/**
 * Interest per year an addition of `amount` earns on top of `held` already in the product: what is held fills
 * the lower tiers first, so the addition earns the rates of the tiers above it (and the bonus on itself).
 */
export function additionInterest(
  tiers: readonly TieredApy[],
  held: DecimalInput,
  amount: DecimalInput,
  bonusApyE8 = '0',
): Decimal {
  const base = toDecimal(held);
  return yearlyInterest(tiers, base.plus(toDecimal(amount)), bonusApyE8).minus(yearlyInterest(tiers, base, bonusApyE8));
}

/**
 * The APR an amount earns across the tiers (a yearly rate), added to `held`; for no amount, the rate of the
 * next unit (the tier `held` ends in, the first tier when nothing is held).
 */
export function blendedRate(
  tiers: readonly TieredApy[],
  amount: DecimalInput,
  bonusApyE8 = '0',
  held: DecimalInput = 0,
): Decimal {
  const total = toDecimal(amount);
  const base = toDecimal(held);
  if (total.lessThanOrEqualTo(0)) {
    const next = tiers.find((tier) => tier.to_num === '-1' || base.lessThan(tier.to_num)) ?? tiers.at(-1);
    return rateOfE8(next?.apy_e8 ?? '0').plus(rateOfE8(bonusApyE8));
  }
  return additionInterest(tiers, base, total, bonusApyE8).div(total);
}

/**
 * What a new subscription's tiers start from: a flexible (open-ended) product keeps one position per user
 * that earns on its whole principal, so what the user holds there already fills the lower tiers. A term
 * order is a position of its own and starts at zero.
 */
export function tierBase(durationSeconds: string, subscribed: DecimalInput): Decimal {
  return durationSeconds === '0' ? maxOf(0, toDecimal(subscribed)) : new Decimal(0);
}

/** Whole days of a term given in seconds; null for an open-ended (flexible) product. */
export function termDays(durationSeconds: string): Decimal | null {
  const seconds = new Decimal(durationSeconds);
  return seconds.isZero() ? null : seconds.div(SECONDS_PER_DAY);
}

export interface EarningsEstimate {
  /** Blended yearly rate for the amount (above what is held), bonus included. */
  rate: Decimal;
  /** Interest of the amount per year. */
  yearly: Decimal;
  daily: Decimal;
  /** Over the whole term; null for a flexible product (no maturity). */
  toMaturity: Decimal | null;
}

/**
 * Daily interest and interest to maturity for an amount added to `held` (what the user already has in the
 * product, see `tierBase`), unrounded (the display rounds down per coin).
 */
export function estimateEarnings(input: {
  tiers: readonly TieredApy[];
  amount: DecimalInput;
  bonusApyE8?: string;
  durationSeconds: string;
  held?: DecimalInput;
}): EarningsEstimate {
  const amount = toDecimal(input.amount);
  const held = input.held ?? 0;
  const yearly = additionInterest(input.tiers, held, amount, input.bonusApyE8);
  const daily = yearly.div(DAYS_PER_YEAR);
  const days = termDays(input.durationSeconds);
  return {
    rate: amount.greaterThan(0) ? yearly.div(amount) : blendedRate(input.tiers, 0, input.bonusApyE8, held),
    yearly,
    daily,
    // yearly x days / 365, dividing last: a 365-day term earns exactly the yearly figure, not 49.99999999 of 50.
    toMaturity: days === null ? null : yearly.times(days).div(DAYS_PER_YEAR),
  };
}

/** Share of a quota already taken, 0-100; null when the product has no quota ("-1"). */
export function quotaFilledPercent(maxShare: string, deposited: string): number | null {
  if (maxShare === '-1') return null;
  const max = new Decimal(maxShare);
  if (max.lessThanOrEqualTo(0)) return 100;
  const percent = new Decimal(deposited).div(max).times(100);
  return minOf(100, maxOf(0, percent)).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}

/** What is left of a quota, never negative; null when unlimited. */
export function quotaLeft(maxShare: string, deposited: string): Decimal | null {
  if (maxShare === '-1') return null;
  return maxOf(0, new Decimal(maxShare).minus(deposited));
}
