import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { decimalString } from '@/api/wire-schema';
import { mainClient } from '@/api/api-clients';
import { BusinessError } from '@/api/api-error';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/**
 * GET {apiHost}/spot/api/quote/v1/ticker?symbol=301.BTCUSDT,301.ETHUSDT — last prices. Symbols carry the
 * exchange prefix `301.`; at most 100 per request (more answers ret_code -100019, "too many coins").
 */
export const TICKER_PATH = '/spot/api/quote/v1/ticker';
export const TICKER_BATCH_SIZE = 100;
export const TICKER_SYMBOL_PREFIX = '301.';
export const TICKER_TOO_MANY_COINS = -100019;

/** Designed: one comma-separated `symbol` query parameter. */
export const tickerRequestSchema = z.object({ symbol: z.string().check(z.minLength(1)) });
/** Spec §3: `s` symbol (with or without the prefix), `c` last price (plain decimal string). */
export const tickerResultSchema = z.array(z.looseObject({ s: z.string(), c: decimalString }));
export type TickerResult = z.infer<typeof tickerResultSchema>;

/** `BTCUSDT` -> `301.BTCUSDT` (already prefixed symbols pass through). */
export function tickerSymbol(symbol: string): string {
  return symbol.startsWith(TICKER_SYMBOL_PREFIX) ? symbol : `${TICKER_SYMBOL_PREFIX}${symbol}`;
}

function plainSymbol(symbol: string): string {
  return (symbol.startsWith(TICKER_SYMBOL_PREFIX) ? symbol.slice(TICKER_SYMBOL_PREFIX.length) : symbol).toUpperCase();
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function fetchBatch(symbols: readonly string[], options?: CallOptions): Promise<TickerResult> {
  try {
    return await callEndpoint({
      client: mainClient,
      method: 'GET',
      path: TICKER_PATH,
      payload: { symbol: symbols.map(tickerSymbol).join(',') },
      result: tickerResultSchema,
      domain: 'ticker',
      options,
    });
  } catch (error) {
    // "Too many coins" although the batch is within the documented limit: halve it and ask again.
    if (error instanceof BusinessError && error.code === TICKER_TOO_MANY_COINS && symbols.length > 1) {
      const half = Math.ceil(symbols.length / 2);
      const parts = await Promise.all([
        fetchBatch(symbols.slice(0, half), options),
        fetchBatch(symbols.slice(half), options),
      ]);
      return parts.flat();
    }
    throw error;
  }
}

/**
 * Last prices by plain symbol (`BTCUSDT` -> "65000.1"). Symbols are de-duplicated and asked for in batches of
 * 100, all batches in parallel, and merged.
 */
export async function fetchTickers(
  symbols: readonly string[],
  options?: CallOptions,
): Promise<ReadonlyMap<string, string>> {
  const unique = [...new Set(symbols.map(plainSymbol))];
  const prices = new Map<string, string>();
  if (unique.length === 0) return prices;
  const results = await Promise.all(chunk(unique, TICKER_BATCH_SIZE).map((batch) => fetchBatch(batch, options)));
  for (const row of results.flat()) prices.set(plainSymbol(row.s), row.c);
  return prices;
}

/** Cache strategy: eager. Symbols are sorted so one set is one cache entry. */
export function tickersQueryOptions(symbols: readonly string[]) {
  const sorted = [...new Set(symbols.map(plainSymbol))].sort();
  return queryOptions({
    queryKey: apiQueryKey('main', 'ticker', { symbols: sorted }),
    queryFn: ({ signal }) => fetchTickers(sorted, { signal }),
    ...cacheStrategies.eager,
  });
}
