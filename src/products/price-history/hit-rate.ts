import { millisecondsInDay } from 'date-fns/constants';
import { startOfUtcDayMs } from '@/lib/unix-time';
import { Decimal } from '@/lib/decimal';
import type { Candle } from './candles';

/**
 * "History, not forecast": on how many days of a past window the price, a term after a settlement time, had
 * moved past a level at least as far as the level now lies from today's price. Each day of the window is one
 * sample: start at that day's settlement time (UTC), end a term later; the price at a time is the open of the
 * candle that opens then. A day whose start or end has no candle (a gap) is left out and counted apart. All
 * comparisons are exact: end × reference against start × level, no division.
 */

const DAY = millisecondsInDay;

export interface PriceBound {
  /** Past it means at or below (`below`) or at or above (`above`). */
  side: 'below' | 'above';
  price: Decimal;
}

export interface HitRateInput {
  candles: readonly Candle[];
  /** Hit when the end price is past any of them (a range: below its lower bound or above its upper one). */
  bounds: readonly PriceBound[];
  /** Today's price the bounds are measured from. */
  reference: Decimal;
  termMs: number;
  /** The settlement time of day, ms after 00:00 UTC. */
  settleTimeOfDayMs: number;
  /** The window: samples start at or after `from` and end at or before `to`. */
  from: number;
  to: number;
}

export interface HitRate {
  hits: number;
  /** Days with a price at both ends. */
  samples: number;
  /** Days whose term fits in the window, with or without prices. */
  days: number;
  /** hits / samples × 100, exact; null without samples. */
  percent: Decimal | null;
}

function isPast(bound: PriceBound, start: Decimal, end: Decimal, reference: Decimal): boolean {
  const moved = end.times(reference);
  const level = start.times(bound.price);
  return bound.side === 'below' ? moved.lessThanOrEqualTo(level) : moved.greaterThanOrEqualTo(level);
}

/** Opens by time, read once per list: a ladder asks the same candles for every cell. */
const opensOf = new WeakMap<readonly Candle[], Map<number, Decimal>>();

function opensByTime(candles: readonly Candle[]): Map<number, Decimal> {
  let opens = opensOf.get(candles);
  if (!opens) {
    opens = new Map(candles.map((c) => [c.time, new Decimal(c.open)]));
    opensOf.set(candles, opens);
  }
  return opens;
}

export function hitRate(input: HitRateInput): HitRate {
  const opens = opensByTime(input.candles);
  let hits = 0;
  let samples = 0;
  let days = 0;
  const firstDay = startOfUtcDayMs(input.from);
  for (let day = firstDay; day + input.settleTimeOfDayMs + input.termMs <= input.to; day += DAY) {
    const start = day + input.settleTimeOfDayMs;
    if (start < input.from) continue;
    days += 1;
    const startPrice = opens.get(start);
    const endPrice = opens.get(start + input.termMs);
    if (startPrice === undefined || endPrice === undefined) continue;
    samples += 1;
    if (input.bounds.some((bound) => isPast(bound, startPrice, endPrice, input.reference))) hits += 1;
  }
  return { hits, samples, days, percent: samples === 0 ? null : new Decimal(hits).times(100).div(samples) };
}

/** The settlement time of day (ms after 00:00 UTC) of a settlement instant. */
export function timeOfDay(ms: number): number {
  return ms - startOfUtcDayMs(ms);
}
