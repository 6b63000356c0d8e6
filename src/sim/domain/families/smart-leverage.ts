import { ProductType } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import { TOPICS } from '../../realtime/socket-paths';
import { SimCode, fail } from '../errors';
import { dec } from '../money';
import { futureBoostPayout, valueBeforeSettlement } from '../payoffs';
import { requireQuoteId, tick } from '../quote-window';
import { settlementTimeFor } from '../settlement-time';
import { MINUTE } from '../time';
import type { World } from '../world';
import type { OfferRules, SimFamily } from './family-rules';
import { fixOffer, offerIn, orderOffer, previewOffer, settleOffer } from './offer';
import { liveProducts } from './topic';

/**
 * Smart leverage (future boost on the wire): up to the product's maximum leverage against a breakeven price
 * (entry plus the fee) quoted per window, no liquidation before settlement; it pays
 * `amount + amount x L x (move past the breakeven) / entry`, floored at 0. An order is refused when spot moved
 * more than 5 % from its quote. It may close early at the payoff at today's price less 2 %, priced at the start
 * of a 10-minute window (paid as shown until the window ends), not in the last hour before settlement (the
 * product's lock).
 */

/** An early-close estimate holds for this long (it is priced at the window's start). */
export const ESTIMATE_WINDOW_MS = 10 * MINUTE;

/** Leverage of an order that names none. */
const DEFAULT_LEVERAGE = 10;

const offers: OfferRules = {
  at(world, product, window, id) {
    const t = product.futureBoost;
    if (!t) return null;
    const entry = tick(world.prices.cross(t.base, t.quote, window.start));
    const breakeven = tick(entry.times(t.side === 1 ? 1 + t.feeRate : 1 - t.feeRate));
    return {
      quoteId: id,
      entry,
      lower: breakeven,
      upper: breakeven,
      apr: dec(0),
      leverage: dec(t.maxLeverage),
      expireAt: window.expireAt,
    };
  },
  pair: (product) => product.futureBoost,
};

/** `future_boost.offer`: the live quote of every product on offer. */
export function smartLeverageOffers(world: World, arg: number | null) {
  const now = world.now();
  return {
    offers: liveProducts(world, ProductType.FutureBoost, arg, (p) => p.futureBoost?.base).flatMap((p) => {
      const offer = offerIn(world, p, offers);
      if (!offer || !p.futureBoost) return [];
      return [
        {
          product_id: p.id,
          quote_id: offer.quoteId,
          coin: p.futureBoost.base,
          expire_at: sec(offer.expireAt),
          direction: p.futureBoost.side,
          leverage: String(p.futureBoost.maxLeverage),
          entry_price_e8: e8(offer.entry),
          breakeven_price_e8: e8(offer.lower),
          settlement_time: sec(settlementTimeFor(p.durationMs, now).settlementTime),
        },
      ];
    }),
  };
}

export const smartLeverage: SimFamily = {
  type: ProductType.FutureBoost,
  family: 'future-boost',
  settled: true,
  offers,

  /** The quote's breakeven with the user's leverage: a whole number from 1 to the product's maximum. */
  orderTerms(world, product, req, order) {
    const offer = orderOffer(world, product, requireQuoteId(req), offers, req);
    const terms = product.futureBoost;
    if (!terms) fail(SimCode.StaleQuote, 'product takes no quotes');
    const leverage = req.leverage ?? dec(DEFAULT_LEVERAGE);
    if (!leverage.isInteger() || leverage.lessThan(1) || leverage.greaterThan(terms.maxLeverage)) {
      fail(SimCode.InvalidParameter, `leverage must be a whole number from 1 to ${terms.maxLeverage}`);
    }
    order.apr = '0';
    fixOffer(world, product, order, 'future-boost', terms, offer, leverage);
  },

  preview: (world, input, base) => previewOffer(world, input, base, offers),

  earlyClose: true,
  estimateWindowMs: ESTIMATE_WINDOW_MS,

  /** Option-like: its expected payoff over the time left. */
  offerValue: ({ product, info, amount, price, volatility, daysLeft }) => {
    const side = product.futureBoost?.side ?? 1;
    return valueBeforeSettlement(
      (p) => futureBoostPayout(amount, dec(info.entry), dec(info.lower), dec(info.leverage), side, p),
      price,
      volatility,
      daysLeft,
    );
  },

  settle(world, product, user, order, position, at) {
    settleOffer(world, product, user, order, position, at, at, (amount, info, price) => ({
      payout: futureBoostPayout(
        amount,
        dec(info.entry),
        dec(info.lower),
        dec(info.leverage),
        product.futureBoost?.side ?? 1,
        price,
      ),
    }));
  },

  topic: { name: TOPICS.futureBoostOffer, payload: smartLeverageOffers },

  productWire(world, product, _userId, detail) {
    const t = product.futureBoost;
    const boost = t ? offerIn(world, product, offers) : null;
    if (!t || !boost) return;
    detail.future_boost = {
      coin_x: t.base,
      coin_y: t.quote,
      direction: t.side,
      max_leverage: t.maxLeverage,
      settlement_time: sec(settlementTimeFor(product.durationMs, world.now()).settlementTime),
      quote_id: boost.quoteId,
      entry_price_e8: e8(boost.entry),
      breakeven_price_e8: e8(boost.lower),
      expire_at: sec(boost.expireAt),
    };
  },

  /** The direction, and until when the early-close estimate holds. */
  positionWire({ product, row, canRedeem, now }) {
    if (!product?.futureBoost || !row.offer) return;
    row.offer.direction = product.futureBoost.side;
    if (canRedeem)
      row.offer.redeem_estimate_until = sec(
        Math.floor(now / ESTIMATE_WINDOW_MS) * ESTIMATE_WINDOW_MS + ESTIMATE_WINDOW_MS,
      );
  },
};
