import type { KlineResult } from '@/api/main/kline';
import { Decimal, isDecimalString, maxOf, minOf } from '@/lib/decimal';

/** A candle as the page uses it: open time (ms) and prices as exact decimal strings. */
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
}

/**
 * The candles of an answer in time order, one per open time (the last answer for a time wins), without rows
 * whose prices are not positive decimals: a chart and a hit rate read the same list.
 */
export function readCandles(rows: KlineResult): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const row of rows) {
    const prices = [row.o, row.h, row.l, row.c];
    if (!Number.isFinite(row.t) || !prices.every((p) => isDecimalString(p) && !/^-|^0+(\.0+)?$/.test(p))) continue;
    byTime.set(row.t, { time: row.t, open: row.o, high: row.h, low: row.l, close: row.c });
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Highest high, lowest low and last close of a list, compared exactly. */
export function candleRange(candles: readonly Candle[]): { high: string; low: string; last: string } | null {
  const last = candles.at(-1);
  if (!last) return null;
  let high = new Decimal(last.high);
  let low = new Decimal(last.low);
  for (const c of candles) {
    high = maxOf(high, c.high);
    low = minOf(low, c.low);
  }
  return { high: high.toFixed(), low: low.toFixed(), last: last.close };
}
