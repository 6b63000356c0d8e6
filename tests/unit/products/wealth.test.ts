import { describe, expect, it } from 'vitest';
import { autoInvestLock, AUTO_INVEST_LOCK_MINUTES } from '@/products/wealth/auto-invest-lock';
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
