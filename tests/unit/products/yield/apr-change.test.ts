import { describe, expect, it } from 'vitest';
import { aprChange, aprChangeText } from '@/products/yield/apr-change';

describe('the APR difference rule', () => {
  it('a change the page can show is a change: 5.20 % → 4.80 %', () => {
    const change = aprChange('5200000', '4800000', 'en');
    expect(change).toEqual({ before: '5.2%', after: '4.8%', changed: true });
    expect(aprChangeText(change, 'en')).toBe('5.2% → 4.8%');
  });

  it('rounds at the display precision (two decimals, half up) before comparing', () => {
    // 5.2049 % and 5.2001 % both read 5.20 %: not a change to the reader.
    expect(aprChange('5204900', '5200100', 'en').changed).toBe(false);
    // 5.205 % reads 5.21 %, 5.2049 % reads 5.2 %: a change of one hundredth.
    const edge = aprChange('5205000', '5204900', 'en');
    expect(edge).toEqual({ before: '5.21%', after: '5.2%', changed: true });
  });

  it('an unchanged rate is written once', () => {
    const same = aprChange('4800000', '4800000', 'en');
    expect(same.changed).toBe(false);
    expect(aprChangeText(same, 'en')).toBe('4.8%');
  });

  it('a rise is a change too, and a right-to-left page points old to new leftwards', () => {
    expect(aprChange('4800000', '5200000', 'en').changed).toBe(true);
    expect(aprChangeText(aprChange('5200000', '4800000', 'ar'), 'ar')).toContain('←');
  });
});
