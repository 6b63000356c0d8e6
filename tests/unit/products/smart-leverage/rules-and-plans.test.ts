import { describe, expect, it } from 'vitest';
import { productDetailSchema } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { breakevenDistance, filterPlans, NO_FILTER, smartLeveragePlans } from '@/products/smart-leverage/plans';
import { quoteHolds, quoteMove, readLeverage } from '@/products/smart-leverage/quote-rules';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { freshWorld, VERIFIED } from '../../sim/sim-test-kit';

describe('smart leverage quote rules', () => {
  it('a quote holds up to a 5 % move and not beyond, either way', () => {
    const entry = new Decimal(60000);
    expect(quoteHolds(entry, new Decimal(63000))).toBe(true);
    expect(quoteHolds(entry, new Decimal(57000))).toBe(true);
    expect(quoteHolds(entry, new Decimal('63000.01'))).toBe(false);
    expect(quoteHolds(entry, new Decimal('56999.99'))).toBe(false);
    expect(quoteHolds(entry, null)).toBe(true);
    expect(quoteMove(entry, new Decimal(61200)).toFixed()).toBe('0.02');
  });

  it('a quote with a zero entry price is refused instead of throwing', () => {
    expect(quoteHolds(new Decimal(0), new Decimal(60000))).toBe(false);
    expect(quoteHolds(new Decimal(0), null)).toBe(true);
  });

  it('leverage is a whole number from 1 to the plan maximum', () => {
    expect(readLeverage('20', 200)).toBe(20);
    expect(readLeverage(' 200 ', 200)).toBe(200);
    expect(readLeverage('201', 200)).toBeNull();
    expect(readLeverage('0', 200)).toBeNull();
    expect(readLeverage('2.5', 200)).toBeNull();
    expect(readLeverage('', 200)).toBeNull();
  });
});

describe('smart leverage plans', () => {
  const world = freshWorld();
  const products = ['12001', '12002', '12003'].map((id) =>
    productDetailSchema.parse(toProductDetail(world, world.requireProduct(id), VERIFIED)),
  );
  const plans = smartLeveragePlans(products, null);

  it('lists the plans offered here (the market-restricted one is left out) with their quote', () => {
    expect(plans.map((p) => p.product.product_id).sort()).toEqual(['12001', '12002']);
    const up = plans.find((p) => p.direction === 1);
    expect(up && up.breakeven.greaterThan(up.entry)).toBe(true);
    expect(up?.maxLeverage).toBe(200);
  });

  it('leaves out a plan whose entry price is zero', () => {
    const [first] = products;
    if (!first?.future_boost) throw new Error('no smart-leverage product');
    const zero = { ...first, future_boost: { ...first.future_boost, entry_price_e8: '0' } };
    expect(smartLeveragePlans([first], null)).toHaveLength(1);
    expect(smartLeveragePlans([zero], null)).toEqual([]);
  });

  it('filters by coin, direction, leverage, breakeven and term', () => {
    expect(filterPlans(plans, { ...NO_FILTER, direction: 2 }).map((p) => p.product.product_id)).toEqual(['12002']);
    expect(filterPlans(plans, { ...NO_FILTER, minLeverage: 201 })).toEqual([]);
    expect(filterPlans(plans, { ...NO_FILTER, coin: 999 })).toEqual([]);
    expect(filterPlans(plans, { ...NO_FILTER, termSeconds: 86_400 })).toHaveLength(2);
    const distance = breakevenDistance(plans[0] ?? plans[1]!);
    expect(filterPlans(plans, { ...NO_FILTER, maxBreakevenDistance: distance.div(2) })).toEqual([]);
    expect(filterPlans(plans, { ...NO_FILTER, maxBreakevenDistance: new Decimal('0.01') })).toHaveLength(2);
  });
});
