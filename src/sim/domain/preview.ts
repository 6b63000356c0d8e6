import type { Product } from './catalogue/product';
import { subscriptionDates } from './dates';
import { heldIn } from './eligibility';
import { familyOf, isAggregated } from './families';
import type { PreviewBase } from './families/family-rules';
import { bonusAt } from './interest';
import { ZERO, type Dec } from './money';
import { rewardFeeRate } from './reward-fee';
import { additionInterest, marginalApr } from './tiers';
import { DAY, YEAR_DAYS } from './time';
import type { World } from './world';

/**
 * The estimate on the confirm step of a subscription: the APR the order would lock, the interest over the
 * term (a year for open-ended products), the dates, and the family's extras (dual-asset outcomes, the
 * leverage figures of a pool add: the family's `preview` in `families/`). Places nothing; an expired quote
 * answers 340 like pay-order would.
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
  /** A reward fee (on-chain staking): its rate and what it keeps of `estimatedYield`, which is before it. */
  rewardFee?: { rate: Dec; amount: Dec };
  liquidity?: { loan: Dec; margin: Dec; liquidationPrice: Dec; poolShare: Dec };
}

export interface PreviewInput {
  product: Product;
  amount: Dec;
  /** Who asks: what they already hold in an open-ended product fills its lower tiers first. */
  userId?: string;
  quoteId?: string;
  leverage?: Dec;
}

export function previewSubscription(world: World, input: PreviewInput): SubscriptionPreview {
  const { product, amount } = input;
  const now = world.now();
  const dates = subscriptionDates(product, now);
  const term = dates.interestEndAt !== null ? dates.interestEndAt - dates.interestStartAt : 0;
  const base: PreviewBase = {
    fee: ZERO,
    interestStartAt: dates.interestStartAt,
    interestEndAt: dates.interestEndAt,
    payoutAt: dates.payoutAt,
    quoteExpireAt: null,
  };

  const own = familyOf(product).preview?.(world, input, base);
  if (own) return own;
  const bonus = bonusAt(product, now);
  const held = tierBase(world, product, input.userId);
  const apr = marginalApr(product.tiers, held, amount, bonus);
  if (term > 0) {
    const interest = amount
      .times(apr)
      .times(term)
      .div(YEAR_DAYS * DAY);
    return { ...base, apr, estimatedYield: interest, dailyYield: interest.div(term / DAY) };
  }
  const yearly = additionInterest(product.tiers, held, amount, bonus);
  const rate = rewardFeeRate(product);
  return {
    ...base,
    apr,
    estimatedYield: yearly,
    dailyYield: yearly.div(YEAR_DAYS),
    ...(rate.isZero() ? {} : { rewardFee: { rate, amount: yearly.times(rate) } }),
  };
}

/**
 * What a new subscription's tiers start from: an open-ended product keeps one position per user that earns
 * on its whole principal, so what the user already holds (and has on its way in) fills the lower tiers and
 * the addition earns the rates above it. A term order is a position of its own: its tiers start at zero.
 */
export function tierBase(world: World, product: Product, userId: string | undefined): Dec {
  return userId !== undefined && isAggregated(product) ? heldIn(world, userId, product.id) : ZERO;
}
