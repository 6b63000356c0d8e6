import { ProductType } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import { TOPICS } from '../../realtime/socket-paths';
import { SimCode, fail } from '../errors';
import { dec } from '../money';
import { discountBuyPayout, discountBuyValue } from '../payoffs';
import { requireQuoteId, tick } from '../quote-window';
import { settlementTimeFor } from '../settlement-time';
import { MINUTE } from '../time';
import type { World } from '../world';
import type { OfferRules, SimFamily } from './family-rules';
import { fixOffer, offerIn, orderOffer, previewOffer, settleOffer } from './offer';
import { liveProducts } from './topic';

/**
 * Discount buy: a purchase price below spot and a knock-out price above it, quoted per window with a
 * knock-out APR. Below the knock-out price it pays `amount / purchase` in the coin, at or above it
 * `amount x (year + APR x term) / year` in the stablecoin; the price is fixed at settlement and the payout
 * lands 15 minutes later. No redemption before settlement.
 */

/** The payout reaches the wallet this long after the settlement time (the price is fixed at settlement). */
export const DISCOUNT_BUY_RECEIPT_DELAY_MS = 15 * MINUTE;

const offers: OfferRules = {
  at(world, product, window, id) {
    const t = product.discountBuy;
    if (!t) return null;
    const entry = tick(world.prices.cross(t.base, t.quote, window.start));
    return {
      quoteId: id,
      entry,
      lower: tick(entry.times(1 - t.discount)),
      upper: tick(entry.times(1 + t.knockOut)),
      apr: dec(product.tiers[0]?.apr ?? 0),
      leverage: dec(1),
      expireAt: window.expireAt,
    };
  },
  pair: (product) => product.discountBuy,
};

/** `discount_buy.offer`: the live quote of every product on offer. */
export function discountBuyOffers(world: World, arg: number | null) {
  const now = world.now();
  return {
    offers: liveProducts(world, ProductType.Discount, arg, (p) => p.discountBuy?.base).flatMap((p) => {
      const offer = offerIn(world, p, offers);
      if (!offer || !p.discountBuy) return [];
      return [
        {
          product_id: p.id,
          quote_id: offer.quoteId,
          coin: p.discountBuy.base,
          expire_at: sec(offer.expireAt),
          purchase_price_e8: e8(offer.lower),
          knock_out_price_e8: e8(offer.upper),
          knock_out_apy_e8: e8(offer.apr),
          settlement_time: sec(settlementTimeFor(p.durationMs, now).settlementTime),
        },
      ];
    }),
  };
}

export const discountBuy: SimFamily = {
  type: ProductType.Discount,
  family: 'discount-buy',
  settled: true,
  offers,
  receiptDelayMs: DISCOUNT_BUY_RECEIPT_DELAY_MS,

  /** The quote's levels and its knock-out APR; a higher APR than the quote's answers 340. */
  orderTerms(world, product, req, order) {
    const offer = orderOffer(world, product, requireQuoteId(req), offers, req);
    const terms = product.discountBuy;
    if (!terms) fail(SimCode.StaleQuote, 'product takes no quotes');
    if (req.quotedApr && req.quotedApr.greaterThan(offer.apr)) fail(SimCode.StaleQuote, 'apr lowered since the quote');
    order.apr = offer.apr.toFixed();
    fixOffer(world, product, order, 'discount-buy', terms, offer, offer.leverage);
  },

  preview: (world, input, base) => previewOffer(world, input, base, offers),

  /** The bought coin valued at the price, or the knock-out payout. */
  offerValue: ({ product, source, info, amount, price }) =>
    discountBuyValue(amount, dec(info.lower), dec(info.upper), dec(source.apr), product.durationMs, price),

  settle(world, product, user, order, position, at) {
    settleOffer(
      world,
      product,
      user,
      order,
      position,
      at,
      at + DISCOUNT_BUY_RECEIPT_DELAY_MS,
      (amount, info, price) => {
        // The knock-out APR runs over the product's term (the figure shown before confirming is the one paid).
        const result = discountBuyPayout(
          amount,
          dec(info.lower),
          dec(info.upper),
          dec(order.apr),
          product.durationMs,
          price,
        );
        return { payout: result.amount, payoutCoin: result.side === 'base' ? info.base : info.quote };
      },
    );
  },

  topic: { name: TOPICS.discountBuyOffer, payload: discountBuyOffers },

  productWire(world, product, _userId, detail) {
    const t = product.discountBuy;
    const discount = t ? offerIn(world, product, offers) : null;
    if (!t || !discount) return;
    detail.discount_buy = {
      coin_x: t.base,
      coin_y: t.quote,
      settlement_time: sec(settlementTimeFor(product.durationMs, world.now()).settlementTime),
      quote_id: discount.quoteId,
      spot_price_e8: e8(discount.entry),
      purchase_price_e8: e8(discount.lower),
      knock_out_price_e8: e8(discount.upper),
      knock_out_apy_e8: e8(discount.apr),
      expire_at: sec(discount.expireAt),
    };
  },
};
