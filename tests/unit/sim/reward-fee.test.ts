import { describe, expect, it } from 'vitest';
import { previewSubscription } from '@/sim/domain/preview';
import { dec } from '@/sim/domain/money';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { positionRealised } from '@/products/yield/position-realised';
import { advance, freshWorld, pay, VERIFIED, heldBy } from './sim-test-kit';

/** A staking reward fee: stated with the product and the preview, kept at each payout exactly, and named in the wallet. */
describe('on-chain staking reward fee', () => {
  it('DOT keeps 10 % of each reward: the preview states it, each payout keeps exactly that, the wallet names it', () => {
    const world = freshWorld();
    const product = world.requireProduct('8003');
    const preview = previewSubscription(world, { product, amount: dec(500), userId: VERIFIED });
    // 500 DOT at 12 % a year is 60 DOT before the fee; the fee keeps 6 of them.
    expect(preview.estimatedYield.toFixed()).toBe('60');
    expect(preview.rewardFee?.rate.toFixed()).toBe('0.1');
    expect(preview.rewardFee?.amount.toFixed()).toBe('6');

    pay(world, VERIFIED, '8003', '500');
    advance(world, MINUTE);
    const position = () => heldBy(world, VERIFIED, '8003');
    // Staking takes an hour, rewards start the next UTC day and are paid at 00:30: run five payouts.
    advance(world, 6 * DAY + HOUR);
    const kept = dec(position().rewardFeeKept ?? '0');
    const paid = dec(position().totalYield);
    expect(kept.greaterThan(0)).toBe(true);
    // Each payout keeps its 10 % rounded down to the coin, so over all of them the fee is at most 10 % of the gross.
    const gross = paid.plus(kept);
    expect(kept.lessThanOrEqualTo(gross.times('0.1'))).toBe(true);
    expect(gross.times('0.1').minus(kept).lessThan(dec('0.0001').times(6))).toBe(true);
    // What the holder can claim is the rest, never the gross.
    expect(dec(position().claimable).toFixed()).toBe(paid.toFixed());

    const row = toPosition(world, position(), false);
    expect(
      dec(row.reward_fee_kept_e8 ?? '0')
        .div(1e8)
        .toFixed(),
    ).toBe(kept.toFixed());
    const realised = positionRealised(row, world.now())!;
    const fee = realised.reasons.find((r) => r.kind === 'fee');
    expect(fee?.amount.toFixed()).toBe(kept.toFixed());
  });

  it('a product without a fee states none and keeps none', () => {
    const world = freshWorld();
    const product = world.requireProduct('8002');
    expect(previewSubscription(world, { product, amount: dec(100), userId: VERIFIED }).rewardFee).toBeUndefined();
    pay(world, VERIFIED, '8002', '100');
    advance(world, 3 * DAY);
    const position = heldBy(world, VERIFIED, '8002');
    expect(position.rewardFeeKept).toBeUndefined();
    expect(toPosition(world, position, false).reward_fee_kept_e8).toBeUndefined();
  });
});
