import { ProductType } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import { dec } from '../money';
import { sharkFinApr, sharkFinPayout } from '../payoffs';
import { tick } from '../quote-window';
import { settlementTimeFor } from '../settlement-time';
import type { SimFamily } from './family-rules';
import { settleOffer } from './offer';

/**
 * Structured products (shark fins): the range is fixed from spot when the order is placed; inside it the APR
 * rises linearly from the floor (the first tier) to the maximum towards the far bound, outside it the floor;
 * the principal always comes back. No redemption before settlement.
 */
export const structured: SimFamily = {
  type: ProductType.StructuredProduct,
  family: 'structured',
  settled: true,

  /** The range is fixed around spot at order time; it settles at the end of the term. */
  orderTerms(world, product, _req, order) {
    const t = product.structured;
    if (!t) return;
    const entry = tick(world.prices.cross(t.base, t.quote, world.now()));
    const settlementTime = order.yieldEndAt ?? world.now() + product.durationMs;
    order.offer = {
      family: 'structured',
      base: t.base,
      quote: t.quote,
      entry: entry.toFixed(),
      lower: tick(entry.times(t.low)).toFixed(),
      upper: tick(entry.times(t.high)).toFixed(),
      leverage: '1',
      settlementTime,
      settlementPrice: null,
      payout: null,
      payoutCoin: null,
    };
  },

  offerValue: ({ product, info, amount, price }) => {
    const t = product.structured;
    return t
      ? sharkFinPayout(
          t.kind,
          dec(product.tiers[0]?.apr ?? 0),
          dec(t.maxApr),
          dec(info.lower),
          dec(info.upper),
          product.durationMs,
          amount,
          price,
        )
      : amount;
  },

  /** The order carries the APR the settlement price earned. */
  settle(world, product, user, order, position, at) {
    settleOffer(world, product, user, order, position, at, at, (amount, info, price) => {
      const t = product.structured;
      const floor = dec(product.tiers[0]?.apr ?? 0);
      const apr = t ? sharkFinApr(t.kind, floor, dec(t.maxApr), dec(info.lower), dec(info.upper), price) : floor;
      order.apr = apr.toDecimalPlaces(8).toFixed();
      return {
        payout: t
          ? sharkFinPayout(
              t.kind,
              floor,
              dec(t.maxApr),
              dec(info.lower),
              dec(info.upper),
              product.durationMs,
              amount,
              price,
            )
          : amount,
      };
    });
  },

  /** From the floor to the maximum APR. */
  aprRange: (_world, product) => ({ min: dec(product.tiers[0]?.apr ?? 0), max: dec(product.structured?.maxApr ?? 0) }),

  productWire(world, product, _userId, detail) {
    const t = product.structured;
    if (!t) return;
    const now = world.now();
    detail.structured = {
      coin_x: t.base,
      coin_y: t.quote,
      kind: t.kind === 'shark-fin-up' ? 1 : 2,
      lower_ratio_e8: e8(dec(t.low)),
      upper_ratio_e8: e8(dec(t.high)),
      floor_apy_e8: e8(product.tiers[0]?.apr ?? 0),
      max_apy_e8: e8(t.maxApr),
      index_price_e8: e8(world.prices.cross(t.base, t.quote, now).toSignificantDigits(8)),
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
    };
  },
};
