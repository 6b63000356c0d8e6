/** Time units in milliseconds; the domain counts time in epoch milliseconds of simulated time. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR_DAYS = 365;

/** 00:00 UTC of an instant's day: the app's one rule, so the exchange and the pages never disagree on a day. */
export { startOfUtcDayMs as startOfUtcDay } from '@/lib/unix-time';

/** The next full hour strictly after `ms`: interest starts accruing there (the app's rule too). */
export { nextUtcHourMs as nextUtcHour } from '@/lib/unix-time';

/** "2025-01-15 08:00:00" (UTC), the CSV timestamp format. */
export function utcDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Calendar months between two instants, fractional by day (for the export range limit). */
export function addUtcMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** "Never" for scheduled times: finite, so it survives JSON (Infinity would come back as null). */
export const NEVER = Number.MAX_SAFE_INTEGER;
