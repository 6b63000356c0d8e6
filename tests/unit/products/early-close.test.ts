import { describe, expect, it } from 'vitest';
import { EARLY_CLOSE_SLIPPAGE, earlyCloseMinimum } from '@/products/early-close';

describe('early close minimum', () => {
  it('accepts 1 % below the estimate, cut to 8 decimals', () => {
    expect(EARLY_CLOSE_SLIPPAGE.toFixed()).toBe('0.01');
    expect(earlyCloseMinimum('10000000000').toFixed()).toBe('99');
    expect(earlyCloseMinimum('123456789').toFixed()).toBe('1.22222221');
  });
});
