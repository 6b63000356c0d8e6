import { ProductType } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import { TOPICS } from '../../realtime/socket-paths';
import { SimCode, fail } from '../errors';
import { dec, type Dec } from '../money';
import { doubleWinPayout, valueBeforeSettlement } from '../payoffs';
import { requireQuoteId, tick, type Offer } from '../quote-window';
import { settlementTimeFor } from '../settlement-time';
import type { World } from '../world';
import type { OfferRules, SimFamily } from './family-rules';
import { checkedOffer, fixOffer, offerIn, previewOffer, settleOffer } from './offer';
import { liveProducts } from './topic';

/**
 * Double-win: a range around the entry price quoted per window (or the user's own range on the quote's
 * entry); outside the range it pays `amount + L x amount x distance beyond the bound / entry`, inside nothing.
 * It may close early at the payoff's value less 2 %, not in the last 30 minutes.
 */

const offers: OfferRules = {
  at(world, product, window, id) {
    const t = product.doubleWin;
    if (!t) return null;
    const entry = tick(world.prices.cross(t.base, t.quote, window.start));
    const step = dec(t.priceTick);
    const lower = entry
      .times(1 - t.rangeWidth)
      .div(step)
      .floor()
      .times(step);
    const upper = entry
      .times(1 + t.rangeWidth)
      .div(step)
      .ceil()
      .times(step);
    return { quoteId: id, entry, lower, upper, apr: dec(0), leverage: dec(t.leverage), expireAt: window.expireAt };
  },
  pair: (product) => product.doubleWin,
};

/**
 * Double-win custom range: the user's own bounds around the quote's entry price. Each bound lies between the
 * product's minimum and maximum deviation from entry and on a multiple of its price tick; the leverage and
 * the quote's expiry stay those of the offer. Returns the offer with the user's bounds, or why it is refused.
 */
export function customDoubleWinRange(
  offer: Offer,
  terms: { minDeviation: number; maxDeviation: number; priceTick: string },
  lower: Dec,
  upper: Dec,
): { offer: Offer } | { problem: string } {
  const step = dec(terms.priceTick);
  if (!lower.mod(step).isZero() || !upper.mod(step).isZero())
    return { problem: `bounds must be multiples of ${step.toFixed()}` };
  if (!lower.lessThan(offer.entry) || !upper.greaterThan(offer.entry))
    return { problem: 'the range must contain the entry price' };
  const below = offer.entry.minus(lower).div(offer.entry);
  const above = upper.minus(offer.entry).div(offer.entry);
  const min = dec(terms.minDeviation);
  const max = dec(terms.maxDeviation);
  if (below.lessThan(min) || above.lessThan(min) || below.greaterThan(max) || above.greaterThan(max)) {
    return {
      problem: `each bound must be ${min.times(100).toFixed()} % to ${max.times(100).toFixed()} % from the entry price`,
    };
  }
  return { offer: { ...offer, lower, upper } };
}

/** `double_win.offer`: the live offer of every product on offer. */
export function doubleWinOffers(world: World, arg: number | null) {
  const now = world.now();
  return {
    offers: liveProducts(world, ProductType.DoubleWin, arg, (p) => p.doubleWin?.base).flatMap((p) => {
      const offer = offerIn(world, p, offers);
      if (!offer || !p.doubleWin) return [];
      return [
        {
          product_id: p.id,
          quote_id: offer.quoteId,
          coin: p.doubleWin.base,
          expire_at: sec(offer.expireAt),
          entry_price_e8: e8(offer.entry),
          lower_price_e8: e8(offer.lower),
          upper_price_e8: e8(offer.upper),
          leverage: offer.leverage.toFixed(),
          settlement_time: sec(settlementTimeFor(p.durationMs, now).settlementTime),
        },
      ];
    }),
  };
}

export const doubleWin: SimFamily = {
  type: ProductType.DoubleWin,
  family: 'double-win',
  settled: true,
  offers,

  /** The quote's range, or the user's own on the quote's entry; no APR, the quote's leverage. */
  orderTerms(world, product, req, order) {
    let offer = checkedOffer(world, product, requireQuoteId(req), offers);
    const terms = product.doubleWin;
    if (!terms) fail(SimCode.StaleQuote, 'product takes no quotes');
    if (req.doubleWin) {
      const custom = customDoubleWinRange(offer, terms, req.doubleWin.lower, req.doubleWin.upper);
      if ('problem' in custom) fail(SimCode.InvalidParameter, custom.problem);
      offer = custom.offer;
    }
    order.apr = '0';
    fixOffer(world, product, order, 'double-win', terms, offer, offer.leverage);
  },

  preview: (world, input, base) => previewOffer(world, input, base, offers),

  earlyClose: true,

  /** Option-like: its expected payoff over the time left, so a position inside its range is not worth nothing. */
  offerValue: ({ info, amount, price, volatility, daysLeft }) =>
    valueBeforeSettlement(
      (p) => doubleWinPayout(amount, dec(info.entry), dec(info.lower), dec(info.upper), dec(info.leverage), p),
      price,
      volatility,
      daysLeft,
    ),

  settle(world, product, user, order, position, at) {
    settleOffer(world, product, user, order, position, at, at, (amount, info, price) => ({
      payout: doubleWinPayout(amount, dec(info.entry), dec(info.lower), dec(info.upper), dec(info.leverage), price),
    }));
  },

  topic: { name: TOPICS.doubleWinOffer, payload: doubleWinOffers },

  productWire(world, product, _userId, detail) {
    const t = product.doubleWin;
    const offer = t ? offerIn(world, product, offers) : null;
    if (!t || !offer) return;
    detail.double_win = {
      quote_id: offer.quoteId,
      entry_price_e8: e8(offer.entry),
      lower_price_e8: e8(offer.lower),
      upper_price_e8: e8(offer.upper),
      expire_at: sec(offer.expireAt),
      coin_x: t.base,
      coin_y: t.quote,
      leverage: String(t.leverage),
      range_half_width_e8: e8(dec(t.rangeWidth)),
      min_deviation_e8: e8(dec(t.minDeviation)),
      max_deviation_e8: e8(dec(t.maxDeviation)),
      price_tick_e8: e8(t.priceTick),
      settlement_time: sec(settlementTimeFor(product.durationMs, world.now()).settlementTime),
    };
  },
};
