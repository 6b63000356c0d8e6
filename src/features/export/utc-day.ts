/**
 * Calendar days in UTC written as `YYYY-MM-DD`. Export ranges are whole UTC days (spec §3, §9), so every
 * conversion here uses UTC fields only and gives the same answer in any device time zone.
 */
export type UtcDay = string;

export const DAY_MS = 86_400_000;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day an instant falls on. */
export function utcDayOf(ms: number): UtcDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Epoch ms of the day's UTC midnight, or null for text that is not a real calendar day. */
export function utcDayStartMs(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2025-02-30 over to March: a day that does not round-trip does not exist.
  return utcDayOf(ms) === day ? ms : null;
}

export function addUtcDays(day: UtcDay, days: number): UtcDay {
  const start = utcDayStartMs(day);
  if (start === null) throw new RangeError(`not a UTC day: ${day}`);
  return utcDayOf(start + days * DAY_MS);
}

/**
 * Moves an instant by calendar months the way the exchange measures its range limit (JavaScript's
 * setUTCMonth: 31 August + 6 months overflows to 3 March), so client and server agree to the day.
 */
export function addUtcMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** Unix seconds (as the wire writes them) of the day's UTC midnight. */
export function utcDayToUnixSeconds(day: UtcDay): string {
  const start = utcDayStartMs(day);
  if (start === null) throw new RangeError(`not a UTC day: ${day}`);
  return String(start / 1000);
}

/** The UTC day of a Unix-second string from the wire, or null when it is not a time. */
export function utcDayFromUnixSeconds(value: string): UtcDay | null {
  const seconds = Number(value);
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return utcDayOf(seconds * 1000);
}
