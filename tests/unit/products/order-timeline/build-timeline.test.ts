import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderStep, ProcessingState, StakingAction } from '@/api/earn/earn-enums';
import type { Order } from '@/api/earn/query-orders';
import { ZERO_TIME_SECONDS } from '@/lib/unix-time';
import { buildTimeline } from '@/products/order-timeline/build-timeline';

/** 2025-06-02 09:00 UTC and minutes after it, as wire seconds. */
const T0 = 1_748_854_800;
const at = (minutes: number) => String(T0 + minutes * 60);
const ms = (minutes: number) => (T0 + minutes * 60) * 1000;

/** A flexible-savings subscription of 1,000 USDT as query-orders answers it, without the timeline extension. */
function order(overrides: Partial<Order> = {}): Order {
  return {
    order_id: '9001',
    product_id: '4001',
    product_type: 4,
    product_name: 'USDT Flexible',
    coin: 5,
    return_coin: 5,
    amount_e8: '100000000000',
    order_status: OrderStatus.Pending,
    processing_state: ProcessingState.InProgress,
    created_at: at(0),
    updated_at: at(0),
    apy_e8: '500000000',
    duration: '0',
    yield_start_at: at(1),
    yield_end_at: ZERO_TIME_SECONDS,
    cumulate_pnl_e8: '0',
    ...overrides,
  };
}

describe('the timeline the exchange reported', () => {
  it('is the reported steps in time order and the next one with its expected time', () => {
    const timeline = buildTimeline(
      order({
        timeline: {
          steps: [
            { step: OrderStep.Processing, at: at(1) },
            { step: OrderStep.Submitted, at: at(0) },
          ],
          next: { step: OrderStep.Active, expected_at: at(2) },
          filled_e8: '0',
          refunded_e8: '0',
        },
      }),
    );
    expect(timeline.done).toEqual([
      { step: OrderStep.Submitted, atMs: ms(0) },
      { step: OrderStep.Processing, atMs: ms(1) },
    ]);
    expect(timeline.next).toEqual({ step: OrderStep.Active, expectedMs: ms(2) });
    expect(timeline.finished).toBe(false);
  });

  it('never invents a step: only what was reported, an unknown step left out, no next once finished', () => {
    const timeline = buildTimeline(
      order({
        order_status: OrderStatus.Completed,
        processing_state: ProcessingState.Success,
        timeline: {
          // A step number this client does not know, and one at the zero time.
          steps: [
            { step: OrderStep.Submitted, at: at(0) },
            { step: 42, at: at(1) },
            { step: OrderStep.Active, at: ZERO_TIME_SECONDS },
            { step: OrderStep.Active, at: at(1) },
          ],
          next: { step: OrderStep.Settled, expected_at: at(60) },
          filled_e8: '100000000000',
          refunded_e8: '0',
        },
      }),
    );
    expect(timeline.done).toEqual([
      { step: OrderStep.Submitted, atMs: ms(0) },
      { step: OrderStep.Active, atMs: ms(1) },
    ]);
    // Settled is neither done nor expected once the order is completed: nothing is added after the reported steps.
    expect(timeline.next).toBeNull();
    expect(timeline.finished).toBe(true);
  });

  it('keeps a next step with no expected time as such, and drops a next step already done', () => {
    const noTime = buildTimeline(
      order({
        timeline: {
          steps: [{ step: OrderStep.Submitted, at: at(0) }],
          next: { step: OrderStep.Active, expected_at: ZERO_TIME_SECONDS },
          filled_e8: '0',
          refunded_e8: '0',
        },
      }),
    );
    expect(noTime.next).toEqual({ step: OrderStep.Active, expectedMs: null });
    const repeated = buildTimeline(
      order({
        timeline: {
          steps: [{ step: OrderStep.Submitted, at: at(0) }],
          next: { step: OrderStep.Submitted, expected_at: at(5) },
          filled_e8: '0',
          refunded_e8: '0',
        },
      }),
    );
    expect(repeated.next).toBeNull();
  });

  it('carries a refund of a failed order and the filled part of a partial fill', () => {
    const failed = buildTimeline(
      order({
        order_status: OrderStatus.Failed,
        processing_state: ProcessingState.Failed,
        timeline: {
          steps: [
            { step: OrderStep.Submitted, at: at(0) },
            { step: OrderStep.Processing, at: at(0) },
            { step: OrderStep.Failed, at: at(1) },
          ],
          filled_e8: '0',
          refunded_e8: '100000000000',
        },
      }),
    );
    expect(failed.done.at(-1)).toEqual({ step: OrderStep.Failed, atMs: ms(1) });
    expect(failed).toMatchObject({ filledE8: '0', refundedE8: '100000000000', finished: true });
    const partial = buildTimeline(
      order({
        order_status: OrderStatus.Completed,
        processing_state: ProcessingState.Success,
        timeline: {
          steps: [
            { step: OrderStep.Submitted, at: at(0) },
            { step: OrderStep.Active, at: at(1) },
          ],
          filled_e8: '60000000000',
          refunded_e8: '40000000000',
        },
      }),
    );
    expect(partial).toMatchObject({ filledE8: '60000000000', refundedE8: '40000000000' });
  });
});

describe('an order without the extension: only its observed fields', () => {
  it('a pending subscription is submitted and processing since its update, with no next step when no time is given', () => {
    const timeline = buildTimeline(order());
    expect(timeline.done.map((d) => d.step)).toEqual([OrderStep.Submitted, OrderStep.Processing]);
    expect(timeline.next).toBeNull();
    expect(timeline).toMatchObject({ filledE8: null, refundedE8: null });
  });

  it('a pending unstake is redeeming, returning by its estimated completion', () => {
    const timeline = buildTimeline(
      order({ product_type: 8, staking: { action: StakingAction.Unstake, estimated_complete_at: at(48 * 60) } }),
    );
    expect(timeline.done.map((d) => d.step)).toEqual([OrderStep.Submitted, OrderStep.Redeeming]);
    expect(timeline.next).toEqual({ step: OrderStep.Returned, expectedMs: ms(48 * 60) });
  });

  it('an active term settles at its maturity; an active open-ended order has no next step', () => {
    const term = buildTimeline(
      order({
        order_status: OrderStatus.Active,
        processing_state: ProcessingState.Success,
        updated_at: at(1),
        yield_end_at: at(30 * 24 * 60),
      }),
    );
    expect(term.done).toEqual([
      { step: OrderStep.Submitted, atMs: ms(0) },
      { step: OrderStep.Active, atMs: ms(1) },
    ]);
    expect(term.next).toEqual({ step: OrderStep.Settled, expectedMs: ms(30 * 24 * 60) });
    const open = buildTimeline(
      order({ order_status: OrderStatus.Active, processing_state: ProcessingState.Success, updated_at: at(1) }),
    );
    expect(open.next).toBeNull();
  });

  it('a failed order shows its failure but no refund the exchange did not state', () => {
    const timeline = buildTimeline(
      order({ order_status: OrderStatus.Failed, processing_state: ProcessingState.Failed, updated_at: at(1) }),
    );
    expect(timeline.done.map((d) => d.step)).toEqual([OrderStep.Submitted, OrderStep.Failed]);
    expect(timeline.refundedE8).toBeNull();
  });
});
