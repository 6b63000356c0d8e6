import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  impermanentLoss,
  leverageFigures,
  liquidationPriceOf,
  pairedAmount,
  poolPrice,
  removeFigures,
  swapOut,
  swapQuote,
  valueAt,
  zap,
} from '@/products/liquidity/pool-math';
import * as sim from '@/sim/domain/liquidity';
import { D, dec } from '@/sim/domain/money';

/**
 * The page's pool maths against a reference: the simulated exchange's own implementation (a separate module
 * with its own decimal type) and the closed forms of x*y=k, on generated cases. Every comparison is on exact
 * decimals rounded to 18 places, never floats.
 */

/** A small deterministic generator (mulberry32), so a failing case can be reproduced. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = rng(12);
/** A decimal with up to `digits` fraction digits between lo and hi. */
function decimalBetween(lo: number, hi: number, digits: number): string {
  return new Decimal(lo + next() * (hi - lo)).toDecimalPlaces(digits).toFixed();
}
const CASES = Array.from({ length: 40 }, () => ({
  x: decimalBetween(10, 5000, 8),
  y: decimalBetween(10_000, 20_000_000, 4),
  amount: decimalBetween(0.01, 5000, 6),
  leverage: String(1 + Math.floor(next() * 40) / 10),
  percent: 1 + Math.floor(next() * 100),
}));
const same = (a: { toFixed(n?: number): string }, b: { toFixed(n?: number): string }) =>
  expect(new Decimal(a.toFixed(24)).toDecimalPlaces(18).toFixed()).toBe(
    new Decimal(b.toFixed(24)).toDecimalPlaces(18).toFixed(),
  );

