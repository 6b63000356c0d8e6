import { describe, expect, it } from 'vitest';
import { ProductType, VoucherStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { actOnPosition, Action } from '@/sim/domain/actions';
import { autoReinvestLockAt, setAutoReinvest } from '@/sim/domain/auto-reinvest';
import { coinEnum } from '@/sim/domain/coins';
import { dec, floorTo } from '@/sim/domain/money';
import { DAY, MINUTE, YEAR_DAYS } from '@/sim/domain/time';
import { voucherEffect, vouchersOf, voucherStatus } from '@/sim/domain/vouchers';
import { replyDeadline, submitEnquiry } from '@/sim/domain/wealth-enquiries';
import type { World } from '@/sim/domain/world';
import { advance, clientId, codeOf, freshWorld, funding, pay, UNVERIFIED, VERIFIED, VIP } from './sim-test-kit';

const USDT = coinEnum('USDT');
const YEAR = YEAR_DAYS * DAY;

function positionOf(world: World, orderId: string) {
  const position = world.state.positions.find((p) => p.orderId === orderId);
  if (!position) throw new Error('no position');
  return position;
}

const earlyRedeem = (world: World, userId: string, positionId: string) =>
  actOnPosition(world, world.requireUser(userId), {
    clientOrderId: clientId(),
    positionId,
    productType: ProductType.FundPoolPremium,
    action: Action.EarlyRedeem,
  });

describe('fund-pool premium on the simulated exchange', () => {
  it('redeems early in full at the reduced APR for the time held and states what is forfeited', () => {
    const world = freshWorld();
    const { order } = pay(world, VIP, '14001', '10000');
    advance(world, 10 * DAY + 7 * MINUTE);
    const position = positionOf(world, order.id);
    const held = world.now() - position.interestStartAt;
    const before = dec(funding(world, VIP, USDT));
    const { order: redeem } = earlyRedeem(world, VIP, position.id);
    const interest = floorTo(dec(10000).times('0.02').times(held).div(YEAR), 8);
    const full = floorTo(dec(10000).times('0.12').times(held).div(YEAR), 8);
    expect(redeem.apr).toBe('0.02');
    expect(redeem.pnl).toBe(interest.toFixed());
    expect(redeem.forfeited).toBe(full.minus(interest).toFixed());
    expect(
      dec(funding(world, VIP, USDT))
        .minus(before)
        .toFixed(),
    ).toBe(interest.plus(10000).toFixed());
    expect(position.status).toBe(5);
  });

  it('refuses early redemption in the last 30 minutes before maturity', () => {
    const world = freshWorld();
    const { order } = pay(world, VIP, '14001', '2000');
    advance(world, 10 * MINUTE);
    const position = positionOf(world, order.id);
    advance(world, (position.maturityAt ?? 0) - world.now() - 29 * MINUTE);
    expect(codeOf(() => earlyRedeem(world, VIP, position.id))).toBe(602);
  });

  it('is for VIP clients only: a verified non-VIP account is refused with 334', () => {
    const world = freshWorld();
    expect(codeOf(() => pay(world, VERIFIED, '14001', '1000'))).toBe(334);
    expect(codeOf(() => pay(world, VIP, '14001', '1000'))).toBe(0);
  });

  it('private wealth asks for VIP and identity verification level 2', () => {
    const world = freshWorld();
    expect(codeOf(() => pay(world, VERIFIED, '16001', '100000'))).toBe(334);
    expect(codeOf(() => pay(world, UNVERIFIED, '16001', '100000'))).toBe(334);
    expect(codeOf(() => pay(world, VIP, '16001', '100000'))).toBe(0);
  });
});

describe('auto-invest at maturity', () => {
  it('switches until 30 minutes before maturity and is refused from then on', () => {
    const world = freshWorld();
    const { order } = pay(world, VIP, '14001', '1000', { autoReinvest: false });
    advance(world, 10 * MINUTE);
    const position = positionOf(world, order.id);
    const user = world.requireUser(VIP);
    expect(setAutoReinvest(world, user, position.id, true).autoReinvest).toBe(true);
    const lockAt = autoReinvestLockAt(position.maturityAt ?? 0);
    expect(lockAt).toBe((position.maturityAt ?? 0) - 30 * MINUTE);
    advance(world, lockAt - world.now() - MINUTE);
    expect(codeOf(() => setAutoReinvest(world, user, position.id, false))).toBe(0);
    expect(codeOf(() => setAutoReinvest(world, user, position.id, true))).toBe(0);
    advance(world, MINUTE);
    expect(codeOf(() => setAutoReinvest(world, user, position.id, false))).toBe(602);
    expect(position.autoReinvest).toBe(true);
  });

  it('rolls the principal into a new term at maturity when on', () => {
    const world = freshWorld();
    const { order } = pay(world, VIP, '14001', '1000', { autoReinvest: true });
    advance(world, 10 * MINUTE);
    const position = positionOf(world, order.id);
    advance(world, (position.maturityAt ?? 0) - world.now() + MINUTE);
    const next = world.state.orders.filter((o) => o.userId === VIP && o.productId === '14001' && o.id !== order.id);
    expect(next).toHaveLength(1);
    expect(next[0]?.amount).toBe('1000');
  });

  it('belongs to the position owner only', () => {
    const world = freshWorld();
    const { order } = pay(world, VIP, '14001', '1000');
    advance(world, 10 * MINUTE);
    expect(
      codeOf(() => setAutoReinvest(world, world.requireUser(VERIFIED), positionOf(world, order.id).id, true)),
    ).toBe(601);
  });
});

describe('vouchers', () => {
  const statusOf = (world: World, id: string) => {
    const voucher = vouchersOf(world, VIP).find((v) => v.id === id);
    if (!voucher) throw new Error(`no voucher ${id}`);
    return voucherStatus(voucher, world.now());
  };

  it('has one voucher in each state of spec §4 and moves unused → using → used', () => {
    const world = freshWorld();
    expect(statusOf(world, 'V0301')).toBe(VoucherStatus.Unused);
    expect(statusOf(world, 'V0303')).toBe(VoucherStatus.Expired);
    expect(statusOf(world, 'V0304')).toBe(VoucherStatus.Used);
    const { order } = pay(world, VIP, '14001', '5000', { voucherId: 'V0301' });
    expect(statusOf(world, 'V0301')).toBe(VoucherStatus.Using);
    expect(order.voucherId).toBe('V0301');
    const position = positionOf(world, order.id);
    advance(world, 10 * MINUTE);
    advance(world, (position.maturityAt ?? 0) - world.now() + MINUTE);
    expect(statusOf(world, 'V0301')).toBe(VoucherStatus.Used);
    // +2 % on 5000 USDT over the 30-day term, paid as a bonus record with the principal.
    const boost = floorTo(
      dec(5000)
        .times('0.02')
        .times(30 * DAY)
        .div(YEAR),
      8,
    );
    const bonus = world.state.records.find(
      (r) => r.userId === VIP && r.orderId === order.id && r.type === WalletRecordType.Bonus,
    );
    expect(bonus?.amount).toBe(boost.toFixed());
    expect(vouchersOf(world, VIP).find((v) => v.id === 'V0301')?.paid).toBe(boost.toFixed());
  });

  it('an unused voucher reads as expired once its date has passed', () => {
    const world = freshWorld();
    expect(statusOf(world, 'V0302')).toBe(VoucherStatus.Unused);
    advance(world, 14 * DAY);
    expect(statusOf(world, 'V0302')).toBe(VoucherStatus.Expired);
    expect(codeOf(() => pay(world, VIP, '14001', '1000', { voucherId: 'V0302' }))).toBe(10001);
  });

  it('refuses expired, used, another user’s, too small and unrelated subscriptions, and places nothing', () => {
    const world = freshWorld();
    const orders = world.state.orders.length;
    expect(codeOf(() => pay(world, VIP, '14001', '1000', { voucherId: 'V0303' }))).toBe(10001);
    expect(codeOf(() => pay(world, VIP, '14001', '1000', { voucherId: 'V0304' }))).toBe(10001);
    expect(codeOf(() => pay(world, VIP, '14001', '1000', { voucherId: 'V0101' }))).toBe(10001);
    expect(codeOf(() => pay(world, VIP, '14001', '1000', { voucherId: 'V0302' }))).toBe(0);
    expect(codeOf(() => pay(world, VIP, '14002', '1000', { voucherId: 'V0301' }))).toBe(10001);
    expect(codeOf(() => pay(world, VIP, '6001', '50', { voucherId: 'V0301' }))).toBe(10001);
    expect(world.state.orders.length).toBe(orders + 1);
    expect(statusOf(world, 'V0301')).toBe(VoucherStatus.Unused);
  });

  it('pays a bonus voucher at maturity and nothing when the position is redeemed early', () => {
    const world = freshWorld();
    const { order } = pay(world, VIP, '14001', '1000', { voucherId: 'V0302' });
    advance(world, 2 * DAY);
    earlyRedeem(world, VIP, positionOf(world, order.id).id);
    expect(statusOf(world, 'V0302')).toBe(VoucherStatus.Used);
    expect(vouchersOf(world, VIP).find((v) => v.id === 'V0302')?.paid).toBe('0');
  });

  it('boosts a capped part pro rata: generated amounts', () => {
    const voucher = { kind: 'apr-boost' as const, value: '0.02', maxAmount: '10000', minAmount: '100' };
    for (const amount of ['99.99', '100', '2500.5', '10000', '10000.01', '250000']) {
      const a = dec(amount);
      const effect = voucherEffect(voucher, a, 30 * DAY, 8);
      if (a.lessThan(100)) {
        expect(effect.extraApr.isZero() && effect.extraInterest.isZero()).toBe(true);
        continue;
      }
      const boosted = a.lessThan(10000) ? a : dec(10000);
      expect(effect.extraInterest.toFixed()).toBe(floorTo(boosted.times('0.02').times(30).div(365), 8).toFixed());
      expect(effect.extraApr.times(a).toFixed()).toBe(boosted.times('0.02').toFixed());
    }
  });
});

describe('private wealth enquiries', () => {
  it('records a VIP client’s enquiry with a reply deadline one business day on', () => {
    const world = freshWorld();
    const enquiry = submitEnquiry(world, world.requireUser(VIP), {
      productId: '16001',
      amount: '250000',
      coin: USDT,
      contact: 2,
      slot: 1,
      note: ' Mandate ',
    });
    expect(enquiry.note).toBe('Mandate');
    expect(enquiry.replyBy).toBe(world.now() + DAY);
    expect(world.state.enquiries).toHaveLength(1);
    // A Friday enquiry is answered on Monday.
    const friday = Date.UTC(2025, 5, 6, 12);
    expect(new Date(replyDeadline(friday)).getUTCDay()).toBe(1);
  });

  it('refuses non-VIP accounts (334) and products that are not private wealth', () => {
    const world = freshWorld();
    expect(codeOf(() => submitEnquiry(world, world.requireUser(VERIFIED), { contact: 1, slot: 1, note: '' }))).toBe(
      334,
    );
    expect(
      codeOf(() => submitEnquiry(world, world.requireUser(VIP), { productId: '14001', contact: 1, slot: 1, note: '' })),
    ).toBe(10001);
  });
});
