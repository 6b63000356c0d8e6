// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ExportStatus, OrderStatus, PositionStatus } from '@/api/earn/earn-enums';
import { createWorld } from '@/sim/domain/create-world';
import { dec } from '@/sim/domain/money';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { freshWorld, START, VERIFIED } from './sim-test-kit';

describe('seeded demo history', () => {
  const world = freshWorld({ history: true });
  const mine = world.state.orders.filter((o) => o.userId === VERIFIED);

  it('shows dual-asset settlements both ways for the verified user', () => {
    const settled = mine.filter((o) => o.dual && o.status === OrderStatus.Completed);
    expect(settled.map((o) => (o.dual?.settledCoin === o.coin ? 'kept' : 'converted')).sort()).toEqual([
      'converted',
      'kept',
      'kept',
      'kept',
    ]);
  });

  it.each([60, 1440])(
    'is written at speed %i too, whose quote windows are longer: no target the index has passed is picked',
    (speed) => {
      const fast = createWorld({ seed: 1, history: true, speed, realNow: () => 1_000_000 });
      expect(fast.state.orders.filter((o) => o.userId === VERIFIED && o.dual)).toHaveLength(4);
    },
  );

  it('has open, matured and pending things to look at', () => {
    expect(mine.some((o) => o.status === OrderStatus.Active)).toBe(true);
    expect(mine.some((o) => o.status === OrderStatus.Pending)).toBe(true);
    expect(world.state.positions.some((p) => p.userId === VERIFIED && p.status === PositionStatus.Closed)).toBe(true);
    expect(world.state.positions.some((p) => p.userId === VERIFIED && p.liquidity)).toBe(true);
    const exports = world.state.exports
      .filter((j) => j.userId === VERIFIED)
      .map((j) => j.status)
      .sort();
    expect(exports).toEqual([ExportStatus.Ready, ExportStatus.Ready, ExportStatus.Failed, ExportStatus.Expired].sort());
  });

  it('keeps every balance non-negative and frozen money equal to pending orders', () => {
    for (const user of Object.values(world.state.users)) {
      for (const wallet of Object.values(user.wallets)) {
        for (const balance of Object.values(wallet)) {
          expect(Number(balance.available)).toBeGreaterThanOrEqual(0);
          expect(Number(balance.frozen)).toBeGreaterThanOrEqual(0);
        }
      }
    }
    const frozen = Object.values(world.requireUser(VERIFIED).wallets['6'] ?? {}).reduce(
      (s, b) => s + Number(b.frozen),
      0,
    );
    const pending = mine
      .filter((o) => o.kind === 'subscribe' && o.status === OrderStatus.Pending)
      .reduce((s, o) => s + Number(o.amount), 0);
    expect(frozen).toBeCloseTo(pending, 8);
  });
});

// The browser demo starts its world at the visitor's now: the staking reward waiting to be claimed must
// be there at any hour, including the two after the daily payout's hour (22:30 to 00:30 UTC), and the
// launchpool stake, which earns from the next UTC day, must have earned by then (21:00 to 24:00 UTC too).
describe.each([...Array.from({ length: 24 }, (_, h) => h), 13.5, 22.5])(
  'seeded demo history starting %s h after the default start',
  (hours) => {
    const world = createWorld({ start: START + hours * HOUR + 7 * MINUTE, speed: 0 });
    const mine = (productId: string) =>
      world.state.positions.find((p) => p.userId === VERIFIED && p.productId === productId);
    it('leaves a staking reward to claim', () => {
      expect(dec(mine('8002')?.claimable ?? '0').greaterThan(0)).toBe(true);
    });
    it('has a launchpool stake that earned its reward coin', () => {
      expect(dec(mine('3001')?.totalYield ?? '0').greaterThan(0)).toBe(true);
    });
  },
);
