import { SimCode, fail } from './errors';
import type { Dec } from './money';
import type { World } from './world';

/**
 * Quotes of the quoted families. A quote is a pure function of (product, quote time, step), so it needs no
 * storage: its id carries the quote time and lifetime, and pay-order recomputes it to check it.
 * Quotes are refreshed every `ttl` and each stays valid for two refreshes.
 */
export interface QuoteWindow {
  start: number;
  ttl: number;
  expireAt: number;
}

export function currentWindow(world: World, at = world.now()): QuoteWindow {
  const ttl = world.quoteTtlMs();
  // A price shock opens a new window: quotes from before it keep the old prices (and are refused once spot moved
  // past them), quotes after it carry the shocked price.
  const shocked = world.state.shocks.reduce((latest, s) => (s.at <= at && s.at > latest ? s.at : latest), -Infinity);
  const start = Math.max(Math.floor(at / ttl) * ttl, shocked);
  return { start, ttl, expireAt: start + 2 * ttl };
}

export function quoteId(productId: string, window: QuoteWindow, step: number): string {
  return `q${productId}.${window.start / 1000}.${window.ttl / 1000}.${step}`;
}

/** Parses a quote id and checks it belongs to the product (340 otherwise) and has not expired (341). */
export function openQuote(world: World, productId: string, id: string): { window: QuoteWindow; step: number } {
  const match = /^q(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(id);
  if (!match || match[1] !== productId) fail(SimCode.StaleQuote, 'unknown quote');
  const start = Number(match[2]) * 1000;
  const ttl = Number(match[3]) * 1000;
  const window = { start, ttl, expireAt: start + 2 * ttl };
  if (world.now() < start) fail(SimCode.StaleQuote, 'unknown quote');
  if (world.now() >= window.expireAt) fail(SimCode.QuoteExpired, 'quote expired');
  return { window, step: Number(match[4]) };
}

/** Significant digits of a quoted price: a realistic tick at every price level. */
export function tick(price: Dec): Dec {
  return price.toSignificantDigits(5);
}

/** An offer of a quoted family (its `offers` rule): price levels fixed for the quote window. */
export interface Offer {
  quoteId: string;
  entry: Dec;
  lower: Dec;
  upper: Dec;
  /** Knock-out APR (discount buy); 0 for the others. */
  apr: Dec;
  leverage: Dec;
  expireAt: number;
}

/** A quoted family's order names its quote (340 without one). */
export function requireQuoteId(req: { quoteId?: string }): string {
  if (!req.quoteId) fail(SimCode.StaleQuote, 'quote_id is required for this product');
  return req.quoteId;
}
