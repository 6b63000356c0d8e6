import { OrderStatus, OrderStep } from '@/api/earn/earn-enums';
import type { Order } from '@/api/earn/query-orders';
import type { Product } from '../../domain/catalogue/product';
import { isAggregated } from '../../domain/families';
import { dec } from '../../domain/money';
import { receiptDelayMs } from '../../domain/settlement-receipt';
import type { OrderState } from '../../domain/state';
import { e8, sec } from './format';

type Timeline = NonNullable<Order['timeline']>;

/**
 * The order's steps as this exchange ran them (the `timeline` extension of docs/api.md). The engine runs each
 * step at its scheduled time (`dueAt`: activation, an unstake's or a removal's arrival; maturity and settlement
 * for held terms), so the times are the ones the world recorded; an order held past its time (`hold:order`)
 * keeps the estimate it was given in `expectedAt`.
 */
export function orderTimeline(order: OrderState, product: Product | undefined): Timeline {
  const steps: Timeline['steps'] = [{ step: OrderStep.Submitted, at: sec(order.createdAt) }];
  const step = (value: OrderStep, at: number) => steps.push({ step: value, at: sec(at) });
  let next: Timeline['next'];
  const expected = order.expectedAt ?? order.dueAt;

  if (order.kind === 'subscribe') {
    // A roll-over starts active at maturity of the term before: it never waited in processing.
    if (order.dueAt > order.createdAt || order.status === OrderStatus.Pending)
      step(OrderStep.Processing, order.createdAt);
    if (order.status === OrderStatus.Pending) next = { step: OrderStep.Active, expected_at: sec(expected) };
    else if (order.status === OrderStatus.Failed) step(OrderStep.Failed, order.updatedAt);
    else {
      step(OrderStep.Active, order.dueAt);
      const settlesAt = settlementAt(order, product);
      if (order.status === OrderStatus.Active && settlesAt !== null)
        next = { step: OrderStep.Settled, expected_at: sec(settlesAt) };
      // Open-ended subscriptions are done once the money is in the position; a term ends settled at its
      // maturity or returned before it (early redemption or close).
      if (order.status === OrderStatus.Completed && !(product && isAggregated(product))) {
        step(
          settlesAt !== null && order.updatedAt >= settlesAt ? OrderStep.Settled : OrderStep.Returned,
          order.updatedAt,
        );
      }
    }
  } else if (order.status === OrderStatus.Pending) {
    step(OrderStep.Redeeming, order.createdAt);
    next = { step: OrderStep.Returned, expected_at: sec(expected) };
  } else if (order.status === OrderStatus.Failed) {
    step(OrderStep.Failed, order.updatedAt);
  } else {
    if (order.dueAt > order.createdAt) step(OrderStep.Redeeming, order.createdAt);
    step(OrderStep.Returned, order.updatedAt);
  }

  const requested = dec(order.requested ?? order.amount);
  const filled =
    order.status === OrderStatus.Failed || order.status === OrderStatus.Pending ? dec(0) : dec(order.amount);
  const refunded = order.status === OrderStatus.Failed ? requested : requested.minus(order.amount);
  const timeline: Timeline = { steps, filled_e8: e8(filled), refunded_e8: e8(refunded) };
  if (next) timeline.next = next;
  return timeline;
}

/** When a running term is due to settle (a discount buy pays its receipt later); null for open-ended orders. */
function settlementAt(order: OrderState, product: Product | undefined): number | null {
  const at = order.dual?.settlementTime ?? order.offer?.settlementTime ?? order.yieldEndAt;
  if (at === null || (product && isAggregated(product))) return null;
  return at + (order.offer && product ? receiptDelayMs(product) : 0);
}
