import { DAY, HOUR, MINUTE } from './time';

/**
 * When candles open, per interval (spec §3): fixed spans from the Unix epoch in UTC, weeks from Monday
 * 00:00 UTC, months from the 1st 00:00 UTC.
 */
const FIXED: Readonly<Record<string, number>> = {
  '1m': MINUTE,
  '3m': 3 * MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  '6h': 6 * HOUR,
  '8h': 8 * HOUR,
  '12h': 12 * HOUR,
  '1d': DAY,
  '3d': 3 * DAY,
  '1w': 7 * DAY,
};
/** 1970-01-01 was a Thursday: Monday 00:00 UTC is 4 days on. */
const WEEK_OFFSET = 4 * DAY;

export interface CandleSpan {
  at: number;
  end: number;
}

function monthStart(ms: number, add = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1);
}

/** The open time of the candle that holds `ms`. */
export function candleOpen(interval: string, ms: number): number {
  if (interval === '1M') return monthStart(ms);
  const span = FIXED[interval];
  if (span === undefined) throw new Error(`unknown interval ${interval}`);
  const offset = interval === '1w' ? WEEK_OFFSET : 0;
  return Math.floor((ms - offset) / span) * span + offset;
}

function nextOpen(interval: string, at: number): number {
  return interval === '1M' ? monthStart(at, 1) : at + (FIXED[interval] ?? 0);
}

/**
 * The candles opening from `from` to `to` (both rounded down to a candle), the last `limit` of them; without
 * `from`, the `limit` candles up to `to`.
 */
export function candleSpans(interval: string, to: number, limit: number, from?: number): CandleSpan[] {
  const last = candleOpen(interval, to);
  const spans: CandleSpan[] = [];
  let at = last;
  const first = from === undefined ? -Infinity : candleOpen(interval, from);
  while (spans.length < limit && at >= first) {
    spans.push({ at, end: nextOpen(interval, at) });
    at = interval === '1M' ? monthStart(at, -1) : at - (FIXED[interval] ?? 0);
  }
  return spans.reverse();
}
