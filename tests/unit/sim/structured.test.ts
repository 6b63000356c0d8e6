import { describe, expect, it } from 'vitest';
import { DisplayStatus, OrderStatus } from '@/api/earn/earn-enums';
import { dec } from '@/sim/domain/money';
import { sharkFinApr } from '@/sim/domain/payoffs';
import { settlementPrice } from '@/sim/domain/settle';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { displayStatusFor } from '@/sim/domain/eligibility';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { advance, BLOCKED, codeOf, freshWorld, funding, INSIDER, pay, UNVERIFIED, VERIFIED, VIP } from './sim-test-kit';

describe('structured products (shark fin) on the simulated exchange', () => {
  it('publishes kind, range ratios and the APR range "4%-11.4%" with the product', () => {
    const world = freshWorld();
    const detail = toProductDetail(world, world.requireProduct('7001'), VERIFIED);
    expect(detail.structured).toMatchObject({
      kind: 1,
      lower_ratio_e8: '100000000',
      upper_ratio_e8: '108000000',
      floor_apy_e8: '4000000',
      max_apy_e8: '11400000',
    });
    expect(detail.apy_min_e8).toBe('4000000');
    expect(detail.apy_max_e8).toBe('11400000');
    expect(toProductDetail(world, world.requireProduct('7004'), VERIFIED).coin).not.toBe(detail.coin);
  });

  it('rises inside the range towards the far bound and pays the floor outside it', () => {
    const floor = dec('0.04');
    const max = dec('0.114');
    expect(sharkFinApr('shark-fin-up', floor, max, dec(100), dec(108), dec(104)).toFixed()).toBe('0.077');
    expect(sharkFinApr('shark-fin-up', floor, max, dec(100), dec(108), dec(108)).toFixed()).toBe('0.114');
    expect(sharkFinApr('shark-fin-up', floor, max, dec(100), dec(108), dec('108.01')).toFixed()).toBe('0.04');
    expect(sharkFinApr('shark-fin-down', floor, max, dec(93), dec(100), dec(93)).toFixed()).toBe('0.114');
    expect(sharkFinApr('shark-fin-down', floor, max, dec(93), dec(100), dec('92.99')).toFixed()).toBe('0.04');
  });

  it('fixes the range from spot at order time and settles on the 30-minute average, principal protected', () => {
    const world = freshWorld();
    const product = world.requireProduct('7001');
    const before = dec(funding(world, VERIFIED, product.coin));
    const { order } = pay(world, VERIFIED, '7001', '1000');
    const info = order.offer;
    if (!info) throw new Error('no range');
    expect(dec(info.lower).equals(dec(info.entry))).toBe(true);
    expect(dec(info.upper).equals(dec(info.entry).times('1.08').toSignificantDigits(5))).toBe(true);
    advance(world, 10 * MINUTE);
    const position = world.state.positions.find((p) => p.orderId === order.id);
    if (!position) throw new Error('no position');
    const wire = toPosition(world, position, false);
    expect(dec(wire.offer?.estimated_value_e8 ?? 0).greaterThanOrEqualTo(dec(1000).times(1e8))).toBe(true);
    advance(world, info.settlementTime - world.now() + HOUR);
    expect(order.status).toBe(OrderStatus.Completed);
    const price = settlementPrice(world, info.base, info.quote, info.settlementTime);
    const apr = sharkFinApr('shark-fin-up', dec('0.04'), dec('0.114'), dec(info.lower), dec(info.upper), price);
    const expected = dec(1000)
      .times(apr.times(product.durationMs).plus(365 * 24 * HOUR))
      .div(365 * 24 * HOUR)
      .toDecimalPlaces(8, 1);
    expect(info.payout).toBe(expected.toFixed());
    expect(dec(info.payout ?? 0).greaterThan(1000)).toBe(true);
    expect(
      dec(funding(world, VERIFIED, product.coin))
        .minus(before)
        .plus(1000)
        .toFixed(),
    ).toBe(expected.toFixed());
  });

  it('applies eligibility: KYC, VIP-only, gray release; blocked tags may subscribe (principal protected)', () => {
    const world = freshWorld();
    expect(codeOf(() => pay(world, UNVERIFIED, '7001', '100'))).not.toBe(0);
    expect(codeOf(() => pay(world, BLOCKED, '7001', '100'))).toBe(0);
    expect(codeOf(() => pay(world, VERIFIED, '7005', '1000'))).not.toBe(0);
    expect(codeOf(() => pay(world, VIP, '7005', '1000'))).toBe(0);
    // Stage 1: on for user ids ending 1 or 3 only.
    const pilot = world.requireProduct('7006');
    expect(displayStatusFor(world, pilot, VERIFIED)).toBe(DisplayStatus.Available);
    expect(displayStatusFor(world, pilot, INSIDER)).toBe(DisplayStatus.Forbidden);
    expect(displayStatusFor(world, pilot, null)).toBe(DisplayStatus.Forbidden);
    expect(codeOf(() => pay(world, INSIDER, '7006', '100'))).not.toBe(0);
    // Sold out.
    expect(codeOf(() => pay(world, VERIFIED, '7003', '100'))).toBe(302);
  });
});
