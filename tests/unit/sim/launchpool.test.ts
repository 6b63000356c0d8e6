import { describe, expect, it } from 'vitest';
import { WalletRecordType } from '@/api/earn/earn-enums';
import { dec } from '@/sim/domain/money';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import { advance, freshWorld, INSIDER, pay, VERIFIED } from './sim-test-kit';

describe('launchpool rewards by share of the pool', () => {
  it('shares each hour of rewards by stake over the pool total, and pays daily in the reward coin', () => {
    const world = freshWorld();
    // 3001: stake USDT, 50,000 KST a day, the crowd has 8,000,000 USDT in.
    pay(world, VERIFIED, '3001', '2000');
    pay(world, INSIDER, '3001', '4000');
    advance(world, MINUTE);
    const stakes = world.state.positions.filter((p) => p.productId === '3001');
    expect(stakes.map((p) => p.principal).sort()).toEqual(['2000', '4000']);
    // Both earn from 10:00; let 14 hours pass (to 00:00), then the 00:30 payout.
    advance(world, 15 * HOUR + 29 * MINUTE);
    const total = dec(8_000_000 + 6000);
    const perHour = dec(50_000).div(24);
    const rewards = (userId: string) => world.state.records.filter((r) => r.userId === userId && r.type === WalletRecordType.Interest && r.productId === '3001');
    const mine = rewards(VERIFIED);
    const theirs = rewards(INSIDER);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.coin).toBe(24);
    expect(mine[0]?.amount).toBe(dec(2000).div(total).times(perHour).times(14).toDecimalPlaces(8, 1).toFixed());
    // Twice the stake, twice the reward (to the unit).
    expect(dec(theirs[0]?.amount ?? 0).minus(dec(mine[0]?.amount ?? 0).times(2)).abs().lessThanOrEqualTo('0.00000001')).toBe(true);
  });

  it('returns stakes and the last rewards when the pool ends', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '3001', '1000');
    const product = world.requireProduct('3001');
    advance(world, (product.subscribeEndAt ?? 0) - world.now() + DAY);
    const position = world.state.positions.find((p) => p.productId === '3001');
    expect(position?.status).toBe(5);
    const back = world.state.records.filter((r) => r.productId === '3001' && r.type === WalletRecordType.Redeem);
    expect(back.map((r) => r.amount)).toEqual(['1000']);
  });
});
