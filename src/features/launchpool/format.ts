import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';

export function nameOf(coins: CoinCatalogue | undefined, coin: number): string {
  return coins?.byEnum.get(coin)?.name ?? `#${coin}`;
}

/** An amount of a coin with its name, cut down to the coin's ledger digits (never promising more). */
export function coinText(value: Decimal, coin: number, coins: CoinCatalogue | undefined, locale: string): string {
  return `${formatAmount(value.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 })} ${nameOf(coins, coin)}`;
}

export function coinTextE8(e8: string, coin: number, coins: CoinCatalogue | undefined, locale: string): string {
  return coinText(fromE8(e8), coin, coins, locale);
}
