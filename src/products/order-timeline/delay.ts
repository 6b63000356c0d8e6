import type { OrderTimeline } from './build-timeline';

/**
 * How the wait for an order's next step stands. The expected wait runs from the last step done to the time
 * the exchange gave for the next; an order is delayed once it has waited more than twice that (spec of issue
 * 34: "past twice its expected time"), so a one-minute activation is late after two minutes and a two-day
 * unbonding after four days. Exactly at twice the wait it is not yet delayed. Without an expected time it is
 * never called delayed: the page says no time was given instead.
 */
export type WaitState =
  | { kind: 'finished' }
  | { kind: 'noEstimate'; sinceMs: number | null }
  | { kind: 'onTime'; sinceMs: number; expectedMs: number }
  | { kind: 'delayed'; sinceMs: number; expectedMs: number; lateMs: number };

/** Past twice the expected wait (strictly); an expected time at or before the start counts as no wait at all. */
export function isDelayed(sinceMs: number, expectedMs: number, nowMs: number): boolean {
  const expectedWait = Math.max(0, expectedMs - sinceMs);
  return nowMs - sinceMs > 2 * expectedWait;
}

export function waitState(timeline: OrderTimeline, nowMs: number): WaitState {
  if (timeline.finished) return { kind: 'finished' };
  const sinceMs = timeline.done.at(-1)?.atMs ?? null;
  const expectedMs = timeline.next?.expectedMs ?? null;
  if (sinceMs === null || expectedMs === null) return { kind: 'noEstimate', sinceMs };
  if (isDelayed(sinceMs, expectedMs, nowMs))
    return { kind: 'delayed', sinceMs, expectedMs, lateMs: nowMs - expectedMs };
  return { kind: 'onTime', sinceMs, expectedMs };
}

/** A lateness in the largest whole unit that fits (at least one minute), for a count with its plural form. */
export function lateness(ms: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
