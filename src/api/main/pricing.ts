import { queryOptions } from '@tanstack/react-query';
import { edition } from '@/edition/current-edition';
import { Decimal, toDecimal, type DecimalInput } from '@/lib/decimal';
import type { CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { fetchQuoteTokens, quotableBases } from './quote-tokens';
import { fetchTickers } from './ticker';

/**
 * Prices in the edition's quote coin (spec §5): stablecoins are fixed at 1, other tokens quotable against the
 * quote coin take the last spot price, anything else has no price (worth 0 in a sum, and shown as "No price",
 * never as 0.00). The EU edition quotes in USDC, the others in USDT.
 */
const FIXED_PRICE_COINS: ReadonlySet<string> = new Set(['USDT', 'USDC', 'BUSD', 'DAI']);
/** Never priced from the ticker even when a market exists (their price is fixed). */
const NEVER_QUOTED: ReadonlySet<string> = new Set(['USDT', 'USDC']);

export type QuoteCoin = 'USDT' | 'USDC';

/** Coins whose price needs the ticker: not USDT/USDC, and tradable against the quote coin. */
export function coinsToQuote(coins: readonly string[], quotable: ReadonlySet<string>): string[] {
  return [...new Set(coins.map((c) => c.toUpperCase()))].filter(
    (c) => !NEVER_QUOTED.has(c) && !FIXED_PRICE_COINS.has(c) && quotable.has(c),
  );
}

function marketSymbol(coin: string, quoteCoin: QuoteCoin): string {
  return `${coin.toUpperCase()}${quoteCoin}`;
}

/** Price of each priced coin as a decimal string; keys are upper-case coin names; a coin without a price is absent. */
export function priceCoins(
  coins: readonly string[],
  quoteCoin: QuoteCoin,
  quotable: ReadonlySet<string>,
  tickers: ReadonlyMap<string, string>,
): Map<string, string> {
  const prices = new Map<string, string>();
  const quoted = new Set(coinsToQuote(coins, quotable));
  for (const name of coins) {
    const coin = name.toUpperCase();
    if (FIXED_PRICE_COINS.has(coin)) prices.set(coin, '1');
    else {
      const last = quoted.has(coin) ? tickers.get(marketSymbol(coin, quoteCoin)) : undefined;
      if (last !== undefined) prices.set(coin, last);
    }
  }
  return prices;
}

/** An amount valued in the quote coin; an unknown coin is worth 0. */
export function valueInQuote(amount: DecimalInput, coin: string, prices: ReadonlyMap<string, string>): Decimal {
  return toDecimal(amount).mul(new Decimal(prices.get(coin.toUpperCase()) ?? '0'));
}

export async function fetchQuotePrices(
  coins: readonly string[],
  quoteCoin: QuoteCoin = edition.quoteCoin,
  options?: CallOptions,
): Promise<Map<string, string>> {
  const toQuote = coins.some((c) => !FIXED_PRICE_COINS.has(c.toUpperCase()));
  if (!toQuote) return priceCoins(coins, quoteCoin, new Set(), new Map());
  const quotable = quotableBases(await fetchQuoteTokens(options), quoteCoin);
  const symbols = coinsToQuote(coins, quotable).map((c) => marketSymbol(c, quoteCoin));
  const tickers = await fetchTickers(symbols, options);
  return priceCoins(coins, quoteCoin, quotable, tickers);
}

/** Cache strategy: eager. Coins are sorted so one set is one cache entry. */
export function quotePricesQueryOptions(coins: readonly string[], quoteCoin: QuoteCoin = edition.quoteCoin) {
  const sorted = [...new Set(coins.map((c) => c.toUpperCase()))].sort();
  return queryOptions({
    queryKey: apiQueryKey('main', 'quote-prices', { coins: sorted, quoteCoin }),
    queryFn: ({ signal }) => fetchQuotePrices(sorted, quoteCoin, { signal }),
    ...cacheStrategies.eager,
  });
}
