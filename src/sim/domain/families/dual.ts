import { DualDirection, ProductType, WalletRecordType } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import { TOPICS } from '../../realtime/socket-paths';
import type { Product } from '../catalogue/product';
import { coin as coinOf } from '../coins';
import { dualOutcome, dualScenarios, periodRate } from '../dual-asset';
import { SimCode, fail } from '../errors';
import { dec, floorTo, ZERO, type Dec } from '../money';
import { currentWindow, openQuote, quoteId, requireQuoteId, tick } from '../quote-window';
import { settlementTimeFor } from '../settlement-time';
import { payOut, settlementPrice } from '../settlement-payout';
import { DAY, YEAR_DAYS } from '../time';
import { dualApr, targetOpen } from './dual-pricing';
import { dualRenewal, dualRenewalOrderTerms, dualRenewalWire, renewDualAtSettlement } from './dual-renewal';
import type { World } from '../world';
import type { SimFamily } from './family-rules';
import { liveProducts } from './topic';

/**
 * Dual asset: a ladder of target prices quoted per window, each with its APR; the order fixes the target and
 * settles on the 30-minute average, paid in the coin (buy low converted) or the stablecoin (sell high
 * converted) at rate = APR x the product's term / 365.
 */

export interface DualQuote {
  quoteId: string;
  step: number;
  target: Dec;
  apr: Dec;
  /** Largest investment this quote takes, in the invested coin. */
  maxInvestment: Dec;
  expireAt: number;
  index: Dec;
}

export function dualQuotes(world: World, product: Product, window = currentWindow(world)): DualQuote[] {
  const terms = product.dual;
  if (!terms) return [];
  const index = world.prices.cross(terms.base, terms.quote, window.start);
  const below = terms.direction === DualDirection.BuyLow;
  return terms.steps.map((distance, step) => {
    const target = tick(index.times(below ? 1 - distance : 1 + distance));
    return {
      quoteId: quoteId(product.id, window, step),
      step,
      target,
      apr: dualApr(terms.base, distance, product.durationMs),
      maxInvestment: below ? dec(500_000) : dec(500_000).div(index).toDecimalPlaces(coinOf(terms.base).txPrecision),
      expireAt: window.expireAt,
      index: tick(index),
    };
  });
}

/** The quote of an id, refused (340) once the index has reached its target (`targetOpen`). */
function dualQuoteById(world: World, product: Product, id: string): DualQuote {
  const { window, step } = openQuote(world, product.id, id);
  const quote = dualQuotes(world, product, window)[step];
  if (!quote) fail(SimCode.StaleQuote, 'unknown quote');
  if (!targetOpen(world, product, quote.target)) fail(SimCode.StaleQuote, 'the index price has reached the target');
  return quote;
}

