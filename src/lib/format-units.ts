import { nativeDuration } from './format-native';
import { withLatinDigits } from './latin-digits';

/**
 * Every duration of the section in the locale's words: terms, waits, countdowns. Intl's unit formatters where
 * the browser knows the language, format-native's words where it does not (ka, kk), so no page writes
 * "23h 59m" in Georgian. Pages never build duration text themselves.
 */

export type TimeUnit = 'day' | 'hour' | 'minute' | 'second';
export type DurationDisplay = 'long' | 'narrow';

const UNIT_MS: Record<TimeUnit, number> = { day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000 };
const UNITS: readonly TimeUnit[] = ['day', 'hour', 'minute', 'second'];

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: string, unit: TimeUnit, display: DurationDisplay): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let nf = unitFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(withLatinDigits(locale), {
      style: 'unit',
      unit,
      unitDisplay: display,
      maximumFractionDigits: 0,
    });
    unitFormats.set(key, nf);
  }
  return nf;
}

/** A whole number of a unit in the locale's words: "7 days", "7 დღე", "7 күн"; narrow "7d", "7 к.". */
export function durationText(value: number, unit: TimeUnit, locale: string, display: DurationDisplay = 'long'): string {
  return nativeDuration(value, unit, locale, display) ?? unitFormat(locale, unit, display).format(value);
}

/** A term in seconds as "30 days" or "8 hours"; null for an open-ended (flexible) product. */
export function termText(durationSeconds: number, locale: string): string | null {
  if (durationSeconds <= 0) return null;
  const [unit, value]: [TimeUnit, number] =
    durationSeconds < 86_400
      ? ['hour', Math.round(durationSeconds / 3600)]
      : ['day', Math.round(durationSeconds / 86_400)];
  return durationText(value, unit, locale);
}

export interface TimeLeftOptions {
  /** Words ("2 days 5 hours"), short units ("2d 5h"), or a quote's clock ("1:05", minutes and seconds). */
  display: DurationDisplay | 'clock';
  /** The smallest unit written. Default 'minute'. */
  smallest?: 'minute' | 'second';
  /** Most units written, from the largest one that is not zero. Default: every unit down to the smallest. */
  most?: number;
  /** 'up' counts a started smallest unit as whole, so a countdown shows "1 minute" until the very end. Default 'down'. */
  round?: 'down' | 'up';
}

/**
 * Time left (or a span of time) from the largest unit that is not zero, never starting below the minute:
 * "2d 3h", "5 hours 12 minutes", "0m 5s". The one formatter of every countdown on every page.
 */
export function timeLeftText(ms: number, locale: string, options: TimeLeftOptions): string {
  const smallest = options.display === 'clock' ? 'second' : (options.smallest ?? 'minute');
  const step = UNIT_MS[smallest];
  const count = Math.max(0, (options.round ?? 'down') === 'up' ? Math.ceil(ms / step) : Math.floor(ms / step)) * step;
  if (options.display === 'clock') {
    const seconds = count / 1000;
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
  const units = UNITS.slice(0, UNITS.indexOf(smallest) + 1);
  const values = units.map((unit, i) => {
    const above = i === 0 ? Infinity : UNIT_MS[units[i - 1] as TimeUnit];
    return Math.floor((count % above) / UNIT_MS[unit]);
  });
  const minuteAt = units.indexOf('minute');
  const largest = values.findIndex((value) => value > 0);
  const first = largest < 0 ? minuteAt : Math.min(minuteAt, largest);
  const last = Math.min(units.length, first + (options.most ?? units.length));
  const display = options.display;
  return units
    .slice(first, last)
    .map((unit, i) => durationText(values[first + i] ?? 0, unit, locale, display))
    .join(' ');
}
