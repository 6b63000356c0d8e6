import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { availableText } from '@/products/use-funding-balance';

describe('"Available" in a subscription form', () => {
  const money = (value: Decimal) => `${value.toFixed()} USDT`;
  it('waits with an ellipsis only while the balance loads; a refused or failed read is a dash, not a wait for ever', () => {
    expect(availableText(null, false, money)).toBe('…');
    expect(availableText(null, true, money)).toBe('—');
    expect(availableText(new Decimal('12.5'), false, money)).toBe('12.5 USDT');
  });
});
