import Decimal from 'decimal.js';

/**
 * Exact money for the simulated exchange. Amounts are decimal.js values in the domain and plain decimal
 * strings in persisted state; the wire form (`*_e8` integer strings) is produced only by the handlers.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -30, toExpPos: 40 });
export type Dec = Decimal;

export function dec(value: Decimal.Value): Decimal {
  return new D(value);
}

export const ZERO = new D(0);
const E8 = new D(1e8);

/**
 * Rounds towards zero to `digits` decimals: what a ledger credits, never more than was earned. Noise far
 * below any coin's unit (hourly slices of a yearly rate do not divide evenly) is settled at 12 decimals
 * first, so 4.19999999999999998 pays 4.2 and not 4.19999999.
 */
export function floorTo(value: Decimal.Value, digits: number): Decimal {
  return new D(value)
    .toDecimalPlaces(Math.max(digits, 12), Decimal.ROUND_HALF_EVEN)
    .toDecimalPlaces(digits, Decimal.ROUND_DOWN);
}

/** Integer string scaled by 1e8 (the wire's `_e8` fields); truncates below 1e-8. */
export function toE8(value: Decimal.Value): string {
  return new D(value).times(E8).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0);
}

export function fromE8(value: string): Decimal {
  return new D(value).div(E8);
}

/** Number of decimals written in a decimal string ("1.250" has 3). */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

export function min(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/** How running figures are stored: 18 decimals keep sub-unit interest exact enough without megabytes. */
export function stored(value: Decimal.Value): string {
  return new D(value).toDecimalPlaces(18, Decimal.ROUND_HALF_EVEN).toFixed();
}
