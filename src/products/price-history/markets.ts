import { UNKNOWN_COIN_NAME } from '@/api/earn/get-coins';
import type { Decimal } from '@/lib/decimal';
import type { PriceLevelKind } from '@/products/family-views';

export interface HistoryLevel {
  kind: PriceLevelKind;
  price: Decimal;
}

/** One underlying a page offers: coin names (`BTC`, `USDT`), the levels of its products, its live price. */
export interface HistoryMarket {
  base: string;
  quote: string;
  levels: readonly HistoryLevel[];
  live: Decimal | null;
}

/** The markets of a page's plans, in the order first seen, each with every plan's levels once. */
export function marketsOfPlans(plans: readonly HistoryMarket[]): HistoryMarket[] {
  const byMarket = new Map<string, HistoryMarket & { levels: HistoryLevel[] }>();
  for (const plan of plans) {
    const key = `${plan.base}${plan.quote}`;
    const market = byMarket.get(key) ?? { base: plan.base, quote: plan.quote, live: plan.live, levels: [] };
    for (const level of plan.levels) {
      if (!market.levels.some((l) => l.kind === level.kind && l.price.equals(level.price))) market.levels.push(level);
    }
    byMarket.set(key, market);
  }
  return [...byMarket.values()];
}

/** A market both of whose coins have names (the coin list may have failed: then there is nothing to ask). */
export function knownMarket(base: string, quote: string): boolean {
  return base !== UNKNOWN_COIN_NAME && quote !== UNKNOWN_COIN_NAME && base !== '' && quote !== '';
}
