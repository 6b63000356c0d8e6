import { describe, expect, it } from 'vitest';
import { subscriptionCosts } from '@/products/yield/fees';

describe('costs of a subscription in coin', () => {
  const preview = { amount_e8: '100000000000', fee_e8: '0', apy_e8: '8500000', estimated_yield_e8: '698630136' };

  it('states the debit and a zero fee as amounts, not leaving them out', () => {
    const costs = subscriptionCosts(preview, null);
    expect(costs.debited.toFixed()).toBe('1000');
    expect(costs.fee.toFixed()).toBe('0');
    expect(costs.earlyCloseAtMost).toBeNull();
  });

  it('an early exit at a 1 % penalty gives up at most the term’s interest above 1 %: 6.98630136 × 7.5 / 8.5', () => {
    // 1,000 USDT × 8.5 % × 30 / 365 = 6.98630136 USDT of interest; above the penalty rate: × (8.5 − 1) / 8.5.
    const costs = subscriptionCosts(preview, '1000000');
    expect(costs.earlyCloseAtMost?.toFixed(8)).toBe('6.16438355');
  });

  it('a fee is carried through in coin, and a penalty above the rate costs nothing extra', () => {
    const costs = subscriptionCosts({ ...preview, fee_e8: '250000000' }, '9000000');
    expect(costs.fee.toFixed()).toBe('2.5');
    expect(costs.earlyCloseAtMost?.toFixed()).toBe('0');
  });
});
