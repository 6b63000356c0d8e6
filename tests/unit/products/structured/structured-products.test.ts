import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { planRange, structuredPlans } from '@/products/structured/structured-products';
import { freshWorld, productOnWire } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productOnWire(world, '7001');
const info = product.structured;
if (!info) throw new Error('no structured product');

describe('structured plans', () => {
  it('leaves out a plan with a zero index price or a range without width', () => {
    expect(structuredPlans([product])).toHaveLength(1);
    expect(structuredPlans([{ ...product, structured: { ...info, index_price_e8: '0' } }])).toEqual([]);
    expect(structuredPlans([{ ...product, structured: { ...info, upper_ratio_e8: info.lower_ratio_e8 } }])).toEqual([]);
  });

  it('takes the range from the plan index when the live index is zero', () => {
    const [plan] = structuredPlans([product]);
    if (!plan) throw new Error('no plan');
    expect(planRange(plan, new Decimal(0))).toEqual(planRange(plan, null));
    expect(planRange(plan, null).upper.greaterThan(planRange(plan, null).lower)).toBe(true);
  });
});
