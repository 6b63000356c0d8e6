import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderStep, WalletRecordType } from '@/api/earn/earn-enums';
import { orderSchema, type Order } from '@/api/earn/query-orders';
import { buildTimeline } from '@/products/order-timeline/build-timeline';
import { waitState } from '@/products/order-timeline/delay';
import { Action, actOnPosition } from '@/sim/domain/actions';
import { dec } from '@/sim/domain/money';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import type { OrderState } from '@/sim/domain/state';
import type { World } from '@/sim/domain/world';
import { parseSimParams } from '@/sim/faults/parse-sim-param';
import { Simulator } from '@/sim/runtime/simulator';
import { memoryStateStorage } from '@/sim/runtime/state-storage';
import { applyWorldDirectives } from '@/sim/runtime/world-directives';
import { toOrder } from '@/sim/handlers/wire/order-wire';
import { advance, clientId, freshWorld, funding, pay, START, VERIFIED, heldBy } from './sim-test-kit';

const USDT = 5;
const sec = (ms: number) => String(Math.floor(ms / 1000));

/** The order as query-orders answers it, checked against the API layer's schema. */
function wire(world: World, order: OrderState): Order {
  return orderSchema.parse(toOrder(world, order));
}

const steps = (order: Order) => order.timeline?.steps.map((s) => [s.step, s.at]);

describe('the order timeline on the wire', () => {
  it('a flexible subscription: submitted and processing, active expected after a minute, then active', () => {
    const world = freshWorld();
    const { order } = pay(world, VERIFIED, '4001', '1000');
    let row = wire(world, order);
    expect(steps(row)).toEqual([
      [OrderStep.Submitted, sec(START)],
      [OrderStep.Processing, sec(START)],
    ]);
    expect(row.timeline?.next).toEqual({ step: OrderStep.Active, expected_at: sec(START + MINUTE) });
    expect(row.timeline).toMatchObject({ filled_e8: '0', refunded_e8: '0' });
    advance(world, 2 * MINUTE);
    row = wire(world, order);
    expect(steps(row)).toEqual([
      [OrderStep.Submitted, sec(START)],
      [OrderStep.Processing, sec(START)],
      [OrderStep.Active, sec(START + MINUTE)],
    ]);
    expect(row.timeline?.next).toBeUndefined();
    expect(row.timeline?.filled_e8).toBe('100000000000');
  });

  it('a fixed term expects settlement at maturity and reports it settled then', () => {
    const world = freshWorld();
    const { order } = pay(world, VERIFIED, '6001', '3650');
    advance(world, HOUR);
    const maturity = order.yieldEndAt ?? 0;
    expect(wire(world, order).timeline?.next).toEqual({ step: OrderStep.Settled, expected_at: sec(maturity) });
    advance(world, 8 * DAY);
    const row = wire(world, order);
    expect(row.timeline?.steps.at(-1)).toEqual({ step: OrderStep.Settled, at: sec(maturity) });
    expect(row.timeline?.next).toBeUndefined();
  });

  it('an unstake is redeeming, returned when it arrives 48 hours on', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '8002', '100');
    advance(world, 13 * HOUR);
    const position = heldBy(world, VERIFIED, '8002');
    const placedAt = world.now();
    const { order } = actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position.id,
      productType: position.productType,
      action: Action.Unstake,
      amount: dec('10'),
    });
    expect(steps(wire(world, order))).toEqual([
      [OrderStep.Submitted, sec(placedAt)],
      [OrderStep.Redeeming, sec(placedAt)],
    ]);
    expect(wire(world, order).timeline?.next).toEqual({
      step: OrderStep.Returned,
      expected_at: sec(placedAt + 48 * HOUR),
    });
    advance(world, 49 * HOUR);
    expect(wire(world, order).timeline?.steps.at(-1)).toEqual({
      step: OrderStep.Returned,
      at: sec(placedAt + 48 * HOUR),
    });
  });

  it('a failed order is refunded in full and says so', () => {
    const world = freshWorld();
    world.injected.failOrders.add('*');
    const { order } = pay(world, VERIFIED, '4001', '1000');
    advance(world, 2 * MINUTE);
    const row = wire(world, order);
    expect(row.order_status).toBe(OrderStatus.Failed);
    expect(row.timeline?.steps.at(-1)).toEqual({ step: OrderStep.Failed, at: sec(START + MINUTE) });
    expect(row.timeline).toMatchObject({ filled_e8: '0', refunded_e8: '100000000000' });
  });
});

