import { describe, expect, it } from 'vitest';
import { isRenewalTolerance, renewalDecision, renewalFloorApr } from '@/lib/renewal-rule';

const decide = (currentApr: string, nextApr: string, tolerance = '0', autoRenew = true) =>
  renewalDecision({ autoRenew, currentApr, nextApr, tolerance });

describe('renewal decision', () => {
  it('renews on better or equal terms without any tolerance', () => {
    expect(decide('0.04', '0.045')).toEqual({ renew: true, reason: 'better' });
    expect(decide('0.04', '0.04')).toEqual({ renew: true, reason: 'equal' });
    // Equal as numbers, whatever the writing.
    expect(decide('0.04', '0.0400')).toEqual({ renew: true, reason: 'equal' });
  });

  it('does not renew on worse terms without a tolerance, by as little as 0.0001 point', () => {
    expect(decide('0.04', '0.03')).toEqual({ renew: false, reason: 'worse' });
    expect(decide('0.04', '0.039999')).toEqual({ renew: false, reason: 'worse' });
  });

  it('renews on worse terms within the tolerance chosen in advance, up to the floor itself', () => {
    // 4 % with a one-point tolerance: anything from 3 % renews.
    expect(decide('0.04', '0.03', '0.01')).toEqual({ renew: true, reason: 'withinTolerance' });
    expect(decide('0.04', '0.035', '0.01')).toEqual({ renew: true, reason: 'withinTolerance' });
    expect(decide('0.04', '0.0299', '0.01')).toEqual({ renew: false, reason: 'worse' });
    // A half point is not enough for a one-point drop.
    expect(decide('0.04', '0.03', '0.005')).toEqual({ renew: false, reason: 'worse' });
    // The tolerance never makes better terms a reason of its own.
    expect(decide('0.04', '0.05', '0.02')).toEqual({ renew: true, reason: 'better' });
  });

  it('never renews a position whose holder chose to be paid out, whatever the terms', () => {
    expect(decide('0.04', '0.09', '0.02', false)).toEqual({ renew: false, reason: 'off' });
    expect(decide('0.04', '0.04', '0', false)).toEqual({ renew: false, reason: 'off' });
  });

  it('states the floor exactly and never below zero', () => {
    expect(renewalFloorApr('0.085', '0.0025').toFixed()).toBe('0.0825');
    expect(renewalFloorApr('0.04', '0').toFixed()).toBe('0.04');
    expect(renewalFloorApr('0.01', '0.02').toFixed()).toBe('0');
  });

  it('accepts only the offered tolerance steps', () => {
    expect(['0', '0.0025', '0.005', '0.01', '0.02', '0.010'].map(isRenewalTolerance)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['0.003', '-0.01', '0.05', '1'].map(isRenewalTolerance)).toEqual([false, false, false, false]);
  });
});
