import type { Product } from './catalogue/product';
import { isAggregated, isSettled } from './families';
import { receiptDelayMs } from './settlement-receipt';
import { settlementTimeFor } from './settlement-time';
import { DAY, MINUTE, nextUtcHour, startOfUtcDay } from './time';

/**
 * The dates a subscription made at `at` will have: value date (interest start), interest end and payout.
 * Open-ended products have no end (null). Term products with a T+1 rule start at the next UTC midnight.
 */
export interface SubscriptionDates {
  activeAt: number;
  interestStartAt: number;
  interestEndAt: number | null;
  payoutAt: number | null;
}

export function subscriptionDates(product: Product, at: number): SubscriptionDates {
  const activeAt = at + product.activationMinutes * MINUTE;
  if (isSettled(product)) {
    const { settlementTime } = settlementTimeFor(product.durationMs, at);
    return {
      activeAt,
      interestStartAt: activeAt,
      interestEndAt: settlementTime,
      payoutAt: settlementTime + receiptDelayMs(product),
    };
  }
  const interestStartAt =
    product.payout.startDelayDays > 0
      ? startOfUtcDay(activeAt) + product.payout.startDelayDays * DAY
      : nextUtcHour(activeAt);
  if (isAggregated(product) || product.durationMs === 0) {
    return {
      activeAt,
      interestStartAt,
      interestEndAt: null,
      payoutAt: nextDailyPayout(interestStartAt, product.payout.minuteUtc),
    };
  }
  const interestEndAt = interestStartAt + product.durationMs;
  return { activeAt, interestStartAt, interestEndAt, payoutAt: interestEndAt };
}

/** The first daily payout at or after `at` (payouts happen at `minuteUtc` past UTC midnight). */
function nextDailyPayout(at: number, minuteUtc: number): number {
  const candidate = startOfUtcDay(at) + minuteUtc * MINUTE;
  return candidate >= at ? candidate : candidate + DAY;
}
