import { describe, expect, it } from 'vitest';
import { OrderStatus, PositionStatus } from '@/api/earn/earn-enums';
import { RenewalOutcome } from '@/api/earn/renewal-schema';
import { autoReinvestLockAt, setAutoReinvest } from '@/sim/domain/auto-reinvest';
import { coinEnum } from '@/sim/domain/coins';
import { dec } from '@/sim/domain/money';
import { moveApr } from '@/sim/domain/apr-moves';
import { nextCycleTerms } from '@/sim/domain/renewal';
import { DAY, MINUTE } from '@/sim/domain/time';
import type { World } from '@/sim/domain/world';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { parseSimParams } from '@/sim/faults/parse-sim-param';
import { advance, codeOf, freshWorld, funding, pay, VERIFIED } from './sim-test-kit';

const USDT = coinEnum('USDT');

/** A 1,000 USDT position in the 7-day 6 % fixed term (6001), active, with the renewal rule given. */
function held(world: World, extra: { autoReinvest?: boolean; renewalTolerance?: string } = {}) {
  const { order } = pay(world, VERIFIED, '6001', '1000', {
    ...(extra.autoReinvest === undefined ? {} : { autoReinvest: extra.autoReinvest }),
    ...(extra.renewalTolerance === undefined ? {} : { renewalTolerance: dec(extra.renewalTolerance) }),
  });
  advance(world, 10 * MINUTE);
  const position = world.state.positions.find((p) => p.orderId === order.id);
  if (!position || position.maturityAt === null) throw new Error('no term position');
  return { order, position, maturityAt: position.maturityAt };
}

function renewedFrom(world: World, orderId: string) {
  return world.state.orders.filter(
    (o) => o.productId === '6001' && o.userId === VERIFIED && o.id !== orderId && o.kind === 'subscribe',
  );
}

