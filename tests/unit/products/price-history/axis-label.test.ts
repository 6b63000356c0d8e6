import { describe, expect, it } from 'vitest';
import { axisLabel } from '@/products/price-history/axis-label';

describe('the price chart axis labels', () => {
  it('writes a float from the chart to ten digits in the page locale', () => {
    expect(axisLabel(61234.5, 'en-US')).toBe('61,234.5');
    expect(axisLabel(0.1 + 0.2, 'en-US')).toBe('0.3');
    expect(axisLabel(61234.5, 'de-DE')).toBe('61.234,5');
  });

  it('keeps each locale apart and stays right once it has kept its most', () => {
    for (let i = 0; i < 1200; i += 1) axisLabel(60000 + i, i % 2 ? 'en-US' : 'de-DE');
    expect(axisLabel(61234.5, 'en-US')).toBe('61,234.5');
    expect(axisLabel(61234.5, 'de-DE')).toBe('61.234,5');
    expect(axisLabel(61199, 'de-DE')).toBe('61.199');
  });
});
