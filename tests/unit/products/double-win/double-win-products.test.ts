import { describe, expect, it } from 'vitest';
import { doubleWinPlans } from '@/products/double-win/double-win-products';
import { freshWorld, productOnWire } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productOnWire(world, '10001');
const info = product.double_win;
if (!info) throw new Error('no double-win product');
const streamed = (over: { entry_price_e8?: string; leverage?: string }) => ({
  offers: [
    {
      product_id: product.product_id,
      quote_id: 'q-live',
      coin: product.coin,
      expire_at: '2000000000',
      entry_price_e8: '7000000000000',
      lower_price_e8: '6650000000000',
      upper_price_e8: '7350000000000',
      leverage: '10',
      settlement_time: '2000000000',
      ...over,
    },
  ],
});

describe('double-win plans', () => {
  it('prefers the streamed offer over the REST one', () => {
    const plan = doubleWinPlans([product], streamed({}))[0];
    expect([plan?.quoteId, plan?.entry.toFixed(), plan?.live]).toEqual(['q-live', '70000', true]);
  });

  it('leaves out an offer with a zero entry price', () => {
    expect(doubleWinPlans([product], null)).toHaveLength(1);
    expect(doubleWinPlans([{ ...product, double_win: { ...info, entry_price_e8: '0' } }], null)).toEqual([]);
    expect(doubleWinPlans([product], streamed({ entry_price_e8: '0' }))).toEqual([]);
  });

  it('leaves out a streamed offer whose leverage is not a positive decimal', () => {
    expect(doubleWinPlans([product], streamed({}))[0]?.leverage.toFixed()).toBe('10');
    for (const leverage of ['', 'ten', 'NaN', 'Infinity', '0x10', '0', '-2'])
      expect(doubleWinPlans([product], streamed({ leverage })), leverage).toEqual([]);
  });
});
