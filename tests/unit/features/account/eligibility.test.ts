import { describe, expect, it } from 'vitest';
import { Eligibility } from '@/api/earn/earn-enums';
import { deriveEligibility, resolveEligibility, subscribeActionFor, type EligibilityFacts } from '@/features/account/eligibility';

describe('what a subscribe button does in each eligibility state (spec §4)', () => {
  it.each([
    [Eligibility.Available, 'subscribe', 'eligibility.subscribe', false],
    [Eligibility.Unknown, 'wait', 'eligibility.subscribe', true],
    [Eligibility.NotLoggedIn, 'login', 'eligibility.login', false],
    [Eligibility.KycLimited, 'verify', 'eligibility.verify', false],
    [Eligibility.KycLimitedQueryException, 'retry', 'eligibility.retry', false],
    [Eligibility.TagBlocked, 'blocked', 'eligibility.unavailable', true],
  ] as const)('state %i -> %s', (eligibility, kind, labelKey, disabled) => {
    const action = subscribeActionFor(eligibility);
    expect(action.kind).toBe(kind);
    expect(action.labelKey).toBe(labelKey);
    expect(action.disabled).toBe(disabled);
  });

  it('gives every state but Available a reason', () => {
    for (const value of Object.values(Eligibility)) {
      expect(subscribeActionFor(value).reasonKey === null).toBe(value === Eligibility.Available);
    }
  });
});

describe('eligibility from the session and KYC levels 0-2', () => {
  const base: EligibilityFacts = { loggedIn: true, kycLevel: 1, requiredKycLevel: 1 };
  it.each<[string, EligibilityFacts, Eligibility]>([
    ['session still loading', { ...base, loggedIn: undefined }, Eligibility.Unknown],
    ['visitor', { ...base, loggedIn: false }, Eligibility.NotLoggedIn],
    ['visitor, no KYC needed', { ...base, loggedIn: false, requiredKycLevel: 0 }, Eligibility.NotLoggedIn],
    ['level 0 product, KYC unknown', { ...base, kycLevel: undefined, requiredKycLevel: 0 }, Eligibility.Available],
    ['level 0 product, KYC failed', { ...base, kycLevel: 'error', requiredKycLevel: 0 }, Eligibility.Available],
    ['KYC still loading', { ...base, kycLevel: undefined }, Eligibility.Unknown],
    ['KYC query failed', { ...base, kycLevel: 'error' }, Eligibility.KycLimitedQueryException],
    ['level 0 user, level 1 product', { ...base, kycLevel: 0 }, Eligibility.KycLimited],
    ['level 1 user, level 1 product', base, Eligibility.Available],
    ['level 1 user, level 2 product', { ...base, requiredKycLevel: 2 }, Eligibility.KycLimited],
    ['level 2 user, level 2 product', { ...base, kycLevel: 2, requiredKycLevel: 2 }, Eligibility.Available],
    ['blocked tag', { ...base, kycLevel: 2, tagBlocked: true }, Eligibility.TagBlocked],
  ])('%s', (_name, facts, expected) => {
    expect(deriveEligibility(facts)).toBe(expected);
  });

  it('lets the server answer win, except that a visitor is always NotLoggedIn', () => {
    expect(resolveEligibility(Eligibility.TagBlocked, base)).toBe(Eligibility.TagBlocked);
    expect(resolveEligibility(Eligibility.Available, { ...base, kycLevel: 0 })).toBe(Eligibility.Available);
    expect(resolveEligibility(Eligibility.Available, { ...base, loggedIn: false })).toBe(Eligibility.NotLoggedIn);
    expect(resolveEligibility(Eligibility.Unknown, { ...base, kycLevel: 0 })).toBe(Eligibility.KycLimited);
    expect(resolveEligibility(undefined, { ...base, kycLevel: 'error' })).toBe(Eligibility.KycLimitedQueryException);
  });
});
