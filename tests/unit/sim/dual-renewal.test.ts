import { describe, expect, it } from 'vitest';
import { DualDirection, OrderStatus, PositionStatus } from '@/api/earn/earn-enums';
import { DualRenewalMode, RenewalOutcome } from '@/api/earn/renewal-schema';
import { autoReinvestLockAt, setAutoReinvest } from '@/sim/domain/auto-reinvest';
import { dualApr } from '@/sim/domain/families/dual-pricing';
import { dec } from '@/sim/domain/money';
import { dualQuotes, tick } from '@/sim/domain/quotes';
import { settlementTimeFor } from '@/sim/domain/settlement-time';
import { DAY, MINUTE } from '@/sim/domain/time';
import type { World } from '@/sim/domain/world';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { advance, codeOf, freshWorld, pay, VERIFIED } from './sim-test-kit';

const BTC = 1;
const USDT = 5;

/** 1,000 USDT in the 1-day BTC/USDT buy low (2001) at its 2 % target, active, renewing as asked. */
function held(world: World, renewal: { mode: number; distance?: string; tolerance?: string }) {
  const product = world.requireProduct('2001');
  const quote = dualQuotes(world, product)[2];
  if (!quote) throw new Error('no quote');
  const { order } = pay(world, VERIFIED, '2001', '1000', {
    quoteId: quote.quoteId,
    dual: { direction: DualDirection.BuyLow, target: quote.target },
    dualRenewal: { mode: renewal.mode, ...(renewal.distance === undefined ? {} : { distance: dec(renewal.distance) }) },
    ...(renewal.tolerance === undefined ? {} : { renewalTolerance: dec(renewal.tolerance) }),
  });
  advance(world, 10 * MINUTE);
  const position = world.state.positions.find((p) => p.orderId === order.id);
  const info = order.dual;
  if (!position || !info) throw new Error('no dual position');
  return { order, position, info };
}

/**
 * Two minutes before settlement (past the cut-off, so the next terms are fixed), puts the target `factor` x spot
 * and the next cycle's APR where the case needs them, so the outcome does not hang on the seeded price walk.
 */
function beforeSettlement(
  world: World,
  setup: ReturnType<typeof held>,
  factor: string,
  next: { apr: string; current: string },
) {
  const { order, position, info } = setup;
  advance(world, info.settlementTime - 2 * MINUTE - world.now());
  const target = tick(world.prices.cross(BTC, USDT, world.now()).times(factor)).toFixed();
  info.target = target;
  order.apr = next.current;
  position.apr = next.current;
  expect(position.renewalTerms).toBeDefined();
  position.renewalTerms = {
    apr: next.apr,
    durationMs: DAY,
    ...(position.dualRenewal?.mode === DualRenewalMode.Basic ? { target } : {}),
  };
  return target;
}

function settle(world: World, setup: ReturnType<typeof held>) {
  advance(world, setup.info.settlementTime - world.now() + MINUTE);
  expect(setup.order.status).toBe(OrderStatus.Completed);
  const renewed = world.state.orders.filter(
    (o) => o.productId === '2001' && o.id !== setup.order.id && o.createdAt === setup.info.settlementTime,
  );
  return { outcome: setup.position.renewalOutcome, renewed };
}

