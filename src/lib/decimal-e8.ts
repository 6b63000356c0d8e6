import { Decimal, toDecimal, type DecimalInput } from './decimal';

/** Wire values in `*_e8` fields are integers scaled by 1e8. */
const E8 = new Decimal('1e8');
const APY_E8_PER_PERCENT = new Decimal('1e6');

/** "150000000" -> 1.5 */
export function fromE8(value: string): Decimal {
  return new Decimal(value).div(E8);
}

/** 1.5 -> "150000000"; digits below 1e-8 are cut towards zero (an amount never rounds up). */
export function toE8(value: DecimalInput): string {
  return toDecimal(value).mul(E8).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0);
}

/** An `apy_e8` as a percentage: "5000000" -> 5 (%). */
export function apyE8ToPercent(value: string): Decimal {
  return new Decimal(value).div(APY_E8_PER_PERCENT);
}

/** A percentage as `apy_e8`: 5 -> "5000000". */
export function percentToApyE8(percent: DecimalInput): string {
  return toDecimal(percent).mul(APY_E8_PER_PERCENT).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0);
}

/** An `apy_e8` as a fraction for arithmetic: "5000000" -> 0.05. */
export function apyE8ToRate(value: string): Decimal {
  return new Decimal(value).div(E8);
}
