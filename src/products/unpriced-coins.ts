import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';

/**
 * The coins a valuation had no price for (the summary's `unpriced_coins`, e.g. BIT and KST in USDC), as one
 * list in the page's language ("BIT and KST"), for the note beside a total that leaves them out. `among`
 * keeps only the coins a part holds (one wallet). Null when every coin was priced.
 */
export function unpricedCoinList(
  unpriced: readonly number[] | undefined,
  coins: CoinCatalogue | undefined,
  locale: string,
  among?: ReadonlySet<number>,
): string | null {
  const names = (unpriced ?? [])
    .filter((coin) => among === undefined || among.has(coin))
    .map((coin) => coinName(coins, coin));
  return names.length === 0 ? null : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
