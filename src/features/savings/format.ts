import type { Decimal } from '@/lib/decimal';
import { apyE8ToPercent } from '@/lib/decimal-e8';
import { formatAmount, formatPercent } from '@/lib/format-number';

/** Display helpers of the savings pages; every figure goes through Intl in the page's locale. */

export function aprText(apyE8: string, locale: string): string {
  return formatPercent(apyE8ToPercent(apyE8), { locale, fractionDigits: 2 });
}

/** A yearly rate (0.0525) as "5.25%". */
export function rateText(rate: Decimal, locale: string, fractionDigits = 2): string {
  return formatPercent(rate.times(100), { locale, fractionDigits });
}

/** The headline APR without its bonus: "1.5%–10%" for tiers, "4.5%" for one rate (cards include the bonus). */
export function aprRangeText(card: { apy_min_e8: string; apy_max_e8: string; bonus_apy_e8: string }, locale: string): string {
  const bonus = BigInt(card.bonus_apy_e8);
  const low = BigInt(card.apy_min_e8) - bonus;
  const high = BigInt(card.apy_max_e8) - bonus;
  const lowText = aprText(String(low), locale);
  return low === high ? lowText : `${lowText}–${aprText(String(high), locale)}`;
}

/** An amount of a coin, rounded down to `precision` digits (never promising more than there is). */
export function amountText(value: Decimal | string, precision: number, locale: string): string {
  return formatAmount(value, { locale, precision });
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: 'day' | 'hour' | 'minute' | 'second', display: 'long' | 'narrow'): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let nf = unitFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 0 });
    unitFormats.set(key, nf);
  }
  return nf;
}

/** "30 days" or "8 hours" in the locale's words; null for an open-ended product. */
export function termText(durationSeconds: number, locale: string): string | null {
  if (durationSeconds <= 0) return null;
  if (durationSeconds < 86_400) return unitFormat(locale, 'hour', 'long').format(Math.round(durationSeconds / 3600));
  return unitFormat(locale, 'day', 'long').format(Math.round(durationSeconds / 86_400));
}

/** A number of hours or days in words ("48 hours", "3 days"). */
export function hoursText(hours: number, locale: string): string {
  return hours >= 72 && hours % 24 === 0 ? unitFormat(locale, 'day', 'long').format(hours / 24) : unitFormat(locale, 'hour', 'long').format(hours);
}

export function minutesText(minutes: number, locale: string): string {
  return unitFormat(locale, 'minute', 'long').format(minutes);
}

/** Time left, to the second: "2d 03:04:05" style in the locale's units ("2d 3h 4m 5s"). */
export function countdownText(ms: number, locale: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(unitFormat(locale, 'day', 'narrow').format(days));
  if (days > 0 || hours > 0) parts.push(unitFormat(locale, 'hour', 'narrow').format(hours));
  parts.push(unitFormat(locale, 'minute', 'narrow').format(minutes));
  parts.push(unitFormat(locale, 'second', 'narrow').format(seconds));
  return parts.join(' ');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date and time in the user's time zone, e.g. "21 Nov 2025, 08:00". */
export function dateTimeText(ms: number, locale: string): string {
  let df = dateFormats.get(locale);
  if (!df) {
    df = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(locale, df);
  }
  return df.format(ms);
}

/** A UTC time of day ("00:30 UTC") for payout schedules. */
export function utcTimeText(minuteOfDay: number): string {
  const h = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const m = String(minuteOfDay % 60).padStart(2, '0');
  return `${h}:${m} UTC`;
}
