import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { decimalString } from '@/api/wire-schema';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { tickerSymbol } from './ticker';

/**
 * GET {apiHost}/spot/api/quote/v1/kline?symbol=301.BTCUSDT&interval=4h&from=&to=&limit= — candles of one spot
 * market (designed, an extension: the spec names the candle intervals and the realtime item's fields, not a
 * history call). Written in the ticker's style: the `301.` prefix, one object per candle with the realtime
 * item's letters, times in ms.
 */
export const KLINE_PATH = '/spot/api/quote/v1/kline';
/** Most candles one answer carries. */
export const KLINE_MAX_LIMIT = 1000;

/** Spec §3: the candle intervals. */
export const KLINE_INTERVALS = [
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '8h',
  '12h',
  '1d',
  '3d',
  '1w',
  '1M',
] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

const msString = z.string().check(z.regex(/^\d+$/, 'must be epoch ms'));

export const klineRequestSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  interval: z.enum(KLINE_INTERVALS),
  /** Open time (ms) of the first candle wanted; default: `limit` candles back from `to`. */
  from: z.optional(msString),
  /** Open time (ms) of the last candle wanted; default and at most: the candle running now. */
  to: z.optional(msString),
  limit: z.optional(z.string().check(z.regex(/^\d+$/))),
});
export type KlineRequest = z.infer<typeof klineRequestSchema>;

/** One candle: `t` open time (ms), `s` symbol, open/high/low/close, base and quote volume (plain decimals). */
const klineCandleSchema = z.looseObject({
  t: z.number(),
  s: z.string(),
  o: decimalString,
  h: decimalString,
  l: decimalString,
  c: decimalString,
  v: z.optional(decimalString),
  qv: z.optional(decimalString),
});
export const klineResultSchema = z.array(klineCandleSchema);
export type KlineResult = z.infer<typeof klineResultSchema>;

function fetchKline(request: KlineRequest, options?: CallOptions): Promise<KlineResult> {
  return callEndpoint({
    client: mainClient,
    method: 'GET',
    path: KLINE_PATH,
    payload: { ...request, symbol: tickerSymbol(request.symbol) },
    result: klineResultSchema,
    domain: 'ticker',
    options,
  });
}

/**
 * Cache strategy: lazy (history a minute old is as good). Callers pass `from`/`to` rounded to a candle, so
 * one window is one cache entry while its candles last.
 */
export function klineQueryOptions(request: KlineRequest) {
  return queryOptions({
    queryKey: apiQueryKey('main', 'kline', request),
    queryFn: ({ signal }) => fetchKline(request, { signal }),
    ...cacheStrategies.lazy,
    // No retry: a missing endpoint hides the chart at once rather than after three attempts.
    retry: false,
  });
}
