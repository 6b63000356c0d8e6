import { OrderStatus, OrderStep, ProcessingState, StakingAction, LiquidityAction } from '@/api/earn/earn-enums';
import type { Order } from '@/api/earn/query-orders';
import { unixSecondsToMs } from '@/lib/unix-time';

/** A step the exchange reported as done, at its time. */
export interface DoneStep {
  step: OrderStep;
  atMs: number;
}

/** What an order went through and what comes next, only as far as the exchange said so. */
export interface OrderTimeline {
  /** The steps done, oldest first. */
  done: DoneStep[];
  /** The step the exchange expects next, with its expected time; null when it named none. */
  next: { step: OrderStep; expectedMs: number | null } | null;
  /** The order reached an end (completed or failed): nothing more will happen to it. */
  finished: boolean;
  /** `_e8` amounts filled and refunded; null when the exchange does not report them. */
  filledE8: string | null;
  refundedE8: string | null;
}

const KNOWN_STEPS: ReadonlySet<number> = new Set(Object.values(OrderStep));

function isStep(value: number): value is OrderStep {
  return KNOWN_STEPS.has(value);
}

/**
 * The order's timeline. With the exchange's own steps (the `timeline` extension) it is those steps, in time
 * order, and the next one it named; a step this client does not know is left out. Without them it is what the
 * observed fields say: submitted at `created_at`, the current state since `updated_at`, and a next step only
 * where the order carries its time (a staking estimate, a settlement or maturity). Nothing is inferred beyond.
 */
export function buildTimeline(order: Order): OrderTimeline {
  const finished = order.order_status === OrderStatus.Completed || order.order_status === OrderStatus.Failed;
  const reported = order.timeline;
  if (reported) {
    const done = reported.steps
      .flatMap(({ step, at }) => {
        const atMs = unixSecondsToMs(at);
        return isStep(step) && atMs !== null ? [{ step, atMs }] : [];
      })
      .sort((a, b) => a.atMs - b.atMs);
    const wire = reported.next;
    const next =
      wire && isStep(wire.step) && !finished && !done.some((d) => d.step === wire.step)
        ? { step: wire.step, expectedMs: unixSecondsToMs(wire.expected_at) }
        : null;
    return { done, next, finished, filledE8: reported.filled_e8, refundedE8: reported.refunded_e8 };
  }
  return { ...fromObservedFields(order), finished, filledE8: null, refundedE8: null };
}

/** An order that takes money out (an unstake, a redemption, a claim, a pool removal) rather than putting it in. */
function isExit(order: Order): boolean {
  const action = order.staking?.action;
  if (action === StakingAction.Unstake || action === StakingAction.Redeem || action === StakingAction.Claim)
    return true;
  return order.liquidity?.action === LiquidityAction.Remove;
}

/** When a running order is due to settle: the dual or offer settlement, else the maturity; null when open-ended. */
function settlementMs(order: Order): number | null {
  return unixSecondsToMs(order.dual?.settlement_time ?? order.offer?.settlement_time ?? order.yield_end_at);
}

function fromObservedFields(order: Order): Pick<OrderTimeline, 'done' | 'next'> {
  const submitted = unixSecondsToMs(order.created_at);
  const since = unixSecondsToMs(order.updated_at);
  const done: DoneStep[] = submitted === null ? [] : [{ step: OrderStep.Submitted, atMs: submitted }];
  const current = (step: OrderStep) => {
    if (since !== null) done.push({ step, atMs: since });
  };
  switch (order.order_status) {
    case OrderStatus.Pending: {
      if (order.processing_state !== ProcessingState.InProgress) return { done, next: null };
      const exit = isExit(order);
      current(exit ? OrderStep.Redeeming : OrderStep.Processing);
      const expected = unixSecondsToMs(order.staking?.estimated_complete_at);
      return {
        done,
        next: expected === null ? null : { step: exit ? OrderStep.Returned : OrderStep.Active, expectedMs: expected },
      };
    }
    case OrderStatus.Active: {
      current(OrderStep.Active);
      const due = settlementMs(order);
      return { done, next: due === null ? null : { step: OrderStep.Settled, expectedMs: due } };
    }
    case OrderStatus.Completed:
      current(isExit(order) ? OrderStep.Returned : OrderStep.Settled);
      return { done, next: null };
    case OrderStatus.Failed:
      current(OrderStep.Failed);
      return { done, next: null };
    default:
      return { done, next: null };
  }
}
