import { Decimal } from '@/lib/decimal';

/** An order is refused when the price moved more than this from its quote's entry price (the exchange answers 340). */
export const MAX_QUOTE_MOVE = new Decimal('0.05');

/** How far `spot` is from the quote's entry, as a fraction. */
export function quoteMove(entry: Decimal, spot: Decimal): Decimal {
  return spot.minus(entry).abs().div(entry);
}

/** Whether the quote still holds against the live price: a move of exactly 5 % is still accepted. */
export function quoteHolds(entry: Decimal, spot: Decimal | null): boolean {
  if (spot === null) return true;
  // An entry of zero (the wire allows it) is no quote to hold against: refused as too far moved.
  return entry.greaterThan(0) && !quoteMove(entry, spot).greaterThan(MAX_QUOTE_MOVE);
}

/** Minutes before settlement during which a smart-leverage position can no longer be redeemed. */
export const SMART_LEVERAGE_REDEMPTION_LOCK_MINUTES = 60;

/** The chosen leverage when it is a whole number from 1 to the plan's maximum; null otherwise. */
export function readLeverage(text: string, max: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}
