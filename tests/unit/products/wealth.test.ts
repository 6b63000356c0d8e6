import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { autoInvestLock, AUTO_INVEST_LOCK_MINUTES } from '@/products/wealth/auto-invest-lock';
import { earlyRedemption } from '@/products/wealth/early-redemption';
import { privateWealthAccess } from '@/products/wealth/private-wealth-access';

const MIN = 60_000;
const DAY = 86_400_000;

describe('auto-invest lock (30 minutes before maturity, server time)', () => {
  const maturity = Date.UTC(2025, 6, 2, 0, 30);
  it('is open until the 30th minute before maturity and locked from then on', () => {
    expect(AUTO_INVEST_LOCK_MINUTES).toBe(30);
    expect(autoInvestLock(maturity, maturity - 30 * MIN - 1)).toEqual({ locked: false, lockAtMs: maturity - 30 * MIN });
    expect(autoInvestLock(maturity, maturity - 30 * MIN).locked).toBe(true);
    expect(autoInvestLock(maturity, maturity - 1).locked).toBe(true);
    expect(autoInvestLock(maturity, maturity + DAY).locked).toBe(true);
    expect(autoInvestLock(maturity, maturity - DAY).locked).toBe(false);
  });
  it('has nothing to lock without a maturity', () => {
    expect(autoInvestLock(null, 0)).toEqual({ locked: false, lockAtMs: null });
  });
});

describe('early redemption at the reduced APR', () => {
  it('pays the reduced APR for the time held and forfeits the rest (generated cases, exact decimals)', () => {
    for (let i = 1; i <= 60; i++) {
      const principal = new Decimal(1000 + i * 137.5);
      const heldMs = i * 11 * 3_600_000 + i * 1000;
      const r = earlyRedemption({ principal, apr: new Decimal('0.12'), reducedApr: new Decimal('0.02'), interestStartMs: 0, nowMs: heldMs, precision: 8 });
      const year = new Decimal(365 * DAY);
      const interest = principal.times('0.02').times(heldMs).div(year).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      const full = principal.times('0.12').times(heldMs).div(year).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      expect(r.principal.toFixed()).toBe(principal.toFixed());
      expect(r.interest.toFixed()).toBe(interest.toFixed());
      expect(r.forfeited.toFixed()).toBe(full.minus(interest).toFixed());
    }
  });
  it('pays nothing before interest starts (T+1) and never a negative forfeit', () => {
    const r = earlyRedemption({ principal: new Decimal(5000), apr: new Decimal('0.12'), reducedApr: new Decimal('0.02'), interestStartMs: 10 * DAY, nowMs: 9 * DAY, precision: 8 });
    expect(r.interest.toFixed()).toBe('0');
    expect(r.forfeited.toFixed()).toBe('0');
    // 50,000 USDT held 10 days: 27.39726027 at 2 % instead of 164.38356164 at 12 %.
    const ten = earlyRedemption({ principal: new Decimal(50000), apr: new Decimal('0.12'), reducedApr: new Decimal('0.02'), interestStartMs: 0, nowMs: 10 * DAY, precision: 8 });
    expect(ten.interest.toFixed()).toBe('27.39726027');
    expect(ten.forfeited.toFixed()).toBe('136.98630137');
  });
});

describe('private wealth eligibility', () => {
  it('names the missing step for every demo account kind', () => {
    expect(privateWealthAccess({ loggedIn: false, isVip: false, kycLevel: null })).toBe('visitor');
    expect(privateWealthAccess({ loggedIn: true, isVip: false, kycLevel: 0 })).toBe('verify');
    expect(privateWealthAccess({ loggedIn: true, isVip: false, kycLevel: 1 })).toBe('verify');
    expect(privateWealthAccess({ loggedIn: true, isVip: true, kycLevel: 1 })).toBe('verify');
    expect(privateWealthAccess({ loggedIn: true, isVip: false, kycLevel: 2 })).toBe('vip');
    expect(privateWealthAccess({ loggedIn: true, isVip: true, kycLevel: 2 })).toBe('qualified');
  });
});
