import { describe, expect, it } from 'vitest';
import { percentOfE8 } from '@/floor/exchange-reads';

describe('percentOfE8', () => {
  it('reads an APR scaled by 1e8 as a percentage (e8 over 1e6, as formatAprE8), cut to two decimals', () => {
    expect(percentOfE8('5230000')).toBe('5.23%');
    expect(percentOfE8('500000')).toBe('0.50%');
    expect(percentOfE8('0')).toBe('0.00%');
    expect(percentOfE8('123456789')).toBe('123.45%');
    expect(percentOfE8('-1500000')).toBe('-1.50%');
  });
});
