import type { Product } from './catalogue/product';
import { subscriptionDates } from './dates';
import { familyOf } from './families';
import type { PreviewBase } from './families/family-rules';
import { bonusAt } from './interest';
import { ZERO, type Dec } from './money';
import { blendedApr, yearlyInterest } from './tiers';
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
  const base: PreviewBase = { fee: ZERO, interestStartAt: dates.interestStartAt, interestEndAt: dates.interestEndAt, payoutAt: dates.payoutAt, quoteExpireAt: null };

  const own = familyOf(product).preview?.(world, input, base);
  if (own) return own;
  const bonus = bonusAt(product, now);
  const apr = blendedApr(product.tiers, amount, bonus);
  if (term > 0) {
    const interest = amount.times(apr).times(term).div(YEAR_DAYS * DAY);
    return { ...base, apr, estimatedYield: interest, dailyYield: interest.div(term / DAY) };
  }
  const yearly = yearlyInterest(product.tiers, amount, bonus);
  return { ...base, apr, estimatedYield: yearly, dailyYield: yearly.div(YEAR_DAYS) };
}
