import { describe, expect, it } from 'vitest';
import { CloseCode, reportedCloseCode } from '@/realtime/close-codes';
import { baseDelay, EARN_RECONNECT_POLICY, reconnectDelay, shouldReportAttempt } from '@/realtime/reconnect-policy';

describe('reconnect delay', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 5_000],
    [10, 5_000],
    [1_000, 5_000],
  ])('attempt %i waits up to %i ms', (attempt, ms) => {
    expect(baseDelay(attempt)).toBe(ms);
  });

  it.each([1, 2, 3, 4, 8])('attempt %i: jitter 0.5 keeps the delay within [base/2, base]', (attempt) => {
    const base = baseDelay(attempt);
    for (let i = 0; i <= 1000; i += 1) {
      const delay = reconnectDelay(attempt, () => i / 1001);
      expect(delay).toBeGreaterThanOrEqual(base * (1 - EARN_RECONNECT_POLICY.jitter));
      expect(delay).toBeLessThanOrEqual(base);
    }
    expect(reconnectDelay(attempt, () => 0)).toBe(base);
    expect(reconnectDelay(attempt, () => 0.999_999)).toBe(Math.round(base / 2));
  });

  it('never exceeds 5 s and never waits less than 0.5 s', () => {
    for (let attempt = 1; attempt < 60; attempt += 1) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeLessThanOrEqual(5_000);
      expect(delay).toBeGreaterThanOrEqual(500);
    }
  });
});

describe('outage reports', () => {
  it('after 3 attempts, then every 3, up to 22', () => {
    const reported = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => shouldReportAttempt(n));
    expect(reported).toEqual([3, 6, 9, 12, 15, 18, 21]);
  });
});

describe('close codes', () => {
  it.each([
    [1000, 1000],
    [1005, 4005],
    [1006, 4006],
    [1001, 1001],
    [4996, 4996],
  ])('%i is reported as %i', (code, reported) => {
    expect(reportedCloseCode(code)).toBe(reported);
  });

  it('names the client codes', () => {
    expect(CloseCode).toMatchObject({ PingTimeout: 4996, OpenTimeout: 4997, OpenError: 4998, Error: 4999 });
  });
});
