import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { doubleWinPayout, doubleWinPayoffTable, type DoubleWinTerms } from '@/products/double-win/payoff';
import { doubleWinPayout as simPayout } from '@/sim/domain/payoffs';
import { dec } from '@/sim/domain/money';

/**
 * Reference from the research notes' formula, kept as one fraction and divided once by decimal.js at 120
 * digits: amount x (entry + L x distance) / entry outside the range, 0 inside.
 */
const Ref = DecimalJs.clone({ precision: 120, rounding: DecimalJs.ROUND_DOWN });
function reference(
  amount: string,
  entry: string,
  lower: string,
  upper: string,
  leverage: string,
  settlement: string,
): string {
  const s = new Ref(settlement);
  const distance = s.lessThan(lower) ? new Ref(lower).minus(s) : s.greaterThan(upper) ? s.minus(upper) : null;
  if (distance === null) return '0';
  return new Ref(amount)
    .times(new Ref(entry).plus(new Ref(leverage).times(distance)))
    .div(entry)
    .toDecimalPlaces(8, DecimalJs.ROUND_DOWN)
    .toFixed();
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

const terms = (entry: string, lower: string, upper: string, leverage: string): DoubleWinTerms => ({
  entry: new Decimal(entry),
  lower: new Decimal(lower),
  upper: new Decimal(upper),
  leverage: new Decimal(leverage),
});

describe('double-win payoff', () => {
  it('pays nothing inside the range, bounds included', () => {
    const t = terms('60000', '57000', '63000', '10');
    for (const s of ['57000', '58000', '60000', '62999.99', '63000'])
      expect(doubleWinPayout(new Decimal(1000), t, new Decimal(s)).toFixed()).toBe('0');
  });

  it('hand-worked breakouts: 1000 USDT, entry 60000, range 57000–63000, 10x', () => {
    const t = terms('60000', '57000', '63000', '10');
    // 1000 + 10 x 1000 x 3000 / 60000 = 1500
    expect(doubleWinPayout(new Decimal(1000), t, new Decimal(54000)).toFixed()).toBe('1500');
    // 1000 + 10 x 1000 x 1200 / 60000 = 1200
    expect(doubleWinPayout(new Decimal(1000), t, new Decimal(64200)).toFixed()).toBe('1200');
    // just outside: 1000 + 10 x 1000 x 0.01 / 60000 = 1000.001666…
    expect(
      doubleWinPayout(new Decimal(1000), t, new Decimal('63000.01')).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    ).toBe('1000.00166666');
  });

  it('matches the reference and the exchange simulator on generated cases', () => {
    const g = generator(14);
    for (let i = 0; i < 500; i++) {
      const entry = String(100 + g.int(90_000));
      const half = (1 + g.int(15)) / 100;
      const lower = new Decimal(entry)
        .times(1 - half)
        .toDecimalPlaces(0, Decimal.ROUND_FLOOR)
        .toFixed();
      const upper = new Decimal(entry)
        .times(1 + half)
        .toDecimalPlaces(0, Decimal.ROUND_CEIL)
        .toFixed();
      const leverage = String(1 + g.int(20));
      const amount = `${10 + g.int(50_000)}.${String(g.int(100)).padStart(2, '0')}`;
      const settlement = new Decimal(entry)
        .times(0.7 + g.next() * 0.6)
        .toDecimalPlaces(2)
        .toFixed();
      const got = doubleWinPayout(new Decimal(amount), terms(entry, lower, upper, leverage), new Decimal(settlement));
      expect(
        got.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
        `${amount} ${entry} ${lower}-${upper} ${leverage}x @${settlement}`,
      ).toBe(reference(amount, entry, lower, upper, leverage, settlement));
      expect(
        simPayout(dec(amount), dec(entry), dec(lower), dec(upper), dec(leverage), dec(settlement))
          .toDecimalPlaces(8, 1)
          .toFixed(),
      ).toBe(got.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    }
  });

  it('the chart table marks the zones and puts the bounds and entry in order', () => {
    const rows = doubleWinPayoffTable(new Decimal(100), terms('100', '95', '105', '10'), new Decimal('0.1'));
    expect(rows.map((r) => r.price.toFixed())).toEqual(['85', '90', '95', '100', '105', '110', '115']);
    expect(rows.map((r) => r.zone)).toEqual(['below', 'below', 'inside', 'inside', 'inside', 'above', 'above']);
    expect(rows.map((r) => r.payout.toFixed())).toEqual(['200', '150', '0', '0', '0', '150', '200']);
  });
});
