import { describe, expect, it } from 'vitest';
import { discountBuyPlans } from '@/products/discount-buy/discount-buy-products';
import { freshWorld, productOnWire } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productOnWire(world, '11001');
const info = product.discount_buy;
if (!info) throw new Error('no discount-buy product');

describe('discount-buy plans', () => {
  it('leaves out an offer with a zero purchase price', () => {
    expect(discountBuyPlans([product], null)).toHaveLength(1);
    expect(discountBuyPlans([{ ...product, discount_buy: { ...info, purchase_price_e8: '0' } }], null)).toEqual([]);
  });
});
