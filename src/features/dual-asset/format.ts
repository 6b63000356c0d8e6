import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Decimal } from '@/lib/decimal';
import { formatAmount, formatPercent } from '@/lib/format-number';

/** An amount of a coin, cut to the coin's ledger digits (what is credited, never more). */
export function coinAmountText(value: Decimal, coin: number, coins: CoinCatalogue | undefined, locale: string): string {
  return formatAmount(value.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 });
}

/** APR as a fraction ("0.3512") written as a percent with two decimals. */
export function aprText(apr: Decimal, locale: string): string {
  return formatPercent(apr.times(100).toFixed(), { locale, fractionDigits: 2, fixed: true });
}

/** A distance in percent ("0.50") as the locale writes a percentage ("0.50%", "%0,50"), for "up {{percent}}". */
export function percentText(percent: Decimal, locale: string): string {
  return formatPercent(percent.toFixed(), { locale, fractionDigits: 2, fixed: true });
}
