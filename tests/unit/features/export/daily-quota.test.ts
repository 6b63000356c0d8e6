import { describe, expect, it } from 'vitest';
import { dailyQuota } from '@/features/export/daily-quota';

const s = (iso: string) => String(Date.parse(iso) / 1000);

describe('daily quota', () => {
  const now = Date.parse('2025-05-20T10:00:00Z');

  it('counts requests submitted since 00:00 UTC', () => {
    const quota = dailyQuota(
      [s('2025-05-20T00:00:00Z'), s('2025-05-20T09:59:00Z'), s('2025-05-19T23:59:59Z'), s('2025-05-10T12:00:00Z')],
      now,
    );
    expect(quota).toEqual({ limit: 5, used: 2, remaining: 3, resetsAt: Date.parse('2025-05-21T00:00:00Z') });
  });

  it('never goes below zero and ignores unreadable times', () => {
    const many = Array.from({ length: 7 }, (_, i) => s(`2025-05-20T0${i}:00:00Z`));
    expect(dailyQuota([...many, 'x', ''], now)).toMatchObject({ used: 7, remaining: 0 });
  });

  it('starts again at UTC midnight', () => {
    const full = Array.from({ length: 5 }, (_, i) => s(`2025-05-20T1${i}:00:00Z`));
    expect(dailyQuota(full, Date.parse('2025-05-20T23:59:59Z')).remaining).toBe(0);
    expect(dailyQuota(full, Date.parse('2025-05-21T00:00:00Z')).remaining).toBe(5);
  });
});
