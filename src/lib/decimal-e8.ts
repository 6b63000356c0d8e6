import { Decimal, toDecimal, type DecimalInput } from './decimal';

/** Wire values in `*_e8` fields are integers scaled by 1e8. */
const E8 = new Decimal('1e8');

/** "150000000" -> 1.5 */
export function fromE8(value: string): Decimal {
  return new Decimal(value).div(E8);
}

/** 1.5 -> "150000000"; digits below 1e-8 are cut towards zero (an amount never rounds up). */
export function toE8(value: DecimalInput): string {
  return toDecimal(value).mul(E8).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0);
}