describe('dual asset renewal at settlement', () => {
  it('basic renews at the same target when it is open and the APR is at or above the floor', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.Basic });
    const target = beforeSettlement(world, setup, '0.8', { current: '0.05', apr: '0.05' });
    const { outcome, renewed } = settle(world, setup);
    expect(outcome).toMatchObject({ result: RenewalOutcome.Renewed, target, apr: '0.05' });
    expect(renewed).toHaveLength(1);
    const next = renewed[0];
    const paid = setup.info.settledAmount;
    expect(next).toMatchObject({
      status: OrderStatus.Active,
      amount: paid,
      apr: '0.05',
      autoReinvest: true,
      dualRenewal: { mode: DualRenewalMode.Basic },
    });
    expect(next?.dual).toMatchObject({
      target,
      settlementTime: settlementTimeFor(DAY, setup.info.settlementTime).settlementTime,
      settlementPrice: null,
    });
    const position = world.state.positions.find((p) => p.id === outcome?.positionId);
    expect(position).toMatchObject({
      status: PositionStatus.Active,
      principal: paid,
      maturityAt: setup.info.settlementTime + DAY,
      dualRenewal: { mode: DualRenewalMode.Basic },
    });
    // The new cycle reads like any dual position; the old one says where it went.
    if (!position) throw new Error('no renewed position');
    expect(toPosition(world, position, false).dual?.target_price_e8).toBe(String(dec(target).times(1e8)));
    expect(toPosition(world, setup.position, false).renewal).toMatchObject({
      outcome: RenewalOutcome.Renewed,
      renewed_position_id: position.id,
    });
  });

  it('basic does not renew once the price has reached the target, though the order was not converted', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.Basic });
    beforeSettlement(world, setup, '0.97', { current: '0.05', apr: '0.05' });
    // A 10 % fall in the last minute: the 30-minute average stays above the target, the price at settlement below.
    advance(world, MINUTE);
    world.shock(BTC, '0.9');
    const { outcome, renewed } = settle(world, setup);
    expect(setup.info.settledCoin).toBe(USDT);
    expect(outcome?.result).toBe(RenewalOutcome.TargetReached);
    expect(renewed).toHaveLength(0);
  });

  it('does not renew below the floor without a tolerance, and does within one chosen in advance', () => {
    for (const [tolerance, result] of [
      ['0', RenewalOutcome.BelowFloor],
      ['0.005', RenewalOutcome.Renewed],
    ] as const) {
      const world = freshWorld();
      const setup = held(world, { mode: DualRenewalMode.Basic, tolerance });
      beforeSettlement(world, setup, '0.8', { current: '0.05', apr: '0.045' });
      const { outcome, renewed } = settle(world, setup);
      expect(outcome?.result).toBe(result);
      expect(renewed).toHaveLength(result === RenewalOutcome.Renewed ? 1 : 0);
    }
  });

  it('pays out an order that came back converted', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.Basic, tolerance: '0.02' });
    beforeSettlement(world, setup, '10', { current: '0.05', apr: '0.05' });
    const { outcome, renewed } = settle(world, setup);
    expect(setup.info.settledCoin).toBe(BTC);
    expect(outcome?.result).toBe(RenewalOutcome.Converted);
    expect(renewed).toHaveLength(0);
  });

  it('pays out, as chosen, an order placed without renewal', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.None });
    expect(setup.position.autoReinvest).toBe(false);
    advance(world, setup.info.settlementTime - world.now() + MINUTE);
    expect(setup.position.renewalOutcome?.result).toBe(RenewalOutcome.PaidOut);
  });

  it('advanced subscribes a new target the chosen distance from the settlement price, at the APR of that distance', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.Advanced, distance: '0.03' });
    const apr = dualApr(BTC, 0.03, DAY).toFixed();
    expect(toPosition(world, setup.position, false).renewal).toMatchObject({
      next_apy_e8: String(dec(apr).times(1e8)),
      dual: { mode: 2, distance_e8: '3000000' },
    });
    expect(toPosition(world, setup.position, false).renewal?.dual?.next_target_price_e8).toBeUndefined();
    beforeSettlement(world, setup, '0.5', { current: apr, apr });
    const { outcome, renewed } = settle(world, setup);
    const expected = tick(dec(setup.info.settlementPrice ?? '0').times('0.97')).toFixed();
    expect(outcome).toMatchObject({ result: RenewalOutcome.Renewed, target: expected, apr });
    expect(renewed[0]?.dual?.target).toBe(expected);
    expect(toPosition(world, setup.position, false).renewal?.dual?.next_target_price_e8).toBe(
      String(dec(expected).times(1e8)),
    );
  });

  it('publishes the next target and APR before the cut-off and fixes them there', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.Basic });
    const wire = () => toPosition(world, setup.position, false).renewal;
    const cutoff = autoReinvestLockAt(setup.info.settlementTime);
    expect(wire()).toMatchObject({
      cutoff_at: String(cutoff / 1000),
      terms_final: false,
      next_duration: String(DAY / 1000),
      dual: { mode: 1, next_target_price_e8: String(dec(setup.info.target).times(1e8)) },
    });
    expect(Number(wire()?.next_maturity_at) * 1000).toBe(setup.info.settlementTime + DAY);
    advance(world, cutoff - world.now() + MINUTE);
    expect(wire()?.terms_final).toBe(true);
    expect(setup.position.renewalTerms?.target).toBe(setup.info.target);
    // The choice is locked from the cut-off.
    expect(codeOf(() => setAutoReinvest(world, world.requireUser(VERIFIED), setup.position.id, false))).toBe(602);
  });

  it('switches between basic and advanced until the cut-off, and refuses a distance not offered', () => {
    const world = freshWorld();
    const setup = held(world, { mode: DualRenewalMode.Basic });
    const user = world.requireUser(VERIFIED);
    setAutoReinvest(world, user, setup.position.id, true, undefined, {
      mode: DualRenewalMode.Advanced,
      distance: dec('0.05'),
    });
    expect(setup.position.dualRenewal).toEqual({ mode: 2, distance: '0.05' });
    expect(
      codeOf(() =>
        setAutoReinvest(world, user, setup.position.id, true, undefined, {
          mode: DualRenewalMode.Advanced,
          distance: dec('0.04'),
        }),
      ),
    ).toBe(10001);
    // Off and on again keeps the mode chosen.
    setAutoReinvest(world, user, setup.position.id, false);
    setAutoReinvest(world, user, setup.position.id, true);
    expect(setup.position.dualRenewal).toEqual({ mode: 2, distance: '0.05' });
    // An order asking for advanced renewal without a distance is refused.
    const quote = dualQuotes(world, world.requireProduct('2001'))[4];
    if (!quote) throw new Error('no quote');
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2001', '100', {
          quoteId: quote.quoteId,
          dual: { direction: DualDirection.BuyLow, target: quote.target },
          dualRenewal: { mode: DualRenewalMode.Advanced },
        }),
      ),
    ).toBe(10001);
  });
});
