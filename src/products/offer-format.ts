import type { Decimal } from '@/lib/decimal';
import { formatAmount, formatPercent } from '@/lib/format-number';

/** The one place for the figures of offers and quotes (prices, amounts, rates; countdowns: format-units), in the page's locale. */

/** Prices keep every digit the exchange quotes. */
export function priceText(value: Decimal, locale: string): string {
  return formatAmount(value.toFixed(), { locale, precision: 8 });
}

/** An amount cut to a coin's ledger digits (what is credited, never more). */
export function moneyText(value: Decimal, locale: string, precision: number): string {
  return formatAmount(value.toFixed(), { locale, precision });
}

/** A fraction ("0.05") as a percent with up to two decimals. */
export function fractionText(value: Decimal, locale: string): string {
  return formatPercent(value.times(100).toFixed(), { locale, fractionDigits: 2 });
}
