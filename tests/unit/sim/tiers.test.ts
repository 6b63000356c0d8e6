import { describe, expect, it } from 'vitest';
import { flat, tiers } from '@/sim/domain/catalogue/defaults';
import { dec } from '@/sim/domain/money';
import { previewSubscription } from '@/sim/domain/preview';
import {
  additionInterest,
  blendedApr,
  hourlyInterest,
  interestFor,
  marginalApr,
  slices,
  yearlyInterest,
} from '@/sim/domain/tiers';
import { DAY } from '@/sim/domain/time';
import { freshWorld, pay, UNVERIFIED, VERIFIED } from './sim-test-kit';

const usdt = tiers(['500', '0.1', '0.02'], [null, '0.015']);

describe('tiered APR maths', () => {
  it('applies each rate only to the slice of the amount inside its tier', () => {
    const parts = slices(usdt, dec(1200));
    expect(parts.map((p) => [p.amount.toFixed(), p.tier.apr])).toEqual([
      ['500', '0.1'],
      ['700', '0.015'],
    ]);
    // 500 x 10 % + 700 x 1.5 % = 50 + 10.5
    expect(yearlyInterest(usdt, dec(1200)).toFixed()).toBe('60.5');
  });

  it('blends the APR by amount, and uses the first tier for amounts inside it', () => {
    expect(blendedApr(usdt, dec(300)).toFixed()).toBe('0.1');
    expect(blendedApr(usdt, dec(500)).toFixed()).toBe('0.1');
    expect(blendedApr(usdt, dec(1000)).toFixed()).toBe('0.0575');
    expect(blendedApr(usdt, dec(0)).toFixed()).toBe('0.1');
  });

  it('adds a flat bonus on the whole amount', () => {
    expect(blendedApr(usdt, dec(1000), dec('0.01')).toFixed()).toBe('0.0675');
  });

  it('earns one 8760th of the yearly interest per hour, exactly', () => {
    const hour = hourlyInterest(usdt, dec(1200));
    expect(hour.times(8760).toDecimalPlaces(30).toFixed()).toBe('60.5');
    expect(interestFor(dec(1000), dec('0.0365'), DAY).toFixed()).toBe('0.1');
  });

  it('treats a single flat tier as a plain rate', () => {
    expect(blendedApr(flat('0.045'), dec('12345.678')).toFixed()).toBe('0.045');
  });

  it('leaves amounts below a tier bound out of higher tiers', () => {
    const three = tiers(['100', '0.2'], ['1000', '0.1'], [null, '0.01']);
    expect(yearlyInterest(three, dec(50)).toFixed()).toBe('10');
    expect(yearlyInterest(three, dec(2000)).toFixed()).toBe(String(20 + 90 + 10));
  });
});

describe('an addition to what is already held', () => {
  it('earns the marginal rate of the tiers above the holding, in the preview and in the order it places', () => {
    // The demo's verified user holds 2,500 USDT in USDT flexible (10 % to 500, 1.5 % above, +1 % bonus).
    const world = freshWorld({ history: true });
    const product = world.requireProduct('4001');
    const held = world.state.positions.find((p) => p.userId === VERIFIED && p.productId === '4001' && p.status !== 5);
    expect(held?.principal).toBe('2500');
    // 2,750 earns 50 + 33.75 + 27.5 = 111.25 a year, 2,500 earned 105: the 250 add 6.25, 2.5 % (not 11 %).
    expect(additionInterest(product.tiers, dec(2500), dec(250), dec('0.01')).toFixed()).toBe('6.25');
    const preview = previewSubscription(world, { product, amount: dec(250), userId: VERIFIED });
    expect(preview.apr.toFixed()).toBe('0.025');
    expect(preview.estimatedYield.toFixed()).toBe('6.25');
    expect(preview.dailyYield.times(365).toDecimalPlaces(20).toFixed()).toBe('6.25');
    const { order } = pay(world, VERIFIED, '4001', '250');
    expect(order.apr).toBe('0.025');
    // Someone holding nothing still gets the first tier's rate.
    expect(previewSubscription(world, { product, amount: dec(250), userId: UNVERIFIED }).apr.toFixed()).toBe('0.11');
    // An empty amount is quoted at the rate of the next unit.
    expect(marginalApr(product.tiers, dec(2500), dec(0), dec('0.01')).toFixed()).toBe('0.025');
    expect(marginalApr(product.tiers, dec(100), dec(0), dec('0.01')).toFixed()).toBe('0.11');
  });

  it('leaves a term order on tiers of its own (each is its own position)', () => {
    const world = freshWorld({ history: true });
    const product = world.requireProduct('6003');
    pay(world, VERIFIED, '6003', '10000');
    // 10,000 at 8.5 % + 10,000 at 5 %: the second 20,000 order blends from zero again.
    expect(previewSubscription(world, { product, amount: dec(20000), userId: VERIFIED }).apr.toFixed()).toBe('0.0675');
  });
});
