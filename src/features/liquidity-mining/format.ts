import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { Decimal } from '@/lib/decimal';
import { withUnit } from '@/lib/bidi';
import { formatAmount, formatPercent } from '@/lib/format-number';

/** How the page writes coins, prices and rates, in the page's locale (amounts rounded down, never promising more). */
export interface Words {
  locale: string;
  name(coin: number): string;
  /** An amount with its coin name, to the coin's transaction precision. */
  coin(value: Decimal, coin: number): string;
  /** Yield and what the ledger pays, to the coin's asset precision (small amounts stay visible). */
  exact(value: Decimal, coin: number): string;
  /** A market total (a pool's liquidity, its daily yield): whole coins from 1,000 up, where cents say nothing; else as `coin`. */
  total(value: Decimal, coin: number): string;
  /** A price of the base coin in the quote coin, to 8 significant digits. */
  price(value: Decimal, quote: number): string;
  /** A fraction as a percentage (0.0525 -> 5.25 %). */
  pct(value: Decimal, digits?: number): string;
  precision(coin: number): number;
}

export function makeWords(coins: CoinCatalogue | undefined, locale: string): Words {
  const name = (coin: number) => coinName(coins, coin);
  const precision = (coin: number) => coins?.byEnum.get(coin)?.txPrecision ?? 8;
  return {
    locale,
    name,
    precision,
    coin: (value, coin) =>
      withUnit(formatAmount(value.toFixed(), { locale, precision: precision(coin) }), name(coin), locale),
    total: (value, coin) =>
      withUnit(
        formatAmount(value.toFixed(), {
          locale,
          precision: value.abs().greaterThanOrEqualTo(1000) ? 0 : precision(coin),
        }),
        name(coin),
        locale,
      ),
    exact: (value, coin) =>
      withUnit(
        formatAmount(value.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 }),
        name(coin),
        locale,
      ),
    price: (value, quote) => {
      const digits = Math.max(2, 8 - Math.max(1, value.abs().toDecimalPlaces(0, Decimal.ROUND_FLOOR).toFixed().length));
      return withUnit(
        formatAmount(value.toFixed(), { locale, precision: digits, rounding: 'half-up' }),
        name(quote),
        locale,
      );
    },
    pct: (value, digits = 2) => formatPercent(value.times(100).toFixed(), { locale, fractionDigits: digits }),
  };
}
