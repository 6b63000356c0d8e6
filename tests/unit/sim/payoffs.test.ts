import { describe, expect, it } from 'vitest';
import { OrderStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { dec } from '@/sim/domain/money';
import { discountBuyPayout, doubleWinPayout, futureBoostPayout, sharkFinApr } from '@/sim/domain/payoffs';
import { offerFor } from '@/sim/domain/quotes';
import { DAY, HOUR } from '@/sim/domain/time';
import { advance, freshWorld, pay, VERIFIED } from './sim-test-kit';

describe('payoffs of the quoted families', () => {
  it('double-win pays outside the range either way, nothing inside', () => {
    const a = dec(100);
    expect(doubleWinPayout(a, dec(100), dec(95), dec(105), dec(10), dec(90)).toFixed()).toBe('150');
    expect(doubleWinPayout(a, dec(100), dec(95), dec(105), dec(10), dec(108)).toFixed()).toBe('130');
    expect(doubleWinPayout(a, dec(100), dec(95), dec(105), dec(10), dec(100)).toFixed()).toBe('0');
  });

  it('discount buy: bought at the purchase price below knock-out, else principal plus APR', () => {
    expect(discountBuyPayout(dec(950), dec(95), dec(105), dec('0.365'), DAY, dec(100))).toEqual({
      side: 'base',
      amount: dec(10),
    });
    expect(discountBuyPayout(dec(950), dec(95), dec(105), dec('0.365'), DAY, dec(106))).toEqual({
      side: 'quote',
      amount: dec('950.95'),
    });
  });

  it('smart leverage follows the breakeven, floored at zero', () => {
    expect(futureBoostPayout(dec(10), dec(100), dec('100.2'), dec(100), 1, dec('101.2')).toFixed()).toBe('20');
    expect(futureBoostPayout(dec(10), dec(100), dec('100.2'), dec(100), 1, dec(90)).toFixed()).toBe('0');
    expect(futureBoostPayout(dec(10), dec(100), dec('99.8'), dec(50), 2, dec('98.8')).toFixed()).toBe('15');
  });

  it('shark fin climbs inside the range and keeps the floor outside', () => {
    const up = (s: number) =>
      sharkFinApr('shark-fin-up', dec('0.01'), dec('0.12'), dec(100), dec(108), dec(s)).toFixed();
    expect(up(99)).toBe('0.01');
    expect(up(104)).toBe('0.065');
    expect(up(108)).toBe('0.12');
    expect(up(109)).toBe('0.01');
    expect(sharkFinApr('shark-fin-down', dec('0.015'), dec('0.1'), dec(90), dec(100), dec(90)).toFixed()).toBe('0.1');
  });

  it('settles a double-win order at the simulated price', () => {
    const world = freshWorld();
    const product = world.requireProduct('10001');
    const offer = offerFor(world, product);
    const { order } = pay(world, VERIFIED, '10001', '200', { quoteId: offer?.quoteId });
    const info = order.offer;
    if (!info) throw new Error('no offer');
    advance(world, info.settlementTime - world.now() + HOUR);
    expect(order.status).toBe(OrderStatus.Completed);
    const price = dec(info.settlementPrice ?? 0);
    const expected = doubleWinPayout(
      dec(200),
      dec(info.entry),
      dec(info.lower),
      dec(info.upper),
      dec(info.leverage),
      price,
    );
    expect(info.payout).toBe(expected.toDecimalPlaces(8, 1).toFixed());
    const paid = world.state.records.filter((r) => r.orderId === order.id && r.type === WalletRecordType.Settlement);
    expect(paid.length).toBe(expected.isZero() ? 0 : 1);
  });
});