describe('pool maths against the reference', () => {
  it.each(CASES)('swaps at x*y=k with the 0.3 % fee ($x / $y, in $amount)', ({ x, y, amount }) => {
    const r = { x: new Decimal(x), y: new Decimal(y) };
    const a = new Decimal(amount);
    same(swapOut(r.y, r.x, a), sim.swapOut(dec(y), dec(x), dec(amount)));
    same(swapOut(r.x, r.y, a), sim.swapOut(dec(x), dec(y), dec(amount)));
    // The product of the reserves after a fee-free swap is k again; with the fee it grows.
    const out = swapOut(r.x, r.y, a, new Decimal(0));
    same(r.x.plus(a).times(r.y.minus(out)), r.x.times(r.y));
    expect(
      r.x
        .plus(a)
        .times(r.y.minus(swapOut(r.x, r.y, a)))
        .greaterThan(r.x.times(r.y)),
    ).toBe(true);
  });

  it.each(CASES)('quotes the minimum received and price impact ($amount in)', ({ x, y, amount }) => {
    const r = { x: new Decimal(x), y: new Decimal(y) };
    const q = swapQuote(r, false, new Decimal(amount), new Decimal('0.005'), 8);
    if (!q) throw new Error('no quote');
    expect(q.amountOut.toFixed()).toBe(
      sim.swapOut(dec(y), dec(x), dec(amount)).toDecimalPlaces(8, D.ROUND_DOWN).toFixed(),
    );
    expect(q.minReceived.toFixed()).toBe(q.amountOut.times('0.995').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    // Impact without the fee: 1 - out / (in / P) = in / (y + in) exactly for a quote-coin input.
    same(q.priceImpact, new Decimal(amount).div(r.y.plus(amount)));
    same(q.fee, new Decimal(amount).times('0.003'));
  });

  it.each(CASES)('adds one coin by swapping about half, leaving the pool ratio ($amount)', ({ x, y, amount }) => {
    const r = { x: new Decimal(x), y: new Decimal(y) };
    const z = zap(r, false, new Decimal(amount));
    const ref = sim.zapQuoteIn({ x: dec(x), y: dec(y) }, dec(amount));
    same(z.swapIn, ref.swapIn);
    same(z.swapOut, ref.baseOut);
    // What is kept and what the swap returned match the pool's ratio after the swap.
    const after = { x: r.x.minus(z.swapOut), y: r.y.plus(z.swapIn) };
    same(z.kept.div(z.swapOut), poolPrice(after));
    // About half: a little more for a small add (the fee), less for a large one (the price impact).
    expect(z.swapIn.div(amount).minus('0.5').abs().lessThan('0.05')).toBe(true);
    // A base-coin add is the mirror image.
    const b = zap(r, true, new Decimal(amount));
    same(b.swapIn, sim.zapQuoteIn({ x: dec(y), y: dec(x) }, dec(amount)).swapIn);
    same(pairedAmount(r, new Decimal(amount), true).div(amount), poolPrice(r));
  });

  it.each(CASES)('gives loan, margin and liquidation price of $leverage x', ({ x, y, amount, leverage }) => {
    const r = { x: new Decimal(x), y: new Decimal(y) };
    const price = poolPrice(r);
    const margin = new Decimal(amount);
    const f = leverageFigures(margin, new Decimal(leverage), price);
    same(f.value, margin.times(leverage));
    same(f.loan, margin.times(new Decimal(leverage).minus(1)));
    same(f.value.minus(f.loan), margin);
    if (f.loan.isZero()) {
      expect(f.liquidationPrice.isZero()).toBe(true);
      return;
    }
    // The same line as the exchange's: a share s of the pool worth the position's value, with the same loan.
    const share = dec(f.value.toFixed()).div(sim.shareValue({ x: dec(x), y: dec(y) }, dec(1)));
    same(f.liquidationPrice, sim.liquidationPrice({ x: dec(x), y: dec(y) }, share, dec(f.loan.toFixed())));
    // At that price the value is loan / (1 - 5 %).
    same(valueAt(f.value, price, f.liquidationPrice), f.loan.div('0.95'));
    same(liquidationPriceOf(f.value, f.loan, price), f.liquidationPrice);
  });

  it.each(CASES)('removes $percent % with that share of the loan repaid', ({ x, y, percent, leverage }) => {
    const r = { x: new Decimal(x), y: new Decimal(y) };
    const held = { x: r.x.div(1000), y: r.y.div(1000) };
    const value = held.y.times(2);
    const loan = value.times(new Decimal(leverage).minus(1)).div(leverage);
    const out = removeFigures(r, held.x, held.y, loan, percent);
    same(out.repaid, loan.times(percent).div(100));
    // What comes back is worth the share of the value less the repaid loan, up to the swap fee on the base sold.
    const back = out.x.times(poolPrice(r)).plus(out.y);
    const expected = value.times(percent).div(100).minus(out.repaid);
    expect(back.lessThanOrEqualTo(expected.plus('1e-12'))).toBe(true);
    expect(back.greaterThanOrEqualTo(expected.times('0.99'))).toBe(true);
    if (held.y.times(percent).div(100).greaterThanOrEqualTo(out.repaid)) {
      same(out.x, held.x.times(percent).div(100));
      same(out.y, held.y.times(percent).div(100).minus(out.repaid));
    }
  });

  it('states the impermanent loss of a doubled or halved price as 5.72 %', () => {
    expect(impermanentLoss(new Decimal(2)).toDecimalPlaces(4).toFixed()).toBe('-0.0572');
    expect(impermanentLoss(new Decimal('0.5')).toDecimalPlaces(4).toFixed()).toBe('-0.0572');
    expect(impermanentLoss(new Decimal(1)).isZero()).toBe(true);
  });

  it('gives no price, quote or paired amount from an empty reserve instead of throwing', () => {
    const noBase = { x: new Decimal(0), y: new Decimal(1000) };
    const noQuote = { x: new Decimal(10), y: new Decimal(0) };
    expect(poolPrice(noBase).toFixed()).toBe('0');
    for (const r of [noBase, noQuote])
      for (const baseIn of [true, false])
        expect(swapQuote(r, baseIn, new Decimal(5), new Decimal('0.005'), 8)).toBeNull();
    expect(pairedAmount(noBase, new Decimal(5), true).toFixed()).toBe('0');
    expect(pairedAmount(noQuote, new Decimal(5), false).toFixed()).toBe('0');
  });

  it('sells the whole base leg when the pool cannot return the rest of the repayment', () => {
    // 50 quote held against a 200 loan: 150 more is needed, more than the pool's 100 quote.
    const out = removeFigures(
      { x: new Decimal(1), y: new Decimal(100) },
      new Decimal(2),
      new Decimal(50),
      new Decimal(200),
      100,
    );
    expect(out.x.toFixed()).toBe('0');
    expect(out.y.toFixed()).toBe('0');
    expect(out.repaid.toFixed()).toBe('200');
  });

  it('puts a 3x position entered at 64,000 at 31,517.39 (about 50.8 % below)', () => {
    const f = leverageFigures(new Decimal(1000), new Decimal(3), new Decimal(64000));
    expect(f.loan.toFixed()).toBe('2000');
    expect(f.liquidationPrice.toDecimalPlaces(2).toFixed()).toBe('31517.39');
  });
});
