import { Decimal, toDecimal, type DecimalInput } from '@/lib/decimal';

/**
 * Discount buy, exactly as the exchange settles it (research notes, "Discount-buy"): the settlement price is
 * the average index price of the 30 minutes before the settlement time. Below the knock-out price you buy the
 * coin at the purchase price (amount / purchase, in the coin); at or above it you get the amount back plus the
 * knock-out APR over the product's term (amount x (1 + APR x term / 365 days), in the stablecoin). Payouts are
 * cut down to each coin's ledger digits and arrive 15 minutes after settlement.
 */

export const DISCOUNT_BUY_AVERAGE_MINUTES = 30;
export const DISCOUNT_BUY_RECEIPT_MINUTES = 15;
const YEAR_SECONDS = 365 * 86_400;

export interface DiscountBuyTerms {
  purchase: Decimal;
  knockOut: Decimal;
  /** Knock-out APR as a fraction ("0.12" = 12 %). */
  apr: Decimal;
  termSeconds: number;
}

export type DiscountBuyOutcome = { kind: 'bought'; amount: Decimal } | { kind: 'knockedOut'; amount: Decimal };

/** Below the knock-out price: the coin bought at the purchase price; otherwise principal plus the APR. */
export function discountBuyPayout(
  amount: DecimalInput,
  terms: DiscountBuyTerms,
  settlement: DecimalInput,
): DiscountBuyOutcome {
  const invested = toDecimal(amount);
  if (toDecimal(settlement).lessThan(terms.knockOut)) return { kind: 'bought', amount: invested.div(terms.purchase) };
  // amount x (year + APR x term) / year: one division at the end, exact whenever the true figure is finite.
  return {
    kind: 'knockedOut',
    amount: invested.times(terms.apr.times(terms.termSeconds).plus(YEAR_SECONDS)).div(YEAR_SECONDS),
  };
}

/** Both outcomes of an order, as credited: the coin (base precision) and the stablecoin (quote precision). */
export function discountBuyOutcomes(
  amount: DecimalInput,
  terms: DiscountBuyTerms,
  precision: { base: number; quote: number },
): { bought: Decimal; knockedOut: Decimal } {
  // Any price below the knock-out buys, any at or above it knocks out: the purchase price and the knock-out price.
  const bought = discountBuyPayout(amount, terms, terms.purchase);
  const knockedOut = discountBuyPayout(amount, terms, terms.knockOut);
  return {
    bought: bought.amount.toDecimalPlaces(precision.base, Decimal.ROUND_DOWN),
    knockedOut: knockedOut.amount.toDecimalPlaces(precision.quote, Decimal.ROUND_DOWN),
  };
}

/** What the payout is worth in the stablecoin at a settlement price (the coin valued at that price). */
export function discountBuyValue(amount: DecimalInput, terms: DiscountBuyTerms, settlement: DecimalInput): Decimal {
  const outcome = discountBuyPayout(amount, terms, settlement);
  // The coin bought at settlement: amount x settlement / purchase, dividing last so an exact value stays exact.
  return outcome.kind === 'bought' ? toDecimal(amount).times(settlement).div(terms.purchase) : outcome.amount;
}

/** The discount of the purchase price to spot, as a fraction ("0.05" = 5 % below spot). */
export function discountToSpot(purchase: Decimal, spot: Decimal): Decimal {
  return spot.isZero() ? new Decimal(0) : spot.minus(purchase).div(spot);
}

/** When the payout of a settlement arrives (ms). */
export function receiptAt(settlementAt: number): number {
  return settlementAt + DISCOUNT_BUY_RECEIPT_MINUTES * 60_000;
}
