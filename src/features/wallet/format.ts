import type { Coin } from '@/api/earn/get-coins';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 as aprText } from '@/lib/format-number';
import { formatDateTimeUtc, formatDateUtc } from '@/lib/format-date';
import { unixSecondsToMs } from '@/lib/unix-time';
import { getIntlLocale } from '@/i18n/current-locale';

/** Display helpers of the wallet: exact decimals through Intl, each coin at its own precision. */

export const NONE = '—';

export { coinName } from '@/api/earn/get-coins';

/** An `_e8` amount of a coin, at the coin's asset precision (8 while the coin list loads). */
export function formatCoinE8(value: string, coin: Coin | undefined, options: { signed?: boolean } = {}): string {
  return formatAmount(fromE8(value), {
    locale: getIntlLocale(),
    precision: coin?.assetPrecision ?? 8,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  });
}

/** A value in the quote coin: two decimals, rounded down (the screen never promises more than there is). */
export function formatValueE8(value: string, options: { signed?: boolean } = {}): string {
  return formatAmount(fromE8(value), {
    locale: getIntlLocale(),
    precision: 2,
    minimumFractionDigits: 2,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  });
}

export function formatAprE8(apyE8: string): string {
  return aprText(apyE8, getIntlLocale());
}

/**
 * Date and time of a wire time in UTC, the zone written out; a dash for the zero time. One rule for the whole
 * wallet (records, positions, arrivals): the records' date filter counts UTC days and the page says so.
 */
export function formatDateTime(unixSeconds: string): string {
  const ms = unixSecondsToMs(unixSeconds);
  if (ms === null) return NONE;
  return formatDateTimeUtc(ms, getIntlLocale());
}

/** The UTC day of a wire time (daily PnL is booked per UTC day). */
export function formatDate(unixSeconds: string): string {
  const ms = unixSecondsToMs(unixSeconds);
  if (ms === null) return NONE;
  return formatDateUtc(ms, getIntlLocale());
}
