import { DualDirection } from '@/api/earn/earn-enums';
import { Decimal, toDecimal, type DecimalInput } from '@/lib/decimal';

/**
 * Dual-asset payoff, exactly as the exchange settles it (research notes, "Dual asset"):
 * rate = APR x term days / 365, with term days the product's term (fractions for 8 h terms);
 * sell high reached (settlement >= target): amount x target x (1 + rate) in the quote coin;
 * buy low reached (settlement <= target): amount / target x (1 + rate) in the base coin;
 * otherwise amount x (1 + rate) in the invested coin.
 */

const YEAR_SECONDS = 365 * 86_400;
const YEAR = new Decimal(YEAR_SECONDS);

export type DualSide = 'base' | 'quote';

export interface DualTerms {
  direction: DualDirection;
  /** Invested amount, in the quote coin for buy low and in the base coin for sell high. */
  amount: DecimalInput;
  target: DecimalInput;
  /** APR as a fraction ("0.35" = 35 %). */
  apr: DecimalInput;
  /** The product's term in seconds. */
  termSeconds: number;
}

export interface DualPayout {
  /** true when the investment came back converted into the other coin. */
  converted: boolean;
  side: DualSide;
  amount: Decimal;
}

/** The interest rate over the term: APR x seconds / (365 days). */
export function periodRate(apr: DecimalInput, termSeconds: number): Decimal {
  return toDecimal(apr).times(termSeconds).div(YEAR_SECONDS);
}

/** The coin an order of this direction invests. */
function investedSide(direction: DualDirection): DualSide {
  return direction === DualDirection.SellHigh ? 'base' : 'quote';
}

/** Whether a settlement price reaches the target (converts the investment). */
export function targetReached(direction: DualDirection, target: DecimalInput, settlementPrice: DecimalInput): boolean {
  const price = toDecimal(settlementPrice);
  return direction === DualDirection.SellHigh ? price.greaterThanOrEqualTo(target) : price.lessThanOrEqualTo(target);
}

/** What comes back at settlement for a settlement price; null as for `dualOutcome`. */
export function dualPayout(terms: DualTerms, settlementPrice: DecimalInput): DualPayout | null {
  return dualOutcome(terms, targetReached(terms.direction, terms.target, settlementPrice));
}

/**
 * What comes back when the target is reached (`converted`) or not; null for a buy low reached at a target
 * that is not positive (the wire allows "0"), which converts at no price. amount x (1 + rate) is computed
 * with one division at the end, as the exchange does: exact whenever the true figure has a finite expansion.
 */
export function dualOutcome(terms: DualTerms, converted: boolean): DualPayout | null {
  return converted ? reachedOutcome(terms) : missedOutcome(terms);
}

/** Both outcomes shown before subscribing (the reached one null as for `dualOutcome`). */
export function dualOutcomes(terms: DualTerms): { reached: DualPayout | null; missed: DualPayout } {
  return { reached: reachedOutcome(terms), missed: missedOutcome(terms) };
}

function grownAmount(terms: DualTerms): Decimal {
  return toDecimal(terms.amount).times(YEAR.plus(toDecimal(terms.apr).times(terms.termSeconds)));
}

function missedOutcome(terms: DualTerms): DualPayout {
  return { converted: false, side: investedSide(terms.direction), amount: grownAmount(terms).div(YEAR) };
}

function reachedOutcome(terms: DualTerms): DualPayout | null {
  const grown = grownAmount(terms);
  if (terms.direction === DualDirection.SellHigh)
    return { converted: true, side: 'quote', amount: grown.times(terms.target).div(YEAR) };
  const target = toDecimal(terms.target);
  return target.greaterThan(0) ? { converted: true, side: 'base', amount: grown.div(target.times(YEAR)) } : null;
}

/** Interest earned over the term in the invested coin (what "not reached" adds to the principal). */
export function dualInterest(terms: DualTerms): Decimal {
  return toDecimal(terms.amount).times(periodRate(terms.apr, terms.termSeconds));
}

/** A payout as the ledger credits it: cut (never rounded up) to the coin's digits. */
export function creditedAmount(amount: Decimal, digits = 8): Decimal {
  return amount.toDecimalPlaces(digits, Decimal.ROUND_DOWN);
}
