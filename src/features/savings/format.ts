import type { Decimal } from '@/lib/decimal';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { unitFormat } from '@/lib/format-units';

/** Display helpers of the savings pages; every figure goes through Intl in the page's locale. */

/** A yearly rate (0.0525) as "5.25%". */
export function rateText(rate: Decimal, locale: string, fractionDigits = 2): string {
  return formatPercent(rate.times(100), { locale, fractionDigits });
}

/** An amount of a coin, rounded down to `precision` digits (never promising more than there is). */
export function amountText(value: Decimal | string, precision: number, locale: string): string {
  return formatAmount(value, { locale, precision });
}

/** A number of hours or days in words ("48 hours", "3 days"). */
export function hoursText(hours: number, locale: string): string {
  return hours >= 72 && hours % 24 === 0 ? unitFormat(locale, 'day', 'long').format(hours / 24) : unitFormat(locale, 'hour', 'long').format(hours);
}

export function minutesText(minutes: number, locale: string): string {
  return unitFormat(locale, 'minute', 'long').format(minutes);
}

/** Time left until a subscription window opens or closes, to the second, in the locale's units ("2d 3h 4m 5s"); a quote's countdown is offer-format's `countdownText`. */
export function windowCountdownText(ms: number, locale: string): string {
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

/** A UTC time of day ("00:30 UTC") for payout schedules. */
export function utcTimeText(minuteOfDay: number): string {
  const h = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const m = String(minuteOfDay % 60).padStart(2, '0');
  return `${h}:${m} UTC`;
}
