import { startOfUtcDayMs } from '@/lib/unix-time';
import type { PositionEvent } from './position-events';

export interface EventDay {
  /** Midnight UTC of the day. */
  dayMs: number;
  events: PositionEvent[];
}

/** Events by UTC day (the exchange's day, as in the wallet), days in the order they first appear. */
export function groupByUtcDay(events: readonly PositionEvent[]): EventDay[] {
  const days = new Map<number, PositionEvent[]>();
  for (const event of events) {
    const dayMs = startOfUtcDayMs(event.atMs);
    days.set(dayMs, [...(days.get(dayMs) ?? []), event]);
  }
  return [...days].map(([dayMs, list]) => ({ dayMs, events: list }));
}
