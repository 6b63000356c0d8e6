import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { DualDirection } from '@/api/earn/earn-enums';
import { dualOutcome as simOutcome } from '@/sim/domain/dual-asset';
import { dec } from '@/sim/domain/money';
import {
  creditedAmount,
  dualInterest,
  dualOutcome,
  dualOutcomes,
  dualPayout,
  periodRate,
  targetReached,
} from '@/products/dual/payoff';
import { distanceFromSpot, targetOffered } from '@/products/dual/distance';

/**
 * A reference from the research notes' formulas, rate = APR x days / 365, kept as an exact fraction and
 * divided once by decimal.js at 120 digits rounding down: the floor to 8 decimals is then the true one.
 */
const Ref = DecimalJs.clone({ precision: 120, rounding: DecimalJs.ROUND_DOWN });
function reference(
  direction: number,
  amount: string,
  target: string,
  apr: string,
  termSeconds: number,
  converted: boolean,
): string {
  const days = new Ref(termSeconds);
  const perDay = new Ref(86_400).times(365);
  // 1 + rate = (365 x 86400 + APR x seconds) / (365 x 86400)
  let num = new Ref(amount).times(perDay.plus(new Ref(apr).times(days)));
  let den = perDay;
  if (converted && direction === DualDirection.SellHigh) num = num.times(target);
  if (converted && direction === DualDirection.BuyLow) den = den.times(target);
  return num.div(den).toDecimalPlaces(8, DecimalJs.ROUND_DOWN).toFixed();
}

/** Deterministic generator (mulberry32). */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const digits = (intDigits: number, fracDigits: number) => {
    const int = String(Math.floor(next() * 10 ** intDigits));
    const frac = Array.from({ length: fracDigits }, () => Math.floor(next() * 10)).join('');
    return fracDigits ? `${int}.${frac}` : int;
  };
  return { next, digits };
}

const TERMS = [8 * 3600, 86_400, 2 * 86_400, 3 * 86_400, 7 * 86_400, 12 * 86_400, 5 * 3600 + 1234];

describe('dual payoff', () => {
  it('matches the formulas on worked examples', () => {
    const buy = { direction: DualDirection.BuyLow, amount: '1000', target: '100', apr: '0.365', termSeconds: 86_400 };
    expect(dualOutcomes(buy).reached).toEqual({
      converted: true,
      side: 'base',
      amount: dualOutcome(buy, true)?.amount,
    });
    expect(dualOutcome(buy, true)?.amount.toFixed()).toBe('10.01');
    expect(dualOutcome(buy, false)?.amount.toFixed()).toBe('1001');
    const sell = { direction: DualDirection.SellHigh, amount: '3', target: '100', apr: '0.365', termSeconds: 8 * 3600 };
    expect(dualOutcome(sell, true)).toMatchObject({ side: 'quote' });
    expect(dualOutcome(sell, true)?.amount.toFixed()).toBe('300.1');
    expect(dualOutcome(sell, false)?.amount.toFixed()).toBe('3.001');
    expect(periodRate('0.365', 86_400).toFixed()).toBe('0.001');
    expect(dualInterest(buy).toFixed()).toBe('1');
  });

  it('gives no converted figure for a buy low at a zero target, and still the missed one', () => {
    const buy = { direction: DualDirection.BuyLow, amount: '1000', target: '0', apr: '0.365', termSeconds: 86_400 };
    expect(dualOutcome(buy, true)).toBeNull();
    expect(dualOutcomes(buy)).toEqual({ reached: null, missed: dualOutcome(buy, false) });
    expect(dualOutcomes(buy).missed.amount.toFixed()).toBe('1001');
    expect(dualPayout(buy, '0')).toBeNull();
  });

  it('decides on the settlement price inclusively at the target', () => {
    expect(targetReached(DualDirection.BuyLow, '100', '100')).toBe(true);
    expect(targetReached(DualDirection.BuyLow, '100', '100.01')).toBe(false);
    expect(targetReached(DualDirection.SellHigh, '100', '100')).toBe(true);
    expect(targetReached(DualDirection.SellHigh, '100', '99.99')).toBe(false);
    const sell = { direction: DualDirection.SellHigh, amount: '1', target: '100', apr: '0.1', termSeconds: 86_400 };
    expect(dualPayout(sell, '101')?.side).toBe('quote');
    expect(dualPayout(sell, '99')?.side).toBe('base');
  });

  it('agrees with a decimal.js reference and with the simulated exchange on 2000 generated cases', () => {
    const g = generator(20_261_123);
    for (let i = 0; i < 2000; i++) {
      const direction = g.next() < 0.5 ? DualDirection.BuyLow : DualDirection.SellHigh;
      const amount = direction === DualDirection.BuyLow ? g.digits(6, 4) : g.digits(2, 6);
      const target = g.digits(1 + Math.floor(g.next() * 5), Math.floor(g.next() * 5) + 1);
      if (new DecimalJs(target).isZero() || new DecimalJs(amount).isZero()) continue;
      const apr = g.next() < 0.1 ? g.digits(1, 2) : g.digits(0, 4);
      const termSeconds = TERMS[i % TERMS.length] ?? 86_400;
      const terms = { direction, amount, target, apr, termSeconds };
      for (const converted of [true, false]) {
        const outcome = dualOutcome(terms, converted);
        if (!outcome) throw new Error('no outcome');
        const ours = creditedAmount(outcome.amount).toFixed();
        expect(ours, JSON.stringify({ ...terms, converted })).toBe(
          reference(direction, amount, target, apr, termSeconds, converted),
        );
        const price = converted === (direction === DualDirection.BuyLow) ? dec(target).div(2) : dec(target).times(2);
        const sim = simOutcome(
          { direction, amount: dec(amount), target: dec(target), apr: dec(apr), durationMs: termSeconds * 1000 },
          price,
        );
        expect(sim.converted).toBe(converted);
        expect(sim.amount.toDecimalPlaces(8, DecimalJs.ROUND_DOWN).toFixed()).toBe(ours);
      }
    }
  });
});

describe('distance from spot', () => {
  it('says up or down with two decimals', () => {
    expect(distanceFromSpot('99.5', '100')).toEqual({ side: 'down', percent: expect.anything() });
    expect(distanceFromSpot('99.5', '100').percent.toFixed()).toBe('0.5');
    expect(distanceFromSpot('103.456', '100').side).toBe('up');
    expect(distanceFromSpot('103.456', '100').percent.toFixed()).toBe('3.46');
    expect(distanceFromSpot('100', '100').side).toBe('at');
    expect(distanceFromSpot('1', '0').side).toBe('at');
  });

  it('offers a target only on its side of spot: buy low below, sell high above, neither at spot', () => {
    expect(targetOffered(DualDirection.BuyLow, '99', '100')).toBe(true);
    expect(targetOffered(DualDirection.BuyLow, '100', '100')).toBe(false);
    expect(targetOffered(DualDirection.BuyLow, '101', '100')).toBe(false);
    expect(targetOffered(DualDirection.SellHigh, '101', '100')).toBe(true);
    expect(targetOffered(DualDirection.SellHigh, '100', '100')).toBe(false);
    // "down 0.64 %" on a sell high: below spot, not offered.
    expect(targetOffered(DualDirection.SellHigh, '99.36', '100')).toBe(false);
    expect(targetOffered(DualDirection.SellHigh, '99.36', null)).toBe(true);
  });
});
