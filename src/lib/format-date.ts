/** Dates and times in the user's time zone, through cached Intl formatters (lists format many rows). */

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let df = formats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
    formats.set(key, df);
  }
  return df;
}

/** "21 Nov 2025, 08:00" style. */
export function formatDateTime(ms: number, locale: string): string {
  return dateFormat(locale, true).format(ms);
}

/** "21 Nov 2025" style. */
export function formatDate(ms: number, locale: string): string {
  return dateFormat(locale, false).format(ms);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:03:27": a time of day to the second, 24-hour, in the user's time zone. */
export function formatClockTime(ms: number, locale: string): string {
  let df = clockFormats.get(locale);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clockFormats.set(locale, df);
  }
  return df.format(ms);
}