describe('renewal at maturity', () => {
  it('publishes the next terms from the start, follows the rate until the cut-off and fixes them there', () => {
    const world = freshWorld();
    const { position, maturityAt } = held(world, { autoReinvest: true });
    const product = world.requireProduct('6001');
    const wire = () => toPosition(world, position, false).renewal;
    expect(wire()).toMatchObject({
      next_apy_e8: '6000000',
      next_duration: String(7 * 86_400),
      terms_final: false,
      will_renew: true,
      outcome: RenewalOutcome.Pending,
      min_apy_e8: '6000000',
    });
    expect(wire()?.cutoff_at).toBe(String((maturityAt - 30 * MINUTE) / 1000));
    // The next cycle starts on the day after maturity (T+1) and runs its 7 days.
    expect(Number(wire()?.next_maturity_at)).toBe(maturityAt / 1000 + 8 * 86_400);
    moveApr(world, '6001', dec('-0.01'));
    expect(wire()).toMatchObject({ next_apy_e8: '5000000', terms_final: false, will_renew: false });
    // A minute after the cut-off the terms are fixed: a later review does not reach this cycle.
    advance(world, autoReinvestLockAt(maturityAt) - world.now() + MINUTE);
    moveApr(world, '6001', dec('0.02'));
    expect(nextCycleTerms(world, product, position)).toEqual({ apr: '0.05', durationMs: 7 * DAY, final: true });
    expect(wire()).toMatchObject({ next_apy_e8: '5000000', terms_final: true });
  });

  it('renews on equal terms and keeps the rule for the next cycle', () => {
    const world = freshWorld();
    const { order, position, maturityAt } = held(world, { autoReinvest: true, renewalTolerance: '0.005' });
    advance(world, maturityAt - world.now() + MINUTE);
    const next = renewedFrom(world, order.id);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ status: OrderStatus.Active, amount: '1000', apr: '0.06' });
    const renewed = world.state.positions.find((p) => p.orderId === next[0]?.id);
    expect(renewed).toMatchObject({
      autoReinvest: true,
      renewalTolerance: '0.005',
      apr: '0.06',
      status: PositionStatus.Active,
    });
    expect(position.renewalOutcome).toEqual({ result: RenewalOutcome.Renewed, apr: '0.06', positionId: renewed?.id });
    expect(toPosition(world, position, false).renewal).toMatchObject({
      outcome: RenewalOutcome.Renewed,
      renewed_position_id: renewed?.id,
    });
  });

  it('does not renew on worse terms without consent: principal and interest are paid out', () => {
    const world = freshWorld();
    const { order, position, maturityAt } = held(world, { autoReinvest: true });
    moveApr(world, '6001', dec('-0.01'));
    const before = dec(funding(world, VERIFIED, USDT));
    advance(world, maturityAt - world.now() + MINUTE);
    expect(renewedFrom(world, order.id)).toHaveLength(0);
    expect(position.status).toBe(PositionStatus.Closed);
    expect(position.renewalOutcome).toEqual({ result: RenewalOutcome.BelowFloor, apr: '0.05' });
    // 1,000 × 6 % × 7 / 365 = 1.15068493 (8 decimals, rounded down) on top of the principal.
    expect(
      dec(funding(world, VERIFIED, USDT))
        .minus(before)
        .toFixed(),
    ).toBe('1001.15068493');
  });

  it('renews on worse terms the holder accepted in advance, at the new rate', () => {
    const world = freshWorld();
    const { order, position, maturityAt } = held(world, { autoReinvest: true, renewalTolerance: '0.01' });
    moveApr(world, '6001', dec('-0.01'));
    expect(toPosition(world, position, false).renewal).toMatchObject({
      min_apy_e8: '5000000',
      next_apy_e8: '5000000',
      will_renew: true,
    });
    advance(world, maturityAt - world.now() + MINUTE);
    const next = renewedFrom(world, order.id);
    expect(next).toHaveLength(1);
    expect(next[0]?.apr).toBe('0.05');
    expect(position.renewalOutcome?.result).toBe(RenewalOutcome.Renewed);
  });

  it('pays out a position whose holder chose so, even on better terms', () => {
    const world = freshWorld();
    const { order, position, maturityAt } = held(world, { autoReinvest: false });
    moveApr(world, '6001', dec('0.01'));
    advance(world, maturityAt - world.now() + MINUTE);
    expect(renewedFrom(world, order.id)).toHaveLength(0);
    expect(position.renewalOutcome?.result).toBe(RenewalOutcome.PaidOut);
  });

  it('changes the tolerance until the cut-off, only to an offered step', () => {
    const world = freshWorld();
    const { position, maturityAt } = held(world, { autoReinvest: true });
    const user = world.requireUser(VERIFIED);
    expect(codeOf(() => setAutoReinvest(world, user, position.id, true, dec('0.003')))).toBe(10001);
    expect(setAutoReinvest(world, user, position.id, true, dec('0.02')).renewalTolerance).toBe('0.02');
    expect(
      codeOf(() => pay(world, VERIFIED, '6001', '100', { autoReinvest: true, renewalTolerance: dec('0.5') })),
    ).toBe(10001);
    advance(world, autoReinvestLockAt(maturityAt) - world.now());
    expect(codeOf(() => setAutoReinvest(world, user, position.id, true, dec('0')))).toBe(602);
    expect(position.renewalTolerance).toBe('0.02');
  });

  it('reads rate reviews from ?sim= as points and keeps them across a reload of the world', () => {
    expect(parseSimParams(['apr:6001:-1;apr:6003:+0.25;apr:x:1']).aprMoves).toEqual([
      { productId: '6001', delta: '-0.01' },
      { productId: '6003', delta: '0.0025' },
    ]);
    const world = freshWorld();
    moveApr(world, '6001', dec('-0.015'));
    expect(world.requireProduct('6001').tiers[0]?.apr).toBe('0.045');
    const reloaded = new (world.constructor as new (state: World['state']) => World)(
      JSON.parse(JSON.stringify(world.state)) as World['state'],
    );
    expect(reloaded.requireProduct('6001').tiers[0]?.apr).toBe('0.045');
  });
});
