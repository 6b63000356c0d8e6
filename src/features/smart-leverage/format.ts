import type { Decimal } from '@/lib/decimal';
import { formatAmount, formatPercent } from '@/lib/format-number';

export function priceText(value: Decimal, locale: string): string {
  return formatAmount(value.toFixed(), { locale, precision: 8 });
}

/** Money in the quote coin, cut to two decimals (what the chart and table show). */
export function moneyText(value: Decimal, locale: string): string {
  return formatAmount(value.toFixed(), { locale, precision: 2 });
}

/** A signed amount: "+12.5" / "-3" in the locale's digits. */
export function signedMoneyText(value: Decimal, locale: string): string {
  const text = moneyText(value.abs(), locale);
  return value.isNegative() && !value.isZero() ? `−${text}` : `+${text}`;
}

export function fractionText(value: Decimal, locale: string): string {
  return formatPercent(value.times(100).toFixed(), { locale, fractionDigits: 2 });
}

export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
