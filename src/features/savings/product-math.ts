import type { TieredApy } from '@/api/earn/product-schema';
import { Decimal, toDecimal, type DecimalInput } from '@/lib/decimal';

/**
 * Rate maths of the subscribe form, in exact decimals. Each tier's APR applies only to the slice of the
 * amount inside the tier; a bonus APR applies to the whole amount. A year is 365 days.
 */

const E8 = new Decimal('1e8');
const SECONDS_PER_DAY = 86_400;
export const DAYS_PER_YEAR = 365;

/** An `apy_e8` as a yearly rate: "5000000" -> 0.05. */
export function rateOfE8(apyE8: string): Decimal {
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
    const upper = unbounded ? total : Decimal.min(total, new Decimal(tier.to_num));
    const slice = upper.minus(from);
    if (slice.greaterThan(0)) interest = interest.plus(slice.times(rateOfE8(tier.apy_e8)));
  }
  return interest.plus(total.times(rateOfE8(bonusApyE8)));
}

/** The APR an amount earns across the tiers (a yearly rate); for no amount, the first tier's rate. */
export function blendedRate(tiers: readonly TieredApy[], amount: DecimalInput, bonusApyE8 = '0'): Decimal {
  const total = toDecimal(amount);
  if (total.lessThanOrEqualTo(0)) return rateOfE8(tiers[0]?.apy_e8 ?? '0').plus(rateOfE8(bonusApyE8));
  return yearlyInterest(tiers, total, bonusApyE8).div(total);
}

/** Whole days of a term given in seconds; null for an open-ended (flexible) product. */
export function termDays(durationSeconds: string): Decimal | null {
  const seconds = new Decimal(durationSeconds);
  return seconds.isZero() ? null : seconds.div(SECONDS_PER_DAY);
}

export interface EarningsEstimate {
  /** Blended yearly rate for the amount, bonus included. */
  rate: Decimal;
  daily: Decimal;
  /** Over the whole term; null for a flexible product (no maturity). */
  toMaturity: Decimal | null;
}

/** Daily interest and interest to maturity for an amount, unrounded (the display rounds down per coin). */
export function estimateEarnings(input: { tiers: readonly TieredApy[]; amount: DecimalInput; bonusApyE8?: string; durationSeconds: string }): EarningsEstimate {
  const amount = toDecimal(input.amount);
  const yearly = yearlyInterest(input.tiers, amount, input.bonusApyE8);
  const daily = yearly.div(DAYS_PER_YEAR);
  const days = termDays(input.durationSeconds);
  return {
    rate: amount.greaterThan(0) ? yearly.div(amount) : blendedRate(input.tiers, 0, input.bonusApyE8),
    daily,
    toMaturity: days === null ? null : daily.times(days),
  };
}

/** Share of a quota already taken, 0-100; null when the product has no quota ("-1"). */
export function quotaFilledPercent(maxShare: string, deposited: string): number | null {
  if (maxShare === '-1') return null;
  const max = new Decimal(maxShare);
  if (max.lessThanOrEqualTo(0)) return 100;
  const percent = new Decimal(deposited).div(max).times(100);
  return Decimal.min(100, Decimal.max(0, percent)).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}

/** What is left of a quota, never negative; null when unlimited. */
export function quotaLeft(maxShare: string, deposited: string): Decimal | null {
  if (maxShare === '-1') return null;
  return Decimal.max(0, new Decimal(maxShare).minus(deposited));
}
