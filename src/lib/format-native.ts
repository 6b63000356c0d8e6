import type { Locale } from 'date-fns';
import type * as EngineModule from './format-native-engine';

type Engine = typeof EngineModule;

/**
 * Formatting for languages the browser's Intl data lacks. Chromium ships without Georgian and with only a
 * skeleton of Kazakh, so Intl writes "Nov 23, 2026, 2:00 AM", "7 days" and "2026 M11 23" there. For these
 * languages dates and durations come from date-fns's locale (month names, unit words and their plurals) in
 * the CLDR medium patterns, and numbers from the CLDR symbols, the same in every browser. The date-fns
 * locale is loaded on its own before the page renders (`loadNativeFormatting`), never in the entry chunk.
 */

interface NativeFormat {
  load: () => Promise<Locale>;
  /** CLDR medium date, as a date-fns pattern. */
  date: string;
  /** CLDR medium date and short 24-hour time. */
  dateTime: string;
  /** Digit group and decimal separators. */
  group: string;
  decimal: string;
  /** CLDR minimumGroupingDigits: 2 leaves four-digit numbers ungrouped (ka: 1234, but 12 345). */
  minimumGroupingDigits: 1 | 2;
  /** CLDR narrow time units ("{0}" is the number): one form for every count in both languages. */
  narrow: Record<DurationUnit, string>;
}

type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

const NATIVE: Record<string, NativeFormat> = {
  ka: {
    load: () => import('date-fns/locale/ka').then((m) => m.ka),
    date: 'd MMM. yyyy',
    dateTime: 'd MMM. yyyy, HH:mm',
    group: '\u00a0',
    decimal: ',',
    minimumGroupingDigits: 2,
    narrow: { day: '{0} დღე', hour: '{0}სთ', minute: '{0}წთ', second: '{0}წმ' },
  },
  kk: {
    load: () => import('date-fns/locale/kk').then((m) => m.kk),
    date: "yyyy 'ж'. d MMM.",
    dateTime: "yyyy 'ж'. d MMM., HH:mm",
    group: '\u00a0',
    decimal: ',',
    minimumGroupingDigits: 1,
    narrow: { day: '{0} к.', hour: '{0} сағ', minute: '{0} мин', second: '{0} с' },
  },
};

const loaded = new Map<string, { engine: Engine; dateLocale: Locale }>();

function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? '').toLowerCase();
}

/** The languages formatted here rather than by Intl. */
export const NATIVE_FORMAT_LANGUAGES: readonly string[] = Object.keys(NATIVE);

/** Loads what a locale needs before its first formatted date (a no-op for languages Intl covers). */
export async function loadNativeFormatting(locale: string): Promise<void> {
  const language = languageOf(locale);
  const entry = NATIVE[language];
  if (!entry || loaded.has(language)) return;
  const [engine, dateLocale] = await Promise.all([import('./format-native-engine'), entry.load()]);
  loaded.set(language, { engine, dateLocale });
}

interface Ready {
  entry: NativeFormat;
  engine: Engine;
  dateLocale: Locale;
}

function ready(locale: string): Ready | null {
  const language = languageOf(locale);
  const entry = NATIVE[language];
  const found = loaded.get(language);
  return entry && found ? { entry, ...found } : null;
}

/** A Date whose local fields are the UTC fields of `ms`: date-fns formats local time. */
function utcFields(ms: number): Date {
  const d = new Date(ms);
  return new Date(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
}

export type NativeDateStyle = 'date' | 'dateTime' | 'clock';

/** The date in the language's own words, or null when Intl covers the language (or it is not loaded yet). */
export function nativeDate(ms: number, locale: string, style: NativeDateStyle, utc = false): string | null {
  const found = ready(locale);
  if (!found) return null;
  const pattern = style === 'clock' ? 'HH:mm:ss' : found.entry[style];
  return found.engine.format(utc ? utcFields(ms) : new Date(ms), pattern, { locale: found.dateLocale });
}

/**
 * "7 დღე", "8 сағат" (long), "8სთ", "8 сағ" (narrow): a whole number of a unit, or null when Intl covers the
 * language. Narrow needs nothing loaded; long words (and their plurals) come from date-fns.
 */
export function nativeDuration(
  value: number,
  unit: DurationUnit,
  locale: string,
  display: 'long' | 'narrow' = 'long',
): string | null {
  const narrow = NATIVE[languageOf(locale)]?.narrow[unit];
  if (narrow && display === 'narrow') return narrow.replace('{0}', String(value));
  const found = ready(locale);
  if (!found) return null;
  const key = ({ day: 'days', hour: 'hours', minute: 'minutes', second: 'seconds' } as const)[unit];
  // formatDuration leaves zero out; a zero term still says its unit.
  return found.engine.formatDuration({ [key]: value }, { locale: found.dateLocale, zero: true });
}

/** The language's separators, for numbers (known without loading anything), or null when Intl covers it. */
export function nativeSeparators(
  locale: string,
): { group: string; decimal: string; minimumGroupingDigits: 1 | 2 } | null {
  const entry = NATIVE[languageOf(locale)];
  return entry
    ? { group: entry.group, decimal: entry.decimal, minimumGroupingDigits: entry.minimumGroupingDigits }
    : null;
}

/**
 * A number formatter speaking the language's separators: Intl's English layout (sign, percent sign placed
 * as these languages place it) with the group and decimal marks swapped.
 */
export function nativeNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): Pick<Intl.NumberFormat, 'format'> | null {
  const separators = nativeSeparators(locale);
  if (!separators) return null;
  const english = new Intl.NumberFormat('en', options);
  return {
    format: (value: number | bigint | string) => {
      const parts = english.formatToParts(value as number);
      const integers = parts.filter((part) => part.type === 'integer');
      const ungrouped =
        separators.minimumGroupingDigits === 2 && integers.length === 2 && integers[0]?.value.length === 1;
      return parts
        .map((part) =>
          part.type === 'group'
            ? ungrouped
              ? ''
              : separators.group
            : part.type === 'decimal'
              ? separators.decimal
              : part.value,
        )
        .join('');
    },
  } as Pick<Intl.NumberFormat, 'format'>;
}