/** `dual_asset.benchmark_price`: per pair, the benchmark price and every live quote of its products. */
export function dualBenchmarkPrice(world: World, arg: number | null) {
  const now = world.now();
  const pairs = new Map<string, Product[]>();
  for (const p of liveProducts(world, ProductType.Dual, arg, (q) => q.dual?.base)) {
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

export const dual: SimFamily = {
  type: ProductType.Dual,
  family: 'dual',
  settled: true,

  /** The order takes its quote's target and APR, within the quote's capacity. */
  orderTerms(world, product, req, order) {
    const id = requireQuoteId(req);
    const terms = product.dual;
    if (!terms) fail(SimCode.StaleQuote, 'product takes no quotes');
    const now = world.now();
    const { settlementTime, applyEndAt } = settlementTimeFor(product.durationMs, now);
    const quote = dualQuoteById(world, product, id);
    if (req.dual && (req.dual.direction !== terms.direction || !req.dual.target.equals(quote.target))) {
      fail(SimCode.StaleQuote, 'target price does not match the quote');
    }
    if (req.quotedApr && req.quotedApr.greaterThan(quote.apr)) fail(SimCode.StaleQuote, 'apr lowered since the quote');
    if (dec(order.amount).greaterThan(quote.maxInvestment)) fail(SimCode.OverLimit, 'amount above the quote capacity');
    order.apr = quote.apr.toFixed();
    order.dual = {
      direction: terms.direction,
      base: terms.base,
      quote: terms.quote,
      target: quote.target.toFixed(),
      benchmark: world.prices.cross(terms.base, terms.quote, now).toFixed(),
      settlementTime,
      applyEndAt,
      settlementPrice: null,
      settledApr: null,
      settledCoin: null,
      settledAmount: null,
    };
    dualRenewalOrderTerms(req.dualRenewal, order);
  },

  openPosition(position, order) {
    if (order.dualRenewal) position.dualRenewal = order.dualRenewal;
  },

  /** Both outcomes of the quote, asked with a quote id. */
  preview(world, input, base) {
    const { product, amount } = input;
    if (!product.dual || !input.quoteId) return undefined;
    const quote = dualQuoteById(world, product, input.quoteId);
    // The rate runs over the product's term, not the time to the settlement slot: the figure shown is the one paid.
    const duration = product.durationMs;
    const { reached, missed } = dualScenarios({
      direction: product.dual.direction,
      amount,
      target: quote.target,
      apr: quote.apr,
      durationMs: duration,
    });
    const interest = amount
      .times(quote.apr)
      .times(duration)
      .div(YEAR_DAYS * DAY);
    const coinOfSide = (side: 'base' | 'quote') =>
      side === 'base' ? (product.dual?.base ?? 0) : (product.dual?.quote ?? 0);
    const { settlementTime } = settlementTimeFor(product.durationMs, world.now());
    return {
      ...base,
      interestEndAt: settlementTime,
      payoutAt: settlementTime,
      apr: quote.apr,
      estimatedYield: interest,
      dailyYield: interest.div(Math.max(duration / DAY, 1 / 24)),
      quoteExpireAt: quote.expireAt,
      scenarios: [
        { scenario: 1, coin: coinOfSide(reached.side), amount: reached.amount },
        { scenario: 2, coin: coinOfSide(missed.side), amount: missed.amount },
      ],
    };
  },

  settle(world, product, user, order, position, at) {
    const info = order.dual;
    if (!info) return;
    const price = settlementPrice(world, info.base, info.quote, at);
    const outcome = dualOutcome(
      {
        direction: info.direction,
        amount: dec(order.amount),
        target: dec(info.target),
        apr: dec(order.apr),
        durationMs: product.durationMs,
      },
      price,
    );
    const payoutCoin = outcome.side === 'base' ? info.base : info.quote;
    const principalValue = dec(order.amount).times(order.coin === info.base ? price : 1);
    const payoutValue = outcome.amount.times(payoutCoin === info.base ? price : 1);
    const gainUsd = payoutValue.minus(principalValue).times(world.prices.price(info.quote, at));
    const paid = payOut(
      world,
      user,
      product,
      order.id,
      WalletRecordType.Settlement,
      payoutCoin,
      outcome.amount,
      at,
      gainUsd,
    );
    info.settlementPrice = price.toFixed();
    info.settledApr = order.apr;
    info.settledCoin = payoutCoin;
    info.settledAmount = paid.toFixed();
    order.returns = [{ coin: payoutCoin, amount: paid.toFixed() }];
    // PnL of the order in its return coin: the interest part, whichever coin it came back in.
    const interest = outcome.amount.minus(
      outcome.converted
        ? outcome.amount.div(dec(1).plus(periodRate(dec(order.apr), product.durationMs)))
        : dec(order.amount),
    );
    order.pnl = floorTo(interest, coinOf(payoutCoin).assetPrecision).toFixed();
    order.pnlCoin = payoutCoin;
    position.totalYield = order.pnl;
    renewDualAtSettlement(world, product, user, order, position, { converted: outcome.converted, paid, price }, at);
  },

  renewal: dualRenewal,

  /** The card's range spans the live quote ladder. */
  aprRange(world, product) {
    const quotes = dualQuotes(world, product);
    const aprs = quotes.map((q) => q.apr);
    return {
      min: aprs.reduce((a, b) => (b.lessThan(a) ? b : a), aprs[0] ?? ZERO),
      max: aprs.reduce((a, b) => (b.greaterThan(a) ? b : a), aprs[0] ?? ZERO),
    };
  },

  productWire(world, product, _userId, detail) {
    if (!product.dual) return;
    const now = world.now();
    const quotes = dualQuotes(world, product);
    detail.dual = {
      coin_x: product.dual.base,
      coin_y: product.dual.quote,
      direction: product.dual.direction,
      quotes: quotes.map((q) => ({
        quote_id: q.quoteId,
        target_price_e8: e8(q.target),
        apy_e8: e8(q.apr),
        max_investment_e8: e8(q.maxInvestment),
        expire_at: sec(q.expireAt),
      })),
      index_price_e8: e8(quotes[0]?.index ?? world.prices.cross(product.dual.base, product.dual.quote, now)),
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
    };
  },

  orderWire(_world, order, row) {
    const d = order.dual;
    if (!d) return;
    row.dual = {
      order_direction: d.direction as 0 | 1 | 2,
      coin_x: d.base,
      coin_y: d.quote,
      benchmark_price_e8: e8(d.target),
      settlement_price_e8: d.settlementPrice === null ? '0' : e8(d.settlementPrice),
      settlement_time: sec(d.settlementTime),
      settled_apy_e8: e8(d.settledApr ?? '0'),
      settled_return_coin: d.settledCoin ?? order.returnCoin,
      settled_return_amount_e8: e8(d.settledAmount ?? '0'),
      apply_end_at: sec(d.applyEndAt),
    };
  },

  topic: { name: TOPICS.dualBenchmarkPrice, payload: dualBenchmarkPrice },

  positionWire({ world, position, order, product, row }) {
    if (!order?.dual) return;
    if (row.renewal && product) row.renewal.dual = dualRenewalWire(world, product, position);
    row.dual = {
      direction: order.dual.direction as 0 | 1 | 2,
      coin_x: order.dual.base,
      coin_y: order.dual.quote,
      target_price_e8: e8(order.dual.target),
      settlement_time: sec(order.dual.settlementTime),
    };
  },
};
