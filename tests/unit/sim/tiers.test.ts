import { describe, expect, it } from 'vitest';
import { flat, tiers } from '@/sim/domain/catalogue/defaults';
import { dec } from '@/sim/domain/money';
import { blendedApr, hourlyInterest, interestFor, slices, yearlyInterest } from '@/sim/domain/tiers';
import { DAY } from '@/sim/domain/time';

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
