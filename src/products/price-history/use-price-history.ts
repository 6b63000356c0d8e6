import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { klineQueryOptions } from '@/api/main/kline';
import { Decimal } from '@/lib/decimal';
import { serverNow } from '@/lib/server-time';
import { readCandles, type Candle } from './candles';
import { knownMarket } from './markets';
import { hitRate, timeOfDay, type HitRate, type PriceBound } from './hit-rate';
import { HIT_RATE_WINDOW, historyRequest, type HistoryWindow } from './windows';

/** The candles of one window of a market, read; `failed` when the exchange has no history to give. */
export function useCandles(base: string, quote: string, window: HistoryWindow) {
  const request = historyRequest(`${base}${quote}`, window, serverNow());
  const enabled = knownMarket(base, quote);
  const query = useQuery({ ...klineQueryOptions(request), select: readCandles, enabled });
  return {
    candles: query.data,
    failed: !enabled || query.isError || (query.data !== undefined && query.data.length === 0),
    request,
  };
}

export interface HitRates {
  /** The last price of the history, which levels are measured from. */
  reference: Decimal;
  from: number;
  to: number;
  /** The share of days a level was passed a term after the settlement time; null without prices. */
  of(bounds: readonly PriceBound[], termMs: number, settlementAt: number): HitRate | null;
}

/**
 * Hit rates over the last 90 days of 4-hour candles of one market, computed in the page; null while loading
 * or when the exchange has no history (the page then shows none).
 */
export function useHitRates(base: string, quote: string): HitRates | null {
  const { candles, request } = useCandles(base, quote, HIT_RATE_WINDOW);
  return useMemo(
    () => (candles ? hitRatesOf(candles, Number(request.from), Number(request.to)) : null),
    [candles, request.from, request.to],
  );
}

export function hitRatesOf(candles: readonly Candle[], from: number, to: number): HitRates | null {
  const last = candles.at(-1);
  if (!last) return null;
  const reference = new Decimal(last.close);
  // The same levels, term and time of day give the same rate until the candles change: a live ladder asks again
  // for each of its 100 cells whenever its quotes roll, and each answer walks 90 days.
  const known = new Map<string, HitRate | null>();
  return {
    reference,
    from,
    to,
    of: (bounds, termMs, settlementAt) => {
      const settleTimeOfDayMs = timeOfDay(settlementAt);
      const key = `${bounds.map((b) => `${b.side}${b.price.toFixed()}`).join(',')}@${termMs}@${settleTimeOfDayMs}`;
      const seen = known.get(key);
      if (seen !== undefined) return seen;
      const rate = hitRate({ candles, bounds, reference, termMs, settleTimeOfDayMs, from, to });
      const answer = rate.samples === 0 ? null : rate;
      known.set(key, answer);
      return answer;
    },
  };
}
