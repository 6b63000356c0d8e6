import DecimalBase from 'decimal.js';

/**
 * The app's decimal type: 40 significant digits (amounts scaled by 1e8 reach 1e20) and plain notation in
 * `toString()`, so values never turn into `1e-9` on their way to the screen or the wire.
 */
export const Decimal = DecimalBase.clone({
  precision: 40,
  rounding: DecimalBase.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number;
export function toDecimal(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** A decimal string, trimmed of trailing zeros ("1.50000000" -> "1.5"). */
export function decimalString(value: DecimalInput): string {
  return toDecimal(value).toFixed();
}

export function isDecimalString(value: string): boolean {
  return /^-?\d+(?:\.\d+)?$/.test(value);
}
