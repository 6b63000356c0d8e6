import { Decimal } from '@/lib/decimal';

/** The levels of a double-win order: entry price, range bounds and leverage (all exact). */
export interface DoubleWinTerms {
  entry: Decimal;
  lower: Decimal;
  upper: Decimal;
  leverage: Decimal;
}

/**
 * What a double-win order pays at settlement, in the quote coin: outside the range the investment plus
 * leverage x investment x the distance beyond the bound / entry price; inside the range (bounds included)
 * nothing. Principal is not protected.
 */
export function doubleWinPayout(amount: Decimal, terms: DoubleWinTerms, settlement: Decimal): Decimal {
  const { entry, lower, upper, leverage } = terms;
  if (settlement.lessThan(lower)) return amount.plus(leverage.times(amount).times(lower.minus(settlement)).div(entry));
  if (settlement.greaterThan(upper))
    return amount.plus(leverage.times(amount).times(settlement.minus(upper)).div(entry));
  return new Decimal(0);
}

export interface PayoffPoint {
  price: Decimal;
  payout: Decimal;
  zone: 'below' | 'inside' | 'above';
}

/**
 * Sample points for the chart and its table: the two bounds, the entry, and evenly spaced prices from
 * `span` below the lower bound to `span` above the upper one (span as a fraction of entry).
 */
export function doubleWinPayoffTable(amount: Decimal, terms: DoubleWinTerms, span: Decimal, steps = 2): PayoffPoint[] {
  const width = terms.entry.times(span);
  const prices: Decimal[] = [];
  for (let i = steps; i >= 1; i--) prices.push(terms.lower.minus(width.times(i).div(steps)));
  prices.push(terms.lower, terms.entry, terms.upper);
  for (let i = 1; i <= steps; i++) prices.push(terms.upper.plus(width.times(i).div(steps)));
  return prices.map((price) => ({
    price,
    payout: doubleWinPayout(amount, terms, price),
    zone: price.lessThan(terms.lower) ? 'below' : price.greaterThan(terms.upper) ? 'above' : 'inside',
  }));
}
