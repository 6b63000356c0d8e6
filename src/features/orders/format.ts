import type { Coin } from '@/api/earn/get-coins';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 as aprText } from '@/lib/format-number';
import { formatDateTimeUtc } from '@/lib/format-date';
import { unixSecondsToMs } from '@/lib/unix-time';
import { getIntlLocale } from '@/i18n/current-locale';

/** Display helpers of the order lists: exact decimals through Intl, each coin at its own precision. */

export const NONE = '—';

export { coinName } from '@/api/earn/get-coins';

export function formatCoinE8(value: string, coin: Coin | undefined): string {
  return formatAmount(fromE8(value), { locale: getIntlLocale(), precision: coin?.assetPrecision ?? 8 });
}

/** A price of a pair, with up to 8 decimals and at least 2. */
export function formatPriceE8(value: string): string {
  if (value === '0') return NONE;
  return formatAmount(fromE8(value), {
    locale: getIntlLocale(),
    precision: 8,
    minimumFractionDigits: 2,
    rounding: 'half-up',
  });
}

export function formatAprE8(apyE8: string): string {
  return aprText(apyE8, getIntlLocale());
}

/** A wire time in UTC with the zone written out: the list's date filter counts UTC days, and the page says so. */
export function formatDateTime(unixSeconds: string): string {
  const ms = unixSecondsToMs(unixSeconds);
  if (ms === null) return NONE;
  return formatDateTimeUtc(ms, getIntlLocale());
}

/** A term in seconds as days or hours; flexible ("0") says so. */
export function termParts(durationSeconds: string): { unit: 'flexible' | 'days' | 'hours'; value: number } {
  const seconds = Number(durationSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return { unit: 'flexible', value: 0 };
  if (seconds % 86_400 === 0) return { unit: 'days', value: seconds / 86_400 };
  return { unit: 'hours', value: Math.round(seconds / 3600) };
}
