import type { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';

/** Money in the quote coin, cut to two decimals (what the chart and table show). */
export function moneyText(value: Decimal, locale: string): string {
  return formatAmount(value.toFixed(), { locale, precision: 2 });
}

/** A signed amount: "+12.5" / "-3" in the locale's digits. */
export function signedMoneyText(value: Decimal, locale: string): string {
  const text = moneyText(value.abs(), locale);
  return value.isNegative() && !value.isZero() ? `−${text}` : `+${text}`;
}
