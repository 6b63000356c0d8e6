import type { Product } from './catalogue/product';
import { subscriptionDates } from './dates';
import { dualScenarios } from './dual-asset';
import { bonusAt, launchpoolTotal } from './interest';
import { liquidationPrice, SWAP_FEE } from './liquidity';
import { poolState, poolValue, poolYield, reservesOf } from './liquidity-pools';
import { dec, ZERO, type Dec } from './money';
import { dualQuoteById, offerById } from './quotes';
import { settlementTimeFor } from './settlement-time';
import { blendedApr, yearlyInterest } from './tiers';
import { DAY, YEAR_DAYS } from './time';
import type { World } from './world';

/**
 * The estimate on the confirm step of a subscription: the APR the order would lock, the interest over the
 * term (a year for open-ended products), the dates, and the family's extras (dual-asset outcomes, the
 * leverage figures of a pool add). Places nothing; an expired quote answers 340 like pay-order would.
 */
export interface SubscriptionPreview {
  apr: Dec;
  estimatedYield: Dec;
  dailyYield: Dec;
  fee: Dec;
  interestStartAt: number;
  interestEndAt: number | null;
  payoutAt: number | null;
  quoteExpireAt: number | null;
  scenarios?: Array<{ scenario: 1 | 2; coin: number; amount: Dec }>;
  liquidity?: { loan: Dec; margin: Dec; liquidationPrice: Dec; poolShare: Dec };
}

export interface PreviewInput {
  product: Product;
  amount: Dec;
  quoteId?: string;
  leverage?: Dec;
}

export function previewSubscription(world: World, input: PreviewInput): SubscriptionPreview {
  const { product, amount } = input;
  const now = world.now();
  const dates = subscriptionDates(product, now);
  const term = dates.interestEndAt !== null ? dates.interestEndAt - dates.interestStartAt : 0;
  const base = { fee: ZERO, interestStartAt: dates.interestStartAt, interestEndAt: dates.interestEndAt, payoutAt: dates.payoutAt, quoteExpireAt: null as number | null };

  if (product.dual && input.quoteId) {
    const quote = dualQuoteById(world, product, input.quoteId);
    // The rate runs over the product's term, not the time to the settlement slot: the figure shown is the one paid.
    const duration = product.durationMs;
    const { reached, missed } = dualScenarios({ direction: product.dual.direction, amount, target: quote.target, apr: quote.apr, durationMs: duration });
    const interest = amount.times(quote.apr).times(duration).div(YEAR_DAYS * DAY);
    const coinOf = (side: 'base' | 'quote') => (side === 'base' ? product.dual?.base ?? 0 : product.dual?.quote ?? 0);
    const { settlementTime } = settlementTimeFor(product.durationMs, now);
    return {
      ...base,
      interestEndAt: settlementTime,
      payoutAt: settlementTime,
      apr: quote.apr,
      estimatedYield: interest,
      dailyYield: interest.div(Math.max(duration / DAY, 1 / 24)),
      quoteExpireAt: quote.expireAt,
      scenarios: [
        { scenario: 1, coin: coinOf(reached.side), amount: reached.amount },
        { scenario: 2, coin: coinOf(missed.side), amount: missed.amount },
      ],
    };
  }
  if ((product.doubleWin || product.discountBuy || product.futureBoost) && input.quoteId) {
    const offer = offerById(world, product, input.quoteId);
    const interest = amount.times(offer.apr).times(term || product.durationMs).div(YEAR_DAYS * DAY);
    return { ...base, apr: offer.apr, estimatedYield: interest, dailyYield: interest.div(Math.max(product.durationMs / DAY, 1)), quoteExpireAt: offer.expireAt };
  }
  if (product.liquidity) {
    const pool = poolState(world, product.liquidity);
    const leverage = input.leverage ?? dec(1);
    const value = amount.times(leverage);
    const loan = value.minus(amount);
    const price = world.prices.cross(product.liquidity.base, product.liquidity.quote, now);
    const r = reservesOf(pool);
    const after = { x: r.x.plus(value.div(2).div(price)), y: r.y.plus(value.div(2)) };
    const share = value.div(poolValue(pool).plus(value));
    const apr = poolYield(pool, product.liquidity).total;
    const yearly = value.times(apr).minus(loan.times(product.liquidity.loanApr));
    return {
      ...base,
      apr: amount.isZero() ? ZERO : yearly.div(amount),
      estimatedYield: yearly,
      dailyYield: yearly.div(YEAR_DAYS),
      fee: value.div(2).times(SWAP_FEE),
      liquidity: { loan, margin: amount, liquidationPrice: liquidationPrice(after, share, loan), poolShare: share },
    };
  }
  if (product.launchpool) {
    const total = launchpoolTotal(world, product).plus(amount);
    const daily = total.isZero() ? ZERO : amount.div(total).times(product.launchpool.dailyReward);
    const remainingDays = product.subscribeEndAt === null ? 1 : Math.max(0, (product.subscribeEndAt - Math.max(now, product.subscribeStartAt)) / DAY);
    const rewardPrice = world.prices.price(product.launchpool.rewardCoin, now);
    const stakePrice = world.prices.price(product.coin, now);
    const apr = amount.isZero() ? ZERO : daily.times(rewardPrice).times(YEAR_DAYS).div(amount.times(stakePrice));
    return { ...base, apr, estimatedYield: daily.times(remainingDays), dailyYield: daily };
  }
  const bonus = bonusAt(product, now);
  const apr = blendedApr(product.tiers, amount, bonus);
  if (term > 0) {
    const interest = amount.times(apr).times(term).div(YEAR_DAYS * DAY);
    return { ...base, apr, estimatedYield: interest, dailyYield: interest.div(term / DAY) };
  }
  const yearly = yearlyInterest(product.tiers, amount, bonus);
  return { ...base, apr, estimatedYield: yearly, dailyYield: yearly.div(YEAR_DAYS) };
}
