import { COINS } from './coins';

/**
 * Spot markets: every non-stable coin trades against USDT; the major ones also against USDC (so in the
 * USDC-quoted edition the long tail is unpriced, as on the real exchange).
 */
export const QUOTE_MARKETS = ['USDT', 'USDC'] as const;
export type QuoteMarket = (typeof QUOTE_MARKETS)[number];

const USDC_BASES = new Set(['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOT', 'LINK', 'AVAX', 'DOGE', 'MNT', 'LTC', 'TON', 'NEAR']);

export function marketsOf(quote: QuoteMarket | string): string[] {
  const bases = COINS.filter((c) => !c.stable).map((c) => c.name);
  if (quote === 'USDT') return bases;
  if (quote === 'USDC') return bases.filter((b) => USDC_BASES.has(b));
  return [];
}

export function symbolOf(base: string, quote: string): string {
  return `${base}${quote}`.toUpperCase();
}
