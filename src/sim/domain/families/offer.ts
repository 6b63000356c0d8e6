import { WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from '../catalogue/product';
import { coin as coinOf } from '../coins';
import { SimCode, fail } from '../errors';
import { dec, type Dec } from '../money';
import type { PreviewInput, SubscriptionPreview } from '../preview';
import { currentWindow, openQuote, quoteId, type Offer, type QuoteWindow } from '../quote-window';
import { settlementTimeFor } from '../settlement-time';
import { payOut, settlementPrice } from '../settlement-payout';
import type { OfferOrderInfo, OrderState, PositionState, UserState } from '../state';
import { DAY, YEAR_DAYS } from '../time';
import type { World } from '../world';
import type { OfferRules, PreviewBase } from './family-rules';

/**
 * The offer shape shared by the settled families other than dual asset: double-win, discount buy and smart
 * leverage quote an offer (price levels fixed for a quote window), shark fins fix their range at order time.
 * The order keeps the levels in `offer` and settlement pays the family's payoff.
 * Each family's own rules (its levels, its payoff, its checks) stay in its module.
 */

/** An order is refused when spot moved more than 5 % from its quote's entry (340). */
export const MAX_QUOTE_DRIFT = 0.05;

/** The family's offer in a quote window (the current one by default), under the window's quote id. */
export function offerIn(
  world: World,
  product: Product,
  rules: OfferRules,
  window: QuoteWindow = currentWindow(world),
): Offer | null {
  return rules.at(world, product, window, quoteId(product.id, window, 0));
}

/** The offer a quote id stands for, checked: the quote is the product's and alive, spot still near its entry. */
export function checkedOffer(world: World, product: Product, id: string, rules: OfferRules | undefined): Offer {
  const { window } = openQuote(world, product.id, id);
  const offer = rules ? offerIn(world, product, rules, window) : null;
  if (!offer) fail(SimCode.StaleQuote, 'product takes no quotes');
  const pair = rules?.pair(product);
  if (pair) {
    const spot = world.prices.cross(pair.base, pair.quote, world.now());
    if (spot.minus(offer.entry).abs().div(offer.entry).greaterThan(MAX_QUOTE_DRIFT))
      fail(SimCode.StaleQuote, 'price moved more than 5 % since the quote');
  }
  return offer;
}

/** The quote of an order, for the families that take no custom range. */
export function orderOffer(
  world: World,
  product: Product,
  quote: string,
  rules: OfferRules,
  req: { doubleWin?: unknown },
): Offer {
  const offer = checkedOffer(world, product, quote, rules);
  if (req.doubleWin) fail(SimCode.InvalidParameter, 'a custom range is for double-win only');
  return offer;
}

/** Writes the offer's levels on the order; the order ends at the settlement time. */
export function fixOffer(
  world: World,
  product: Product,
  order: OrderState,
  family: OfferOrderInfo['family'],
  pair: { base: number; quote: number },
  offer: Offer,
  leverage: Dec,
): void {
  const { settlementTime } = settlementTimeFor(product.durationMs, world.now());
  order.offer = {
    family,
    base: pair.base,
    quote: pair.quote,
    entry: offer.entry.toFixed(),
    lower: offer.lower.toFixed(),
    upper: offer.upper.toFixed(),
    leverage: leverage.toFixed(),
    settlementTime,
    settlementPrice: null,
    payout: null,
    payoutCoin: null,
  };
  order.yieldEndAt = settlementTime;
}

/** The confirm step of an offer: the quote's APR over the term (0 but for discount buy's knock-out APR). */
export function previewOffer(
  world: World,
  input: PreviewInput,
  base: PreviewBase,
  rules: OfferRules,
): SubscriptionPreview | undefined {
  const { product, amount } = input;
  if (!input.quoteId) return undefined;
  const term = base.interestEndAt !== null ? base.interestEndAt - base.interestStartAt : 0;
  const offer = checkedOffer(world, product, input.quoteId, rules);
  const interest = amount
    .times(offer.apr)
    .times(term || product.durationMs)
    .div(YEAR_DAYS * DAY);
  return {
    ...base,
    apr: offer.apr,
    estimatedYield: interest,
    dailyYield: interest.div(Math.max(product.durationMs / DAY, 1)),
    quoteExpireAt: offer.expireAt,
  };
}

/** A settlement's payout: how much, in which coin (the quote coin unless said). */
export type OfferPayoff = (amount: Dec, info: OfferOrderInfo, price: Dec) => { payout: Dec; payoutCoin?: number };

/** Settles an offer position on the 30-minute average before `at`; the payout lands at `paidAt`. */
export function settleOffer(
  world: World,
  product: Product,
  user: UserState,
  order: OrderState,
  position: PositionState,
  at: number,
  paidAt: number,
  payoff: OfferPayoff,
): void {
  const info = order.offer;
  if (!info) return;
  const price = settlementPrice(world, info.base, info.quote, at);
  const amount = dec(order.amount);
  const result = payoff(amount, info, price);
  const payout = result.payout;
  const payoutCoin = result.payoutCoin ?? info.quote;
  const payoutValue = payout.times(payoutCoin === info.base ? price : 1);
  const gainUsd = payoutValue.minus(amount).times(world.prices.price(info.quote, at));
  const paid = payOut(world, user, product, order.id, WalletRecordType.Settlement, payoutCoin, payout, paidAt, gainUsd);
  info.settlementPrice = price.toFixed();
  info.payout = paid.toFixed();
  info.payoutCoin = payoutCoin;
  order.returns = paid.greaterThan(0) ? [{ coin: payoutCoin, amount: paid.toFixed() }] : [];
  // The gain in the coin paid: over the principal in the quote coin, or, paid in the base coin, over what the
  // principal would have bought at the settlement price.
  order.pnl = (payoutCoin === info.quote ? paid.minus(amount) : paid.minus(amount.div(price)))
    .toDecimalPlaces(coinOf(payoutCoin).assetPrecision)
    .toFixed();
  order.pnlCoin = payoutCoin;
  position.totalYield = order.pnl;
}
