import { nativeDuration } from './format-native';
import { withLatinDigits } from './latin-digits';

/** Durations in the locale's words, through cached Intl unit formatters (format-native where Intl lacks the language). */

export type TimeUnit = 'day' | 'hour' | 'minute' | 'second';

const unitFormats = new Map<string, Intl.NumberFormat>();

export function unitFormat(locale: string, unit: TimeUnit, display: 'long' | 'narrow'): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let nf = unitFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(withLatinDigits(locale), { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 0 });
    unitFormats.set(key, nf);
  }
  return nf;
}

/** A term in seconds as "30 days" or "8 hours"; null for an open-ended (flexible) product. */
export function termText(durationSeconds: number, locale: string): string | null {
  if (durationSeconds <= 0) return null;
  const [unit, value]: [TimeUnit, number] =
    durationSeconds < 86_400 ? ['hour', Math.round(durationSeconds / 3600)] : ['day', Math.round(durationSeconds / 86_400)];
  return durationText(value, unit, locale);
}

/** A whole number of a unit in the locale's words: "7 days", "7 დღე", "7 күн". */
export function durationText(value: number, unit: TimeUnit, locale: string): string {
  return nativeDuration(value, unit, locale) ?? unitFormat(locale, unit, 'long').format(value);
}
