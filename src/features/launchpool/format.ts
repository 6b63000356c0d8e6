import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { withUnit } from '@/lib/bidi';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';

/** An amount of a coin with its name, cut down to the coin's ledger digits (never promising more). */
export function coinText(value: Decimal, coin: number, coins: CoinCatalogue | undefined, locale: string): string {
  return withUnit(
    formatAmount(value.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 }),
    coinName(coins, coin),
    locale,
  );
}

export function coinTextE8(e8: string, coin: number, coins: CoinCatalogue | undefined, locale: string): string {
  return coinText(fromE8(e8), coin, coins, locale);
}
