import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import type { Product } from '../domain/catalogue/product';
import { coin as coinOf, coinEnum } from '../domain/coins';
import { displayStatusFor } from '../domain/eligibility';
import { marketsOf } from '../domain/markets';
import { dualQuotes, offerFor } from '../domain/quotes';
import { settlementTimeFor } from '../domain/settlement-time';
import type { World } from '../domain/world';
import { e8, sec } from '../handlers/wire/format';

/**
 * Payloads of the earn socket's five topics (src/realtime/earn-topics.ts), computed from the same price
 * walk and quote windows as the REST answers. `arg` is the coin enum after the topic's colon, if any.
 */
function live(world: World, type: number, arg: number | null, baseOf: (p: Product) => number | undefined): Product[] {
  return world.catalogue
    .ofType(type)
    .filter((p) => (arg === null || baseOf(p) === arg) && displayStatusFor(world, p, null) === DisplayStatus.Available);
}

export function dualBenchmarkPrice(world: World, arg: number | null) {
  const now = world.now();
  const pairs = new Map<string, Product[]>();
  for (const p of live(world, ProductType.Dual, arg, (q) => q.dual?.base)) {
    if (!p.dual) continue;
    const key = `${p.dual.base}:${p.dual.quote}`;
    pairs.set(key, [...(pairs.get(key) ?? []), p]);
  }
  return {
    prices: [...pairs.values()].map((products) => {
      const first = products[0]?.dual;
      const base = first?.base ?? 0;
      const quote = first?.quote ?? 0;
      return {
        coin_x: base,
        coin_y: quote,
        benchmark_price_e8: e8(world.prices.cross(base, quote, now).toSignificantDigits(8)),
        updated_at: sec(now),
        quotes: products.flatMap((p) =>
          dualQuotes(world, p).map((q) => ({
            product_id: p.id,
            quote_id: q.quoteId,
            direction: (p.dual?.direction ?? 0) as 0 | 1 | 2,
            target_price_e8: e8(q.target),
            apy_e8: e8(q.apr),
            expire_at: sec(q.expireAt),
          })),
        ),
      };
    }),
  };
}

export function doubleWinOffers(world: World, arg: number | null) {
  const now = world.now();
  return {
    offers: live(world, ProductType.DoubleWin, arg, (p) => p.doubleWin?.base).flatMap((p) => {
      const offer = offerFor(world, p);
      if (!offer || !p.doubleWin) return [];
      return [{
        product_id: p.id,
        quote_id: offer.quoteId,
        coin: p.doubleWin.base,
        expire_at: sec(offer.expireAt),
        entry_price_e8: e8(offer.entry),
        lower_price_e8: e8(offer.lower),
        upper_price_e8: e8(offer.upper),
        leverage: offer.leverage.toFixed(),
        settlement_time: sec(settlementTimeFor(p.durationMs, now).settlementTime),
      }];
    }),
  };
}

export function discountBuyOffers(world: World, arg: number | null) {
  const now = world.now();
  return {
    offers: live(world, ProductType.Discount, arg, (p) => p.discountBuy?.base).flatMap((p) => {
      const offer = offerFor(world, p);
      if (!offer || !p.discountBuy) return [];
      return [{
        product_id: p.id,
        quote_id: offer.quoteId,
        coin: p.discountBuy.base,
        expire_at: sec(offer.expireAt),
        purchase_price_e8: e8(offer.lower),
        knock_out_price_e8: e8(offer.upper),
        knock_out_apy_e8: e8(offer.apr),
        settlement_time: sec(settlementTimeFor(p.durationMs, now).settlementTime),
      }];
    }),
  };
}

export function futureBoostOffers(world: World, arg: number | null) {
  const now = world.now();
  return {
    offers: live(world, ProductType.FutureBoost, arg, (p) => p.futureBoost?.base).flatMap((p) => {
      const offer = offerFor(world, p);
      if (!offer || !p.futureBoost) return [];
      return [{
        product_id: p.id,
        quote_id: offer.quoteId,
        coin: p.futureBoost.base,
        expire_at: sec(offer.expireAt),
        direction: p.futureBoost.side,
        leverage: String(p.futureBoost.maxLeverage),
        entry_price_e8: e8(offer.entry),
        breakeven_price_e8: e8(offer.lower),
        settlement_time: sec(settlementTimeFor(p.durationMs, now).settlementTime),
      }];
    }),
  };
}

export function instrumentInfo(world: World, arg: number | null) {
  const now = world.now();
  const quote = coinOf(coinEnum('USDT'));
  return {
    instruments: marketsOf('USDT')
      .map((name) => coinOf(coinEnum(name)))
      .filter((c) => arg === null || c.enum === arg)
      .map((c) => {
        const stats = world.prices.stats(c.enum, quote.enum, now);
        return {
          symbol: `${c.name.toUpperCase()}${quote.name}`,
          coin: c.enum,
          quote_coin: quote.enum,
          last_price_e8: e8(stats.close),
          index_price_e8: e8(world.prices.average(c.enum, quote.enum, now, 5 * 60_000).toSignificantDigits(8)),
          change_24h_e8: e8(stats.change),
        };
      }),
  };
}
