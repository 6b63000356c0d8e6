import { describe, expect, it } from 'vitest';
import { timeLeftText } from '@/products/time-left';

describe('time left to settlement', () => {
  it('uses at most two units, rounding minutes up', () => {
    expect(timeLeftText(2 * 86_400_000 + 5 * 3_600_000 + 59_000, 'en')).toBe('2 days 5 hours');
    expect(timeLeftText(5 * 3_600_000 + 12 * 60_000, 'en')).toBe('5 hours 12 minutes');
    expect(timeLeftText(3 * 60_000 - 1, 'en')).toBe('3 minutes');
    expect(timeLeftText(-5, 'en')).toBe('0 minutes');
  });
});
