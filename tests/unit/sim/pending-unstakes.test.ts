import { describe, expect, it } from 'vitest';
import { Action, actOnPosition } from '@/sim/domain/actions';
import { dec } from '@/sim/domain/money';
import { HOUR } from '@/sim/domain/time';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { advance, clientId, freshWorld, pay, VERIFIED, heldBy } from './sim-test-kit';

describe('pending unstakes on the wire', () => {
  it('lists each unstake with its own arrival, earliest first, until it arrives', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '8002', '100');
    // SOL stakes activate after 12 hours and unbond for 48.
    advance(world, 13 * HOUR);
    const held = () => heldBy(world, VERIFIED, '8002');
    const unstake = (amount: string) =>
      actOnPosition(world, world.requireUser(VERIFIED), {
        clientOrderId: clientId(),
        positionId: held().id,
        productType: held().productType,
        action: Action.Unstake,
        amount: dec(amount),
      });
    unstake('10');
    advance(world, 3 * HOUR);
    unstake('20');
    const wire = toPosition(world, held(), false);
    expect(wire.pending_redeem_e8).toBe('3000000000');
    expect(wire.pending_redeems?.map((p) => p.amount_e8)).toEqual(['1000000000', '2000000000']);
    const [first, second] = wire.pending_redeems ?? [];
    expect(Number(second?.arrival_at) - Number(first?.arrival_at)).toBe(3 * 3600);
    // The aggregate keeps only the last arrival: the list is what shows the earlier one.
    expect(wire.pending_redeem_arrival_at).toBe(second?.arrival_at);
    advance(world, Number(first?.arrival_at) * 1000 - world.now() + 1000);
    expect(toPosition(world, held(), false).pending_redeems?.map((p) => p.amount_e8)).toEqual(['2000000000']);
  });
});
