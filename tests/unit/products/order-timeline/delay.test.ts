import { describe, expect, it } from 'vitest';
import { OrderStep } from '@/api/earn/earn-enums';
import type { OrderTimeline } from '@/products/order-timeline/build-timeline';
import { isDelayed, lateness, waitState } from '@/products/order-timeline/delay';

const MIN = 60_000;
const HOUR = 60 * MIN;
const START = Date.UTC(2025, 5, 2, 9, 0);

function waiting(expectedMs: number | null): OrderTimeline {
  return {
    done: [
      { step: OrderStep.Submitted, atMs: START },
      { step: OrderStep.Processing, atMs: START },
    ],
    next: { step: OrderStep.Active, expectedMs },
    finished: false,
    filledE8: null,
    refundedE8: null,
  };
}

describe('the delayed rule: past twice the expected wait', () => {
  it('a one-minute activation is on time up to two minutes and late after', () => {
    expect(isDelayed(START, START + MIN, START + MIN + 30_000)).toBe(false);
    expect(isDelayed(START, START + MIN, START + 2 * MIN + 1)).toBe(true);
  });

  it('exactly at twice the expected wait it is not yet delayed', () => {
    expect(isDelayed(START, START + 48 * HOUR, START + 96 * HOUR)).toBe(false);
    expect(isDelayed(START, START + 48 * HOUR, START + 96 * HOUR + 1000)).toBe(true);
  });

  it('an expected time at the start allows no wait at all', () => {
    expect(isDelayed(START, START, START)).toBe(false);
    expect(isDelayed(START, START - HOUR, START + 1)).toBe(true);
  });

  it('the wait state names it, with how late past the expected time', () => {
    expect(waitState(waiting(START + MIN), START + 90_000)).toEqual({
      kind: 'onTime',
      sinceMs: START,
      expectedMs: START + MIN,
    });
    expect(waitState(waiting(START + MIN), START + 3 * MIN)).toEqual({
      kind: 'delayed',
      sinceMs: START,
      expectedMs: START + MIN,
      lateMs: 2 * MIN,
    });
  });

  it('without an expected time nothing is called delayed, however long it waits', () => {
    expect(waitState(waiting(null), START + 30 * 24 * HOUR)).toEqual({ kind: 'noEstimate', sinceMs: START });
    expect(waitState({ ...waiting(null), next: null }, START + 30 * 24 * HOUR)).toEqual({
      kind: 'noEstimate',
      sinceMs: START,
    });
  });

  it('a finished order has no wait', () => {
    expect(waitState({ ...waiting(START + MIN), finished: true }, START + HOUR)).toEqual({ kind: 'finished' });
  });
});

describe('lateness for a count', () => {
  it.each([
    [30_000, { unit: 'minutes', count: 1 }],
    [59 * MIN, { unit: 'minutes', count: 59 }],
    [60 * MIN, { unit: 'hours', count: 1 }],
    [47 * HOUR + 59 * MIN, { unit: 'hours', count: 47 }],
    [48 * HOUR, { unit: 'days', count: 2 }],
  ])('%i ms -> %o', (ms, expected) => {
    expect(lateness(ms)).toEqual(expected);
  });
});
