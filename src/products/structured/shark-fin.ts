import { toDecimal, type Decimal, type DecimalInput } from '@/lib/decimal';

/**
 * Shark fin, exactly as the exchange settles it (research notes, "structured"): principal protected. The
 * range is fixed from the spot price at order time. A settlement price (average index of the 30 minutes
 * before the settlement time) inside the range, bounds included, earns from the floor APR rising linearly
 * to the maximum at the far bound (upper for bullish, lower for bearish); outside the range the product is
 * knocked out and earns the floor. Payout = amount x (1 + APR x term / 365 days), cut to the ledger digits.
 */

export const SHARK_FIN_AVERAGE_MINUTES = 30;
const YEAR_SECONDS = 365 * 86_400;

/** 1 bullish (yield rises with the price), 2 bearish. */
export type SharkFinKind = 1 | 2;

export interface SharkFinTerms {
  kind: SharkFinKind;
  lower: Decimal;
  upper: Decimal;
  floorApr: Decimal;
  maxApr: Decimal;
  termSeconds: number;
}

/** The APR a settlement price earns. */
export function sharkFinApr(terms: SharkFinTerms, settlement: DecimalInput): Decimal {
  const price = toDecimal(settlement);
  if (price.lessThan(terms.lower) || price.greaterThan(terms.upper)) return terms.floorApr;
  const position = terms.kind === 1 ? price.minus(terms.lower) : terms.upper.minus(price);
  return terms.floorApr.plus(terms.maxApr.minus(terms.floorApr).times(position).div(terms.upper.minus(terms.lower)));
}

/** What comes back at settlement, exact (the ledger cuts it to the coin's digits). */
export function sharkFinPayout(amount: DecimalInput, terms: SharkFinTerms, settlement: DecimalInput): Decimal {
  // The APR as numerator / width, so the payout takes one division at the end (exact whenever it is finite).
  const price = toDecimal(settlement);
  const width = terms.upper.minus(terms.lower);
  const inside = !price.lessThan(terms.lower) && !price.greaterThan(terms.upper);
  const position = terms.kind === 1 ? price.minus(terms.lower) : terms.upper.minus(price);
  const aprTimesWidth = inside
    ? terms.floorApr.times(width).plus(terms.maxApr.minus(terms.floorApr).times(position))
    : terms.floorApr.times(width);
  return toDecimal(amount)
    .times(aprTimesWidth.times(terms.termSeconds).plus(width.times(YEAR_SECONDS)))
    .div(width.times(YEAR_SECONDS));
}

/** Where settlement is knocked out (floor), earns the high yield, or rises towards it. */
export function sharkFinZone(terms: SharkFinTerms, settlement: DecimalInput): 'knockedOut' | 'inRange' {
  const price = toDecimal(settlement);
  return price.lessThan(terms.lower) || price.greaterThan(terms.upper) ? 'knockedOut' : 'inRange';
}

/** A realistic quoted price: five significant digits, as the exchange quotes levels. */
function quotedPrice(price: Decimal): Decimal {
  return price.toSignificantDigits(5);
}

/** The range an order placed at this spot price would get: ratios of the quoted spot, each quoted. */
export function sharkFinRange(
  spot: Decimal,
  lowerRatio: Decimal,
  upperRatio: Decimal,
): { lower: Decimal; upper: Decimal } {
  const entry = quotedPrice(spot);
  return { lower: quotedPrice(entry.times(lowerRatio)), upper: quotedPrice(entry.times(upperRatio)) };
}

export interface SharkFinRow {
  price: Decimal;
  apr: Decimal;
  payout: Decimal;
  zone: 'knockedOut' | 'inRange';
}

/** Sample points for the chart's table: below the range, the bounds, inside, above the range. */
export function sharkFinTable(amount: DecimalInput, terms: SharkFinTerms): SharkFinRow[] {
  const width = terms.upper.minus(terms.lower);
  const prices = [
    terms.lower.minus(width.div(2)),
    terms.lower,
    terms.lower.plus(width.div(2)),
    terms.upper,
    terms.upper.plus(width.div(2)),
  ];
  return prices.map((price) => ({
    price,
    apr: sharkFinApr(terms, price),
    payout: sharkFinPayout(amount, terms, price),
    zone: sharkFinZone(terms, price),
  }));
}
