import { describe, expect, it } from 'vitest';
import { AccountType } from '@/api/earn/earn-enums';
import { actOnPosition, Action } from '@/sim/domain/actions';
import { claimYield } from '@/sim/domain/claims';
import { dec } from '@/sim/domain/money';
import { subscribe } from '@/sim/domain/subscribe';
import { DAY, MINUTE } from '@/sim/domain/time';
import { advance, freshWorld, funding, VERIFIED } from './sim-test-kit';

describe('idempotent writes', () => {
  it('pay-order with a repeated client order id returns the first order and places nothing', () => {
    const world = freshWorld();
    const user = world.requireUser(VERIFIED);
    const req = {
      clientOrderId: 'retry-me-0001',
      productId: '4001',
      productType: 4,
      coin: 5,
      amount: dec(100),
      accountType: AccountType.Funding,
    };
    const first = subscribe(world, user, req);
    const second = subscribe(world, user, req);
    // Even a different amount under the same id is the same intent: no second order.
    const third = subscribe(world, user, { ...req, amount: dec(999) });
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ order: first.order, duplicate: true });
    expect(third.order.id).toBe(first.order.id);
    expect(world.state.orders).toHaveLength(1);
    expect(funding(world, VERIFIED, 5)).toBe('24900');
  });

  it('a duplicate still answers the first order after the balance is gone', () => {
    const world = freshWorld();
    const user = world.requireUser(VERIFIED);
    const req = {
      clientOrderId: 'all-in-00001',
      productId: '4001',
      productType: 4,
      coin: 5,
      amount: dec(25000),
      accountType: AccountType.Funding,
    };
    subscribe(world, user, req);
    expect(subscribe(world, user, req).duplicate).toBe(true);
  });

  it('confirm-order (a position action) is idempotent too', () => {
    const world = freshWorld();
    const user = world.requireUser(VERIFIED);
    subscribe(world, user, {
      clientOrderId: 'sub-0000001',
      productId: '4005',
      productType: 4,
      coin: 18,
      amount: dec(50),
      accountType: AccountType.Funding,
    });
    advance(world, MINUTE);
    const position = world.state.positions[0];
    const req = {
      clientOrderId: 'redeem-00001',
      positionId: position?.id ?? '',
      productType: 4,
      action: Action.Redeem,
      amount: dec(20),
    };
    const first = actOnPosition(world, user, req);
    const again = actOnPosition(world, user, req);
    expect(again.duplicate).toBe(true);
    expect(again.order.id).toBe(first.order.id);
    expect(position?.principal).toBe('30');
    expect(funding(world, VERIFIED, 18)).toBe('110');
  });

  it('claim-yield pays once per client order id', () => {
    const world = freshWorld();
    const user = world.requireUser(VERIFIED);
    subscribe(world, user, {
      clientOrderId: 'stake-000001',
      productId: '8002',
      productType: 8,
      coin: 18,
      amount: dec(100),
      accountType: AccountType.Funding,
    });
    advance(world, 3 * DAY);
    const before = dec(funding(world, VERIFIED, 18));
    const first = claimYield(world, user, { clientOrderId: 'claim-000001', productType: 8 });
    const again = claimYield(world, user, { clientOrderId: 'claim-000001', productType: 8 });
    expect(again).toEqual({ order: first.order, duplicate: true });
    const claimed = dec(first.order.returns[0]?.amount ?? 0);
    expect(claimed.greaterThan(0)).toBe(true);
    expect(
      dec(funding(world, VERIFIED, 18))
        .minus(before)
        .toFixed(),
    ).toBe(claimed.toFixed());
  });
});
