import { nativeDate } from './format-native';
import { withLatinDigits } from './latin-digits';

/**
 * Dates and times through cached Intl formatters (lists format many rows; building a formatter costs more),
 * or through format-native for the languages the browser's Intl lacks (ka, kk).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let df = formats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(withLatinDigits(locale), options);
    formats.set(key, df);
  }
  return df;
}

/** "21 Nov 2025, 08:00" style, in the user's time zone. */
export function formatDateTime(ms: number, locale: string): string {
  return (
    nativeDate(ms, locale, 'dateTime') ?? cachedFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
  );
}

/** "21 Nov 2025" style, in the user's time zone. */
export function formatDate(ms: number, locale: string): string {
  return nativeDate(ms, locale, 'date') ?? cachedFormat(locale, { dateStyle: 'medium' }).format(ms);
}

/** "21 Nov 2025, 08:00" in UTC, 24-hour: for times the exchange defines in UTC (settlement). */
export function formatUtcDateTime(ms: number, locale: string): string {
  return (
    nativeDate(ms, locale, 'dateTime', true) ??
    cachedFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(ms)
  );
}

/**
 * "Jun 2, 2025, 00:30 UTC": a time on a record the exchange keeps in UTC (orders, wallet records and
 * positions), whose list filters count UTC days. The zone is written out in the reader's language, so the
 * time reads the same in New York and in Tokyo and says which clock it is on.
 */
export function formatDateTimeUtc(ms: number, locale: string): string {
  const native = nativeDate(ms, locale, 'dateTime', true);
  if (native !== null) return `${native} UTC`;
  return cachedFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(ms);
}

/** "Jun 2, 2025": the UTC day of a time (a daily figure the exchange books per UTC day). */
export function formatDateUtc(ms: number, locale: string): string {
  return (
    nativeDate(ms, locale, 'date', true) ?? cachedFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms)
  );
}

/** "14:03:27": a time of day to the second, 24-hour, in the user's time zone. */
export function formatClockTime(ms: number, locale: string): string {
  return (
    nativeDate(ms, locale, 'clock') ??
    cachedFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms)
  );
}

/** "14:05": a time of day in UTC, 24-hour (the caller writes "UTC" in the reader's words). */
export function formatUtcTime(ms: number, locale: string): string {
  return cachedFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(ms);
}
