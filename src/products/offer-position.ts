import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';

/**
 * A quoted family's position offer (double-win, discount buy, smart leverage, structured) as its wallet lines
 * write it, in the page's locale; the lines themselves are PositionFact and PositionTime.
 */

export interface OfferPosition {
  offer: NonNullable<Position['offer']>;
  locale: string;
  /** A price in the quote coin, every quoted digit: "61,040" (its unit: `inQuote`). */
  price: (e8: string) => string;
  /** A figure or range followed by the quote coin, kept on its side in right-to-left pages: "61,040 USDT". */
  inQuote: (text: string) => string;
  /** An amount of the quote coin, cut to its ledger digits (or fewer), with its unit. */
  amount: (e8: string, mostDigits?: number) => string;
  /** ms; null when the wire left it out. */
  settlesAt: number | null;
}

/** The position's offer as its lines write it; null for a position without one. */
export function offerPosition(position: Position, coins: CoinCatalogue | undefined): OfferPosition | null {
  const offer = position.offer;
  if (!offer) return null;
  const locale = getIntlLocale();
  const quote = coins?.byEnum.get(offer.coin_y);
  const quoteName = coinName(coins, offer.coin_y);
  const digits = (e8: string, precision: number) => formatAmount(fromE8(e8).toFixed(), { locale, precision });
  const inQuote = (text: string) => withUnit(text, quoteName, locale);
  return {
    offer,
    locale,
    price: (e8) => digits(e8, 8),
    inQuote,
    amount: (e8, mostDigits = 8) => inQuote(digits(e8, Math.min(quote?.assetPrecision ?? 8, mostDigits))),
    settlesAt: unixSecondsToMs(offer.settlement_time),
  };
}

/**
 * When early redemption closes: the exchange refuses it in the last `lockMinutes` before settlement (the
 * position's `redemption.lock_before_maturity_minutes`).
 */
export function redemptionClosesAt(settlementAt: number, lockMinutes: number): number {
  return settlementAt - lockMinutes * 60_000;
}

/** Whether an early redemption is still allowed at `now` (server clock, ms) for a settlement at `settlementAt`. */
export function redemptionOpen(now: number, settlementAt: number, lockMinutes: number): boolean {
  return now < redemptionClosesAt(settlementAt, lockMinutes);
}
