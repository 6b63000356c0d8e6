import { DualDirection } from '@/api/earn/earn-enums';
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

/**
 * Whether a target is still offered against `spot`: strictly below it to buy low, strictly above it to sell
 * high. A target the index has reached or passed would convert at a price worse than the market's (a "sell
 * high" below spot), so the ladder does not offer it and the order is refused before review (the exchange
 * refuses it too, 340). Without a spot nothing can be said: offered.
 */
export function targetOffered(direction: DualDirection, target: DecimalInput, spot: DecimalInput | null): boolean {
  if (spot === null) return true;
  const diff = toDecimal(target).comparedTo(toDecimal(spot));
  return direction === DualDirection.SellHigh ? diff > 0 : diff < 0;
}
