/** Dates and times through cached Intl formatters (lists format many rows; building a formatter costs more). */

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let df = formats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, options);
    formats.set(key, df);
  }
  return df;
}

/** "21 Nov 2025, 08:00" style, in the user's time zone. */
export function formatDateTime(ms: number, locale: string): string {
  return cachedFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "21 Nov 2025" style, in the user's time zone. */
export function formatDate(ms: number, locale: string): string {
  return cachedFormat(locale, { dateStyle: 'medium' }).format(ms);
}

/** "21 Nov 2025, 08:00" in UTC, 24-hour: for times the exchange defines in UTC (settlement). */
export function formatUtcDateTime(ms: number, locale: string): string {
  return cachedFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' }).format(ms);
}

/** "14:03:27": a time of day to the second, 24-hour, in the user's time zone. */
export function formatClockTime(ms: number, locale: string): string {
  return cachedFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(ms);
}