describe('hold:order — an order held past its time', () => {
  it('keeps the time it was given, stays processing, reads delayed past twice the wait, then completes', () => {
    const world = freshWorld();
    const params = parseSimParams(['hold:order:6']);
    expect(params.holdOrderHours).toBe(6);
    world.injected.holdOrders.set('*', 6 * HOUR);
    const { order } = pay(world, VERIFIED, '4001', '1000');
    // The hold applies to one order only.
    const other = pay(world, VERIFIED, '4001', '10').order;
    advance(world, 3 * MINUTE);
    expect(other.status).toBe(OrderStatus.Completed);
    let row = wire(world, order);
    expect(row.order_status).toBe(OrderStatus.Pending);
    expect(row.timeline?.next).toEqual({ step: OrderStep.Active, expected_at: sec(START + MINUTE) });
    const wait = waitState(buildTimeline(row), world.now());
    expect(wait).toMatchObject({ kind: 'delayed', lateMs: 2 * MINUTE });
    advance(world, 6 * HOUR);
    row = wire(world, order);
    expect(row.order_status).toBe(OrderStatus.Completed);
    expect(row.timeline?.steps.at(-1)).toEqual({ step: OrderStep.Active, at: sec(START + MINUTE + 6 * HOUR) });
  });

  it('reads hold:order with and without hours, and refuses the rest', () => {
    expect(parseSimParams(['hold:order']).holdOrderHours).toBe(24);
    expect(parseSimParams(['hold:order:0.5']).holdOrderHours).toBe(0.5);
    expect(parseSimParams(['hold:order:0;hold:export']).errors).toEqual(['hold:order:0', 'hold:export']);
  });
});

describe('partial:order — a subscription filled in part', () => {
  it('fills the share asked, refunds the rest to the wallet at once and counts on the filled part', () => {
    const world = freshWorld();
    expect(parseSimParams(['partial:order:60']).partialFill).toBe('0.6');
    expect(parseSimParams(['partial:order:100;partial:order:0']).errors).toHaveLength(2);
    world.injected.partialFills.set('*', '0.6');
    const before = dec(funding(world, VERIFIED, USDT));
    const { order } = pay(world, VERIFIED, '6001', '1000');
    advance(world, 2 * MINUTE);
    const row = wire(world, order);
    expect(row.amount_e8).toBe('100000000000');
    expect(row.timeline).toMatchObject({ filled_e8: '60000000000', refunded_e8: '40000000000' });
    expect(before.minus(funding(world, VERIFIED, USDT)).toFixed()).toBe('600');
    const position = world.state.positions.find((p) => p.orderId === order.id);
    expect(position?.principal).toBe('600');
    const refund = world.state.records.find((r) => r.orderId === order.id && r.type === WalletRecordType.Refund);
    expect(refund?.amount).toBe('400');
  });
});

describe('the directives on the running world', () => {
  it('hold:order and partial:order set one injection each, and clear drops them unused', () => {
    const sim = new Simulator({
      seed: 1,
      speed: 0,
      start: () => START,
      storage: memoryStateStorage(),
      downloadMode: 'http',
    });
    applyWorldDirectives(sim, parseSimParams(['hold:order:2;partial:order:25']));
    expect(sim.world.injected.holdOrders.get('*')).toBe(2 * HOUR);
    expect(sim.world.injected.partialFills.get('*')).toBe('0.25');
    applyWorldDirectives(sim, parseSimParams(['clear']));
    expect(sim.world.injected.holdOrders.size).toBe(0);
    expect(sim.world.injected.partialFills.size).toBe(0);
  });
});
