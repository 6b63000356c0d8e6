import { Decimal, toDecimal, type DecimalInput } from '@/lib/decimal';

export interface SpotDistance {
  side: 'up' | 'down' | 'at';
  /** Absolute distance in percent of spot, two decimals, rounded half up. */
  percent: Decimal;
}

/** How far a target price is from spot: "up 2.00 %" / "down 0.50 %". */
export function distanceFromSpot(target: DecimalInput, spot: DecimalInput): SpotDistance {
  const s = toDecimal(spot);
  if (s.isZero()) return { side: 'at', percent: new Decimal(0) };
  const diff = toDecimal(target).minus(s);
  const percent = diff.abs().div(s).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (percent.isZero()) return { side: 'at', percent };
  return { side: diff.isNegative() ? 'down' : 'up', percent };
}
