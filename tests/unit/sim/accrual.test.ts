import { describe, expect, it } from 'vitest';
import { OrderStatus, PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { dec } from '@/sim/domain/money';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import { advance, freshWorld, funding, pay, START, VERIFIED } from './sim-test-kit';

const USDT = 5;

describe('interest over time', () => {
  it('activates a flexible subscription after processing and accrues hourly from the next full hour', () => {
    const world = freshWorld();
    // Product 4005: SOL flexible at a flat 4.5 %; the world starts at 09:00 UTC.
    const { order } = pay(world, VERIFIED, '4005', '100');
    expect(order.status).toBe(OrderStatus.Pending);
    expect(funding(world, VERIFIED, 18)).toBe('40');
    advance(world, MINUTE);
    expect(order.status).toBe(OrderStatus.Completed);
    const position = world.state.positions.find((p) => p.orderId === order.id);
    expect(position?.status).toBe(PositionStatus.Active);
    expect(position?.principal).toBe('100');
    // 09:01 -> 10:00: nothing yet (interest starts at 10:00).
    advance(world, HOUR - MINUTE);
    expect(dec(position?.accrued ?? 0).toFixed()).toBe('0');
    // Five full hours: 100 x 4.5 % x 5 / 8760.
    advance(world, 5 * HOUR);
    expect(
      dec(position?.accrued ?? 0)
        .toDecimalPlaces(12)
        .toFixed(),
    ).toBe(dec(100).times('0.045').times(5).div(8760).toDecimalPlaces(12).toFixed());
  });

  it('pays the day once at 00:30 UTC, rounded down to the coin precision, and keeps the dust', () => {
    const world = freshWorld();
    const before = dec(funding(world, VERIFIED, USDT));
    pay(world, VERIFIED, '4001', '1000');
    const position = () => world.state.positions.find((p) => p.productId === '4001' && p.userId === VERIFIED);
    // Until 00:30 UTC next day: no payout yet.
    advance(world, 15 * HOUR + 29 * MINUTE);
    expect(
      world.state.records.filter((r) => r.type === WalletRecordType.Interest && r.userId === VERIFIED),
    ).toHaveLength(0);
    advance(world, MINUTE);
    const interest = world.state.records.filter((r) => r.type === WalletRecordType.Interest && r.userId === VERIFIED);
    expect(interest).toHaveLength(1);
    // 10:00 to 00:00: 14 hours at the blended APR (500 x 10 % + 500 x 1.5 % + bonus 1 % on 1000 = 67.5 / year).
    const expected = dec('67.5').times(14).div(8760);
    expect(interest[0]?.amount).toBe(expected.toDecimalPlaces(8, 1).toFixed());
    expect(dec(position()?.accrued ?? 0).lessThan(dec('0.00000001'))).toBe(true);
    expect(dec(funding(world, VERIFIED, USDT)).toFixed()).toBe(
      before
        .minus(1000)
        .plus(interest[0]?.amount ?? 0)
        .toFixed(),
    );
  });

  it('pays a fixed term from T+1 to maturity, principal and interest together', () => {
    const world = freshWorld();
    // Product 6001: USDT 7 days at 6 %.
    const { order } = pay(world, VERIFIED, '6001', '3650');
    const position = world.state.positions.find((p) => p.orderId === order.id);
    expect(position?.interestStartAt).toBe(START - 9 * HOUR + DAY);
    expect(position?.maturityAt).toBe(START - 9 * HOUR + 8 * DAY);
    advance(world, 7 * DAY);
    expect(position?.status).toBe(PositionStatus.Active);
    const before = dec(funding(world, VERIFIED, USDT));
    advance(world, DAY);
    expect(position?.status).toBe(PositionStatus.Closed);
    expect(order.status).toBe(OrderStatus.Completed);
    // 3650 x 6 % x 7 / 365 = 4.2
    expect(order.pnl).toBe('4.2');
    expect(
      dec(funding(world, VERIFIED, USDT))
        .minus(before)
        .toFixed(),
    ).toBe('3654.2');
  });

  it('rolls a matured term over when auto-reinvest is on', () => {
    const world = freshWorld();
    const { order } = pay(world, VERIFIED, '6001', '1000', { autoReinvest: true });
    advance(world, 9 * DAY);
    expect(order.status).toBe(OrderStatus.Completed);
    const next = world.state.orders.filter((o) => o.productId === '6001' && o.userId === VERIFIED && o.id !== order.id);
    expect(next).toHaveLength(1);
    expect(next[0]?.status).toBe(OrderStatus.Active);
    expect(next[0]?.amount).toBe('1000');
  });

  it('is deterministic: the same seed and steps give the same ledger', () => {
    const run = () => {
      const world = freshWorld();
      pay(world, VERIFIED, '4001', '2500');
      pay(world, VERIFIED, '6003', '1234.5');
      advance(world, 10 * DAY + 7 * HOUR);
      return JSON.stringify(world.state.records);
    };
    expect(run()).toBe(run());
  });
});
