import type { Product } from './catalogue/product';
import { dec, type Dec } from './money';
import type { WorldState } from './state';
import { DAY, startOfUtcDay } from './time';

/**
 * The daily quota of instant redemption (flexible savings at the leading exchanges): each user may take out up
 * to `dailyQuota` of a product at once per UTC day; the rest of a redemption waits for the next 00:00 UTC, when
 * the day's batch pays it. Only the part paid at once counts against the quota.
 */

/** What is left of the user's quota of `product` at `at`; null when the product has none. */
export function quotaLeft(state: WorldState, userId: string, product: Product, at: number): Dec | null {
  const quota = product.redemption.dailyQuota;
  if (quota === undefined) return null;
  const dayStart = startOfUtcDay(at);
  const used = state.orders
    .filter(
      (o) =>
        o.userId === userId &&
        o.productId === product.id &&
        o.kind === 'redeem' &&
        o.createdAt >= dayStart &&
        o.createdAt <= at,
    )
    .reduce((sum, o) => sum.plus(o.fastAmount ?? o.amount), dec(0));
  const left = dec(quota).minus(used);
  return left.greaterThan(0) ? left : dec(0);
}

/** When the part of a redemption beyond the quota arrives: the next 00:00 UTC after `at`. */
export function queuedArrival(at: number): number {
  return startOfUtcDay(at) + DAY;
}
