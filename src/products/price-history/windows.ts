import { millisecondsInDay, millisecondsInHour } from 'date-fns/constants';
import type { KlineInterval, KlineRequest } from '@/api/main/kline';

/**
 * The chart's windows and the candle interval each reads (spec §3 intervals): about a hundred to two hundred
 * candles per window, one request each. Hit rates read their own history: 90 days of 4-hour candles, whose
 * opens fall on every settlement time (00:00, 08:00 and 16:00 UTC).
 */
const HOUR = millisecondsInHour;
const DAY = millisecondsInDay;

export interface HistoryWindow {
  id: '1d' | '7d' | '30d' | '90d';
  days: number;
  interval: KlineInterval;
  intervalMs: number;
}

export const CHART_WINDOWS: readonly HistoryWindow[] = [
  { id: '1d', days: 1, interval: '15m', intervalMs: HOUR / 4 },
  { id: '7d', days: 7, interval: '1h', intervalMs: HOUR },
  { id: '30d', days: 30, interval: '4h', intervalMs: 4 * HOUR },
  { id: '90d', days: 90, interval: '1d', intervalMs: DAY },
];
export const DEFAULT_WINDOW: HistoryWindow['id'] = '7d';

export const HIT_RATE_WINDOW: HistoryWindow = { id: '90d', days: 90, interval: '4h', intervalMs: 4 * HOUR };

export function windowById(id: string): HistoryWindow {
  return CHART_WINDOWS.find((w) => w.id === id) ?? CHART_WINDOWS[1] ?? HIT_RATE_WINDOW;
}

/** The candle request of a window ending now; both ends rounded down to a candle so one window is one query. */
export function historyRequest(symbol: string, window: HistoryWindow, now: number): KlineRequest {
  const to = Math.floor(now / window.intervalMs) * window.intervalMs;
  const from = to - window.days * DAY;
  return {
    symbol,
    interval: window.interval,
    from: String(from),
    to: String(to),
    limit: String(window.days * (DAY / window.intervalMs) + 1),
  };
}
