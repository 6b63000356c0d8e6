import { COINS, coinByName, type Coin } from './coins';

/**
 * Spot markets: every non-stable coin trades against USDT; the major ones also against USDC (so in the
 * USDC-quoted edition the long tail is unpriced, as on the real exchange).
 */
export const QUOTE_MARKETS = ['USDT', 'USDC'] as const;
export type QuoteMarket = (typeof QUOTE_MARKETS)[number];

const USDC_BASES = new Set([
  'BTC',
  'ETH',
  'SOL',
  'XRP',
  'ADA',
  'DOT',
  'LINK',
  'AVAX',
  'DOGE',
  'MNT',
  'LTC',
  'TON',
  'NEAR',
]);

export function marketsOf(quote: QuoteMarket | string): string[] {
  const bases = COINS.filter((c) => !c.stable).map((c) => c.name);
  if (quote === 'USDT') return bases;
  if (quote === 'USDC') return bases.filter((b) => USDC_BASES.has(b));
  return [];
}

/**
 * Whether a coin has a price in a quote coin: a stablecoin (worth 1), or a coin with a market against it.
 * BIT and KST trade only against USDT, so a USDC valuation has no price for them and leaves them out.
 */
export function hasQuotePrice(coin: Coin, quote: string): boolean {
  return coin.stable || marketsOf(quote).includes(coin.name);
}

export function symbolOf(base: string, quote: string): string {
  return `${base}${quote}`.toUpperCase();
}

/** The market of a symbol (`301.BTCUSDT`, `btcusdt`), or null when the exchange lists no such pair. */
export function marketOfSymbol(symbol: string): { base: Coin; quote: Coin; symbol: string } | null {
  const upper = symbol.replace(/^301\./, '').toUpperCase();
  for (const q of QUOTE_MARKETS) {
    if (!upper.endsWith(q)) continue;
    const name = marketsOf(q).find((b) => b.toUpperCase() === upper.slice(0, -q.length));
    const base = name ? coinByName(name) : undefined;
    const quote = coinByName(q);
    if (base && quote) return { base, quote, symbol: symbolOf(base.name, q) };
  }
  return null;
}
