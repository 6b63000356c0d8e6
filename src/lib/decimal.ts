import DecimalBase from 'decimal.js-light';

/**
 * The app's decimal type: 40 significant digits (amounts scaled by 1e8 reach 1e20) and plain notation in
 * `toString()` and `toFixed()` at any exponent, so values never turn into `1e-9` on their way to the screen or
 * the wire. decimal.js-light (5 KB gzip against decimal.js's 13) has no NaN or Infinity: dividing a non-zero
 * value by zero throws, so every division states why its divisor cannot be zero.
 */
export const Decimal = DecimalBase.clone({
  precision: 40,
  rounding: DecimalBase.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number;
export function toDecimal(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** The largest of one or more values. */
export function maxOf(...values: DecimalInput[]): Decimal {
  return values.map(toDecimal).reduce((best, value) => (value.gt(best) ? value : best));
}

/** The smallest of one or more values. */
export function minOf(...values: DecimalInput[]): Decimal {
  return values.map(toDecimal).reduce((best, value) => (value.lt(best) ? value : best));
}

/**
 * `value` on a multiple of `step` (rounded by `rounding`, half up by default); unchanged without a positive
 * step, as a price tick of "0" on the wire is no tick.
 */
export function onStep(
  value: Decimal,
  step: Decimal | null | undefined,
  rounding: number = Decimal.ROUND_HALF_UP,
): Decimal {
  return step?.greaterThan(0) ? value.div(step).toDecimalPlaces(0, rounding).times(step) : value;
}

/** A decimal string, trimmed of trailing zeros ("1.50000000" -> "1.5"). */
export function decimalString(value: DecimalInput): string {
  return toDecimal(value).toFixed();
}

export function isDecimalString(value: string): boolean {
  return /^-?\d+(?:\.\d+)?$/.test(value);
}
