import { DualDirection } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { dec, type Dec } from './money';
import { DAY } from './time';
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

/** Parses a quote id and checks it belongs to the product and has not expired (340 otherwise). */
export function openQuote(world: World, productId: string, id: string): { window: QuoteWindow; step: number } {
  const match = /^q(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(id);
  if (!match || match[1] !== productId) fail(SimCode.StaleQuote, 'unknown quote');
  const start = Number(match[2]) * 1000;
  const ttl = Number(match[3]) * 1000;
  const window = { start, ttl, expireAt: start + 2 * ttl };
  if (world.now() >= window.expireAt || world.now() < start) fail(SimCode.StaleQuote, 'quote expired');
  return { window, step: Number(match[4]) };
}

/** Significant digits of a quoted price: a realistic tick at every price level. */
export function tick(price: Dec): Dec {
  return price.toSignificantDigits(5);
}

/** Option-like APR: higher near spot, lower far away, scaled by the coin's volatility and the term. */
export function dualApr(base: number, distance: number, termMs: number): Dec {
  const daily = coinOf(base).volatility;
  const termDays = Math.max(termMs / DAY, 1 / 24);
  const raw = daily * Math.sqrt(365) * 1.2 * Math.exp(-distance / (daily * Math.sqrt(termDays) * 1.3));
  return dec(Math.min(3, Math.max(0.02, raw)).toFixed(4));
}

export interface DualQuote {
  quoteId: string;
  step: number;
  target: Dec;
  apr: Dec;
  /** Largest investment this quote takes, in the invested coin. */
  maxInvestment: Dec;
  expireAt: number;
  index: Dec;
}

export function dualQuotes(world: World, product: Product, window = currentWindow(world)): DualQuote[] {
  const terms = product.dual;
  if (!terms) return [];
  const index = world.prices.cross(terms.base, terms.quote, window.start);
  const below = terms.direction === DualDirection.BuyLow;
  return terms.steps.map((distance, step) => {
    const target = tick(index.times(below ? 1 - distance : 1 + distance));
    return {
      quoteId: quoteId(product.id, window, step),
      step,
      target,
      apr: dualApr(terms.base, distance, product.durationMs),
      maxInvestment: below ? dec(500_000) : dec(500_000).div(index).toDecimalPlaces(coinOf(terms.base).txPrecision),
      expireAt: window.expireAt,
      index: tick(index),
    };
  });
}

export function dualQuoteById(world: World, product: Product, id: string): DualQuote {
  const { window, step } = openQuote(world, product.id, id);
  const quote = dualQuotes(world, product, window)[step];
  if (!quote) fail(SimCode.StaleQuote, 'unknown quote');
  return quote;
}

/** An offer of double-win, discount buy or smart leverage: price levels fixed for the quote window. */
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

export function offerFor(world: World, product: Product, window = currentWindow(world)): Offer | null {
  const id = quoteId(product.id, window, 0);
  if (product.doubleWin) {
    const t = product.doubleWin;
    const entry = tick(world.prices.cross(t.base, t.quote, window.start));
    const step = dec(t.priceTick);
    const lower = entry.times(1 - t.rangeWidth).div(step).floor().times(step);
    const upper = entry.times(1 + t.rangeWidth).div(step).ceil().times(step);
    return { quoteId: id, entry, lower, upper, apr: dec(0), leverage: dec(t.leverage), expireAt: window.expireAt };
  }
  if (product.discountBuy) {
    const t = product.discountBuy;
    const entry = tick(world.prices.cross(t.base, t.quote, window.start));
    return { quoteId: id, entry, lower: tick(entry.times(1 - t.discount)), upper: tick(entry.times(1 + t.knockOut)), apr: dec(product.tiers[0]?.apr ?? 0), leverage: dec(1), expireAt: window.expireAt };
  }
  if (product.futureBoost) {
    const t = product.futureBoost;
    const entry = tick(world.prices.cross(t.base, t.quote, window.start));
    const breakeven = tick(entry.times(t.side === 1 ? 1 + t.feeRate : 1 - t.feeRate));
    return { quoteId: id, entry, lower: breakeven, upper: breakeven, apr: dec(0), leverage: dec(t.maxLeverage), expireAt: window.expireAt };
  }
  return null;
}

/** Smart leverage refuses an order when spot moved more than 5 % from the quote (340). */
export const MAX_QUOTE_DRIFT = 0.05;

export function offerById(world: World, product: Product, id: string): Offer {
  const { window } = openQuote(world, product.id, id);
  const offer = offerFor(world, product, window);
  if (!offer) fail(SimCode.StaleQuote, 'product takes no quotes');
  const base = product.futureBoost?.base ?? product.doubleWin?.base ?? product.discountBuy?.base;
  const quote = product.futureBoost?.quote ?? product.doubleWin?.quote ?? product.discountBuy?.quote;
  if (base !== undefined && quote !== undefined) {
    const spot = world.prices.cross(base, quote, world.now());
    if (spot.minus(offer.entry).abs().div(offer.entry).greaterThan(MAX_QUOTE_DRIFT)) fail(SimCode.StaleQuote, 'price moved more than 5 % since the quote');
  }
  return offer;
}

/**
 * Double-win custom range: the user's own bounds around the quote's entry price. Each bound lies between the
 * product's minimum and maximum deviation from entry and on a multiple of its price tick; the leverage and
 * the quote's expiry stay those of the offer. Returns the offer with the user's bounds, or why it is refused.
 */
export function customDoubleWinRange(offer: Offer, terms: { minDeviation: number; maxDeviation: number; priceTick: string }, lower: Dec, upper: Dec): { offer: Offer } | { problem: string } {
  const step = dec(terms.priceTick);
  if (!lower.mod(step).isZero() || !upper.mod(step).isZero()) return { problem: `bounds must be multiples of ${step.toFixed()}` };
  if (!lower.lessThan(offer.entry) || !upper.greaterThan(offer.entry)) return { problem: 'the range must contain the entry price' };
  const below = offer.entry.minus(lower).div(offer.entry);
  const above = upper.minus(offer.entry).div(offer.entry);
  const min = dec(terms.minDeviation);
  const max = dec(terms.maxDeviation);
  if (below.lessThan(min) || above.lessThan(min) || below.greaterThan(max) || above.greaterThan(max)) {
    return { problem: `each bound must be ${min.times(100).toFixed()} % to ${max.times(100).toFixed()} % from the entry price` };
  }
  return { offer: { ...offer, lower, upper } };
}
