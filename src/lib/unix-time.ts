import { millisecondsInDay, millisecondsInHour } from 'date-fns/constants';

/** Unix-second strings of the wire. "-62135596800" is the backend's zero time: "not yet" / "none". */
export const ZERO_TIME_SECONDS = '-62135596800';

/** Milliseconds for a Unix-second string, or null for the zero time and anything unparsable. */
export function unixSecondsToMs(value: string | null | undefined): number | null {
  if (!value || value === ZERO_TIME_SECONDS) return null;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.round(seconds * 1000);
}

/** 00:00 UTC of the day an instant falls on (the exchange's day, spec §9), in epoch ms. */
export function startOfUtcDayMs(ms: number): number {
  return Math.floor(ms / millisecondsInDay) * millisecondsInDay;
}

/** The next full UTC hour strictly after an instant: where hourly accrual starts. */
export function nextUtcHourMs(ms: number): number {
  return (Math.floor(ms / millisecondsInHour) + 1) * millisecondsInHour;
}

export function msToUnixSeconds(ms: number): string {
  return String(Math.floor(ms / 1000));
}

/** Milliseconds left until a Unix-second time, never negative; null when there is no such time. */
export function msUntil(value: string | null | undefined, nowMs: number): number | null {
  const at = unixSecondsToMs(value);
  return at === null ? null : Math.max(0, at - nowMs);
}
