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
