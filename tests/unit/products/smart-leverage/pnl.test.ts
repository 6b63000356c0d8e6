import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  smartLeveragePayout,
  smartLeveragePnl,
  smartLeverageTable,
  wipeoutPrice,
  type SmartLeverageTerms,
} from '@/products/smart-leverage/pnl';
import { futureBoostPayout } from '@/sim/domain/payoffs';
import { dec } from '@/sim/domain/money';

/** Reference: max(0, amount x (entry + L x move) / entry), one division by decimal.js at 120 digits. */
const Ref = DecimalJs.clone({ precision: 120, rounding: DecimalJs.ROUND_DOWN });
function reference(
  amount: string,
  entry: string,
  breakeven: string,
  leverage: string,
  direction: 1 | 2,
  settlement: string,
): string {
  const move = direction === 1 ? new Ref(settlement).minus(breakeven) : new Ref(breakeven).minus(settlement);
  const v = new Ref(amount).times(new Ref(entry).plus(new Ref(leverage).times(move))).div(entry);
  return (v.isNegative() ? new Ref(0) : v).toDecimalPlaces(8, DecimalJs.ROUND_DOWN).toFixed();
}

function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (max: number) => Math.floor(next() * max) };
}

const terms = (entry: string, breakeven: string, leverage: string, direction: 1 | 2): SmartLeverageTerms => ({
  entry: new Decimal(entry),
  breakeven: new Decimal(breakeven),
  leverage: new Decimal(leverage),
  direction,
});

describe('smart leverage P&L', () => {
  it('hand-worked: 100 USDT up at 20x, entry 60000, breakeven 60120', () => {
    const t = terms('60000', '60120', '20', 1);
    // +600 past breakeven: 100 + 100 x 20 x 600 / 60000 = 120
    expect(smartLeveragePayout(new Decimal(100), t, new Decimal(60720)).toFixed()).toBe('120');
    expect(smartLeveragePnl(new Decimal(100), t, new Decimal(60120)).toFixed()).toBe('0');
    // -1500: 100 - 50 = 50
    expect(smartLeveragePayout(new Decimal(100), t, new Decimal(58620)).toFixed()).toBe('50');
    // The loss stops at the amount: wipe-out at breakeven - entry / leverage = 57120.
    expect(wipeoutPrice(t).toFixed()).toBe('57120');
    expect(smartLeveragePayout(new Decimal(100), t, new Decimal(50000)).toFixed()).toBe('0');
  });

  it('hand-worked: down at 200x gains when the price falls', () => {
    const t = terms('3000', '2994', '200', 2);
    // 10 + 10 x 200 x 6 / 3000 = 14
    expect(smartLeveragePayout(new Decimal(10), t, new Decimal(2988)).toFixed()).toBe('14');
    expect(wipeoutPrice(t).toFixed()).toBe('3009');
    expect(smartLeveragePayout(new Decimal(10), t, new Decimal(3009)).toFixed()).toBe('0');
  });

  it('matches the reference and the exchange simulator on generated cases', () => {
    const g = generator(12);
    for (let i = 0; i < 500; i++) {
      const entry = String(100 + g.int(90_000));
      const direction = (1 + g.int(2)) as 1 | 2;
      const fee = new Decimal(entry).times('0.002').toDecimalPlaces(2);
      const breakeven = (direction === 1 ? new Decimal(entry).plus(fee) : new Decimal(entry).minus(fee)).toFixed();
      const leverage = String(1 + g.int(200));
      const amount = `${10 + g.int(10_000)}.${String(g.int(100)).padStart(2, '0')}`;
      const settlement = new Decimal(entry)
        .times(0.9 + g.next() * 0.2)
        .toDecimalPlaces(2)
        .toFixed();
      const got = smartLeveragePayout(
        new Decimal(amount),
        terms(entry, breakeven, leverage, direction),
        new Decimal(settlement),
      )
        .toDecimalPlaces(8, Decimal.ROUND_DOWN)
        .toFixed();
      expect(got, `${amount} ${entry} ${breakeven} ${leverage}x ${direction} @${settlement}`).toBe(
        reference(amount, entry, breakeven, leverage, direction, settlement),
      );
      expect(
        futureBoostPayout(dec(amount), dec(entry), dec(breakeven), dec(leverage), direction, dec(settlement))
          .toDecimalPlaces(8, 1)
          .toFixed(),
      ).toBe(got);
    }
  });

  it('the table holds the breakeven, the entry and the wipe-out price, in order', () => {
    const t = terms('60000', '60120', '20', 1);
    const rows = smartLeverageTable(new Decimal(100), t, new Decimal('0.1'), 3, new Decimal(10));
    const prices = rows.map((r) => r.price.toFixed());
    expect(prices).toContain('60120');
    expect(prices).toContain('60000');
    expect(prices).toContain('57120');
    expect([...prices].sort((a, b) => Number(a) - Number(b))).toEqual(prices);
    expect(rows.find((r) => r.price.equals(60120))?.pnl.toFixed()).toBe('0');
    expect(rows[0]?.payout.toFixed()).toBe('0');
  });

  it('a zero tick from the wire leaves the sample prices unrounded', () => {
    const t = terms('60000', '60120', '20', 1);
    const untouched = smartLeverageTable(new Decimal(100), t, new Decimal('0.1'), 3);
    expect(smartLeverageTable(new Decimal(100), t, new Decimal('0.1'), 3, new Decimal(0))).toEqual(untouched);
  });
});
