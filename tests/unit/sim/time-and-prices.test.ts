import { describe, expect, it } from 'vitest';
import { SimClock } from '@/sim/domain/clock';
import { createRng, hash32 } from '@/sim/domain/prng';
import { PriceModel } from '@/sim/domain/price-model';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';

describe('clock', () => {
  it('runs simulated time at the speed factor from its anchor', () => {
    let real = 0;
    const clock = new SimClock({ real: 0, sim: 1_000_000, speed: 60 }, () => real);
    real = 60_000;
    // One real minute at 60x is one simulated hour.
    expect(clock.now()).toBe(1_000_000 + HOUR);
    clock.setSpeed(0);
    real = 600_000;
    expect(clock.now()).toBe(1_000_000 + HOUR);
    clock.advance(DAY);
    expect(clock.now()).toBe(1_000_000 + HOUR + DAY);
    expect(() => clock.advance(-1)).toThrow();
  });

  it('resumes where it was after a reload (reanchor)', () => {
    let real = 0;
    const clock = new SimClock({ real: 0, sim: 5_000, speed: 2 }, () => real);
    real = 1000;
    const saved = clock.snapshot();
    real = 999_999;
    const resumed = new SimClock(saved, () => real);
    resumed.reanchor(saved.sim);
    expect(resumed.now()).toBe(7_000);
  });
});

describe('seeded randomness and prices', () => {
  it('repeats a stream for a seed and differs across seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seq = (r: typeof a) => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    expect(hash32('abc')).toBe(hash32('abc'));
  });

  it('makes a price a pure function of seed, coin and time', () => {
    const genesis = Date.UTC(2025, 0, 1);
    const one = new PriceModel(7, genesis);
    const two = new PriceModel(7, genesis);
    const at = genesis + 10 * DAY + 17 * MINUTE;
    // Asking in another order does not change the answer.
    two.price(1, genesis + 20 * DAY);
    expect(two.price(1, at).toFixed()).toBe(one.price(1, at).toFixed());
    expect(new PriceModel(8, genesis).price(1, at).toFixed()).not.toBe(one.price(1, at).toFixed());
  });

  it('walks: prices move minute to minute but stay near the reference price', () => {
    const genesis = Date.UTC(2025, 0, 1);
    const model = new PriceModel(3, genesis);
    const start = model.price(1, genesis);
    expect(start.toFixed()).toBe('64250');
    const samples = Array.from({ length: 60 }, (_, i) => model.price(1, genesis + DAY + i * MINUTE).toNumber());
    expect(new Set(samples).size).toBeGreaterThan(30);
    const far = model.price(1, genesis + 60 * DAY).toNumber();
    expect(far > 64250 / 2 && far < 64250 * 2).toBe(true);
    // Stablecoins are fixed at 1 (spec §5).
    expect(model.price(5, genesis + DAY).toFixed()).toBe('1');
  });

  it('gives 24 h stats consistent with the walk', () => {
    const genesis = Date.UTC(2025, 0, 1);
    const model = new PriceModel(3, genesis);
    const at = genesis + 3 * DAY;
    const s = model.stats(18, 5, at);
    expect(s.close.toFixed()).toBe(model.cross(18, 5, at).toFixed());
    expect(s.high.greaterThanOrEqualTo(s.close) && s.low.lessThanOrEqualTo(s.close)).toBe(true);
    expect(s.volume.greaterThan(0)).toBe(true);
  });
});
