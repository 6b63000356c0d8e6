import type { Decimal } from '@/lib/decimal';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { durationText, timeLeftText } from '@/lib/format-units';

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
  return hours >= 72 && hours % 24 === 0
    ? durationText(hours / 24, 'day', locale)
    : durationText(hours, 'hour', locale);
}

export function minutesText(minutes: number, locale: string): string {
  return durationText(minutes, 'minute', locale);
}

/** Time left until a subscription window opens or closes, to the second ("2d 3h 4m 5s"). */
export function windowCountdownText(ms: number, locale: string): string {
  return timeLeftText(ms, locale, { display: 'narrow', smallest: 'second' });
}

/** A UTC time of day ("00:30 UTC") for payout schedules. */
export function utcTimeText(minuteOfDay: number): string {
  const h = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const m = String(minuteOfDay % 60).padStart(2, '0');
  return `${h}:${m} UTC`;
}
