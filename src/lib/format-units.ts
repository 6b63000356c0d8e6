/** Durations in the locale's words, through cached Intl unit formatters. */

export type TimeUnit = 'day' | 'hour' | 'minute' | 'second';

const unitFormats = new Map<string, Intl.NumberFormat>();

export function unitFormat(locale: string, unit: TimeUnit, display: 'long' | 'narrow'): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let nf = unitFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 0 });
    unitFormats.set(key, nf);
  }
  return nf;
}

/** A term in seconds as "30 days" or "8 hours"; null for an open-ended (flexible) product. */
export function termText(durationSeconds: number, locale: string): string | null {
  if (durationSeconds <= 0) return null;
  if (durationSeconds < 86_400) return unitFormat(locale, 'hour', 'long').format(Math.round(durationSeconds / 3600));
  return unitFormat(locale, 'day', 'long').format(Math.round(durationSeconds / 86_400));
}
