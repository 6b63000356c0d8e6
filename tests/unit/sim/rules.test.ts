// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AccountType, DisplayStatus, Eligibility } from '@/api/earn/earn-enums';
import { actOnPosition, Action } from '@/sim/domain/actions';
import { setAutoSavings } from '@/sim/domain/auto-savings';
import { displayStatus } from '@/sim/domain/availability';
import { checkSubscription, displayStatusFor, MAX_PENDING_ORDERS } from '@/sim/domain/eligibility';
import { SimCode } from '@/sim/domain/errors';
import { dec } from '@/sim/domain/money';
import { dualQuotes } from '@/sim/domain/quotes';
import { DAY, MINUTE } from '@/sim/domain/time';
import {
  advance,
  BLOCKED,
  clientId,
  codeOf,
  freshWorld,
  funding,
  INSIDER,
  pay,
  tickReal,
  UNVERIFIED,
  VERIFIED,
  VIP,
} from './sim-test-kit';

describe('rules and their codes', () => {
  it('302 sold out: a product whose quota the crowd filled', () => {
    const world = freshWorld();
    expect(displayStatus(world.requireProduct('6005'), undefined, world.now())).toBe(DisplayStatus.Soldout);
    expect(codeOf(() => pay(world, VERIFIED, '6005', '100'))).toBe(SimCode.SoldOut);
  });

  it('303 insufficient balance, and nothing is taken', () => {
    const world = freshWorld();
    const before = funding(world, UNVERIFIED, 5);
    expect(codeOf(() => pay(world, UNVERIFIED, '4001', '1500'))).toBe(SimCode.InsufficientBalance);
    expect(funding(world, UNVERIFIED, 5)).toBe(before);
    expect(world.state.orders).toHaveLength(0);
  });

  it('304 redeeming more than the position holds', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '4005', '10');
    advance(world, MINUTE);
    const position = world.state.positions.find((p) => p.productId === '4005');
    const redeem = (amount: string) =>
      actOnPosition(world, world.requireUser(VERIFIED), {
        clientOrderId: clientId(),
        positionId: position?.id ?? '',
        productType: 4,
        action: Action.Redeem,
        amount: dec(amount),
      });
    expect(codeOf(() => redeem('10.5'))).toBe(SimCode.InsufficientPosition);
    expect(codeOf(() => redeem('4'))).toBe(0);
    expect(position?.principal).toBe('6');
  });

  it('325 below the minimum and 320 over the per-user limit or the quota left', () => {
    const world = freshWorld();
    expect(codeOf(() => pay(world, VERIFIED, '6001', '5'))).toBe(SimCode.BelowMinimum);
    // 6010 BTC 30D: 10 BTC per user; the verified user holds 0.85 BTC, so use the VIP (12 BTC).
    expect(codeOf(() => pay(world, VIP, '6010', '10.5'))).toBe(SimCode.OverLimit);
    expect(codeOf(() => pay(world, VIP, '6010', '6'))).toBe(0);
    expect(codeOf(() => pay(world, VIP, '6010', '4.5'))).toBe(SimCode.OverLimit);
    // Quota: 6003 has 2,000,000 with 1,200,000 taken; the per-user cap is 200,000, so fill from several users.
    const product = world.requireProduct('6003');
    world.book(product.id).deposited = '799990';
    expect(codeOf(() => pay(world, VIP, '6003', '20'))).toBe(SimCode.OverLimit);
    expect(codeOf(() => pay(world, VIP, '6003', '10'))).toBe(0);
    expect(displayStatus(product, world.book(product.id), world.now())).toBe(DisplayStatus.Soldout);
    expect(codeOf(() => pay(world, VERIFIED, '6003', '10'))).toBe(SimCode.SoldOut);
  });

  it('10001 for amounts finer than the coin allows', () => {
    const world = freshWorld();
    // USDT takes 4 decimals, SOL 4, BTC 6.
    expect(codeOf(() => pay(world, VERIFIED, '4001', '10.12345'))).toBe(SimCode.InvalidParameter);
    expect(codeOf(() => pay(world, VERIFIED, '4001', '10.1234'))).toBe(0);
    expect(codeOf(() => pay(world, VERIFIED, '4003', '0.0012345'))).toBe(SimCode.InvalidParameter);
  });

  it('334 not eligible: KYC level, blocked tag, VIP only, gray-release scene', () => {
    const world = freshWorld();
    const check = (userId: string, productId: string) =>
      checkSubscription(world, world.requireProduct(productId), world.requireUser(userId), null, AccountType.Funding);
    expect(check(UNVERIFIED, '4001').reason).toBe(0);
    expect(check(UNVERIFIED, '6001')).toMatchObject({
      eligibility: Eligibility.KycLimited,
      reason: SimCode.NotEligible,
    });
    expect(check(BLOCKED, '2001')).toMatchObject({ eligibility: Eligibility.TagBlocked, reason: SimCode.NotEligible });
    expect(check(BLOCKED, '6001').reason).toBe(0);
    expect(check(VERIFIED, '4015').reason).toBe(SimCode.NotEligible);
    expect(check(VIP, '4015').reason).toBe(0);
    // Internal whitelist: only the insider; stage 1 (ids ending 1 or 3): verified and VIP.
    expect(check(VERIFIED, '102').reason).toBe(SimCode.NotEligible);
    expect(check(INSIDER, '102').reason).toBe(0);
    expect(check(VERIFIED, '101').reason).toBe(0);
    expect(check(INSIDER, '101').reason).toBe(SimCode.NotEligible);
    expect(displayStatusFor(world, world.requireProduct('102'), VERIFIED)).toBe(DisplayStatus.Forbidden);
    expect(codeOf(() => pay(world, UNVERIFIED, '6001', '100'))).toBe(SimCode.NotEligible);
  });

  it('336 when too many orders are still pending', () => {
    const world = freshWorld();
    // On-chain staking stays Processing for hours: each stake is a pending order.
    for (let i = 0; i < MAX_PENDING_ORDERS; i++) pay(world, VERIFIED, '8002', '1');
    expect(codeOf(() => pay(world, VERIFIED, '8002', '1'))).toBe(SimCode.MaxPendingOrders);
    advance(world, 12 * 60 * MINUTE);
    expect(codeOf(() => pay(world, VERIFIED, '8002', '1'))).toBe(0);
  });

  it('315 when writes come faster than 10 per 10 seconds of real time', () => {
    const world = freshWorld();
    // Simulated minutes pass between the calls (each order activates), real time stands still.
    for (let i = 0; i < 10; i++) {
      pay(world, VERIFIED, '4001', '1');
      advance(world, MINUTE);
    }
    expect(codeOf(() => pay(world, VERIFIED, '4001', '1'))).toBe(SimCode.RateLimited);
    tickReal(10_001);
    expect(codeOf(() => pay(world, VERIFIED, '4001', '1'))).toBe(0);
  });

  it('340 stale quote: missing, another price, or a higher APR than quoted; 341 expired', () => {
    const world = freshWorld();
    const product = world.requireProduct('2005');
    const quote = dualQuotes(world, product)[1];
    if (!quote || !product.dual) throw new Error('no quote');
    const dual = { direction: product.dual.direction, target: quote.target };
    expect(codeOf(() => pay(world, VERIFIED, '2005', '100'))).toBe(SimCode.StaleQuote);
    expect(codeOf(() => pay(world, VERIFIED, '2005', '100', { quoteId: 'q2005.1.1.1', dual }))).toBe(
      SimCode.QuoteExpired,
    );
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2005', '100', {
          quoteId: quote.quoteId,
          dual: { ...dual, target: quote.target.plus(1) },
        }),
      ),
    ).toBe(SimCode.StaleQuote);
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2005', '100', { quoteId: quote.quoteId, dual, quotedApr: quote.apr.plus('0.01') }),
      ),
    ).toBe(SimCode.StaleQuote);
    // Valid for two refresh windows of 30 s (frozen clock: speed below 1 counts as 1).
    advance(world, 61_000);
    expect(codeOf(() => pay(world, VERIFIED, '2005', '100', { quoteId: quote.quoteId, dual }))).toBe(
      SimCode.QuoteExpired,
    );
    const fresh = dualQuotes(world, product)[1];
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2005', '100', {
          quoteId: fresh?.quoteId,
          dual: { ...dual, target: fresh?.target ?? dec(0) },
        }),
      ),
    ).toBe(0);
  });

  it('600 under maintenance, for everything or one family', () => {
    const world = freshWorld();
    world.state.maintenance.productTypes.push(6);
    expect(codeOf(() => pay(world, VERIFIED, '6001', '100'))).toBe(SimCode.Maintenance);
    expect(codeOf(() => pay(world, VERIFIED, '4001', '100'))).toBe(0);
    world.state.maintenance.all = true;
    expect(codeOf(() => pay(world, VERIFIED, '4001', '100'))).toBe(SimCode.Maintenance);
  });

  it('refuses windows that are not open: not started, ended, offline, forbidden', () => {
    const world = freshWorld();
    const now = world.now();
    expect(displayStatus(world.requireProduct('4014'), undefined, now)).toBe(DisplayStatus.NotStarted);
    expect(displayStatus(world.requireProduct('6013'), undefined, now)).toBe(DisplayStatus.SubscribeEnd);
    expect(displayStatus(world.requireProduct('4016'), undefined, now)).toBe(DisplayStatus.Offline);
    expect(displayStatus(world.requireProduct('6015'), undefined, now)).toBe(DisplayStatus.Forbidden);
    expect(codeOf(() => pay(world, VERIFIED, '4014', '10'))).toBe(SimCode.RedeemNotAllowed);
    expect(codeOf(() => pay(world, VERIFIED, '6015', '10'))).toBe(SimCode.NotEligible);
    // A not-started product opens one simulated day after the world starts.
    advance(world, DAY);
    expect(displayStatus(world.requireProduct('4014'), undefined, world.now())).toBe(DisplayStatus.Available);
  });

  it('auto-savings cannot be switched on for a product that takes no money (sold out, not open yet); off always works', () => {
    const world = freshWorld();
    const user = world.requireUser(VERIFIED);
    const bit = world.requireProduct('4012').coin;
    const ton = world.requireProduct('4014').coin;
    expect(codeOf(() => setAutoSavings(world, user, bit, true))).toBe(SimCode.SoldOut);
    expect(codeOf(() => setAutoSavings(world, user, ton, true))).toBe(SimCode.RedeemNotAllowed);
    expect(user.autoSavings).not.toContain(bit);
    advance(world, DAY);
    expect(codeOf(() => setAutoSavings(world, user, ton, true))).toBe(0);
    expect(codeOf(() => setAutoSavings(world, user, ton, false))).toBe(0);
  });
});
