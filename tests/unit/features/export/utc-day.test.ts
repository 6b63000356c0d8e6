import { describe, expect, it } from 'vitest';
import {
  addUtcDays,
  addUtcMonths,
  utcDayFromUnixSeconds,
  utcDayOf,
  utcDayStartMs,
  utcDayToUnixSeconds,
} from '@/features/export/utc-day';

describe('UTC days', () => {
  it('reads only real calendar days', () => {
    expect(utcDayStartMs('2025-01-15')).toBe(Date.UTC(2025, 0, 15));
    expect(utcDayStartMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    for (const bad of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-1-5',
      '',
      '15/01/2025',
      '2025-01-15T00:00',
    ]) {
      expect(utcDayStartMs(bad), bad).toBeNull();
    }
  });

  it('converts a day to the Unix seconds of its UTC midnight and back', () => {
    expect(utcDayToUnixSeconds('2025-03-09')).toBe('1741478400');
    expect(utcDayFromUnixSeconds('1741478400')).toBe('2025-03-09');
    // Any instant of the day maps to that day; the last second too.
    expect(utcDayFromUnixSeconds(String(1741478400 + 86_399))).toBe('2025-03-09');
    expect(utcDayFromUnixSeconds(String(1741478400 + 86_400))).toBe('2025-03-10');
    expect(utcDayFromUnixSeconds('-62135596800')).toBeNull();
    expect(utcDayFromUnixSeconds('')).toBeNull();
    expect(() => utcDayToUnixSeconds('2025-02-30')).toThrow(RangeError);
  });

  it('takes the UTC date of an instant, not the local one', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Tokyo and still 31 Dec in New York.
    expect(utcDayOf(Date.UTC(2024, 11, 31, 23, 30))).toBe('2024-12-31');
    expect(utcDayOf(Date.UTC(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('adds days across month, year and leap boundaries', () => {
    expect(addUtcDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addUtcDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addUtcDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addUtcDays('2025-03-30', 1)).toBe('2025-03-31');
  });

  it('adds months the way the exchange measures its range (overflowing month ends)', () => {
    expect(utcDayOf(addUtcMonths(Date.UTC(2025, 0, 15), 6))).toBe('2025-07-15');
    expect(utcDayOf(addUtcMonths(Date.UTC(2024, 7, 31), 6))).toBe('2025-03-03');
    expect(utcDayOf(addUtcMonths(Date.UTC(2025, 2, 31), -1))).toBe('2025-03-03');
  });
});
