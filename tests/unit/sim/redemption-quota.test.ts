import { describe, expect, it } from 'vitest';
import { Action, actOnPosition } from '@/sim/domain/actions';
import { dec } from '@/sim/domain/money';
import { balanceOf } from '@/sim/domain/ledger';
import { DAY, MINUTE, startOfUtcDay } from '@/sim/domain/time';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { advance, clientId, freshWorld, pay, VERIFIED, heldBy } from './sim-test-kit';

describe('the daily quota of instant redemption (flexible USDT: 2,000 a day)', () => {
  it('pays what is left of the quota at once and the rest at the next 00:00 UTC; the quota starts again then', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '4001', '3000');
    advance(world, 2 * MINUTE);
    const held = () => heldBy(world, VERIFIED, '4001');
    const user = world.requireUser(VERIFIED);
    const funding = () => dec(balanceOf(user, 6, 5).available);
    const redeem = (amount: string) =>
      actOnPosition(world, user, {
        clientOrderId: clientId(),
        positionId: held().id,
        productType: 4,
        action: Action.Redeem,
        amount: dec(amount),
      }).order;
    const before = funding();
    expect(toPosition(world, held(), false).redemption.daily_quota_left_e8).toBe('200000000000');

    redeem('1500');
    expect(funding().minus(before).toFixed()).toBe('1500');
    expect(toPosition(world, held(), false).redemption.daily_quota_left_e8).toBe('50000000000');

    // 800 more: 500 now, 300 leave the position now and arrive at the next midnight.
    const order = redeem('800');
    expect(funding().minus(before).toFixed()).toBe('2000');
    const midnight = startOfUtcDay(world.now()) + DAY;
    const wire = toPosition(world, held(), false);
    expect(wire.redemption.daily_quota_left_e8).toBe('0');
    expect(wire.pending_redeems).toEqual([{ amount_e8: '30000000000', arrival_at: String(midnight / 1000) }]);
    expect(order.dueAt).toBe(midnight);

    advance(world, midnight - world.now() - 1000);
    expect(funding().minus(before).toFixed()).toBe('2000');
    advance(world, 2000);
    expect(funding().minus(before).toFixed()).toBe('2300');
    const after = toPosition(world, held(), false);
    expect(after.pending_redeem_e8).toBe('0');
    expect(after.redemption.daily_quota_left_e8).toBe('200000000000');
  });
});
