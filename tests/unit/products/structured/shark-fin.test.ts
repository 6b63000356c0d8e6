import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  sharkFinApr,
  sharkFinPayout,
  sharkFinRange,
  sharkFinTable,
  sharkFinZone,
  type SharkFinTerms,
} from '@/products/structured/shark-fin';
import {
  add,
  decimalBetween,
  div,
  floorTo,
  gt,
  int,
  lt,
  mul,
  rat,
  seeded,
  sub,
  type Rational,
} from '../rational-reference';

const YEAR = 365 * 86_400;
const bullish: SharkFinTerms = {
  kind: 1,
  lower: new Decimal(100),
  upper: new Decimal(108),
  floorApr: new Decimal('0.04'),
  maxApr: new Decimal('0.114'),
  termSeconds: 7 * 86_400,
};

describe('shark-fin payoff', () => {
  it('earns the floor outside the range and rises to the high yield towards the far bound inside it', () => {
    expect(sharkFinApr(bullish, 99).toFixed()).toBe('0.04');
    expect(sharkFinApr(bullish, 100).toFixed()).toBe('0.04');
    expect(sharkFinApr(bullish, 104).toFixed()).toBe('0.077');
    expect(sharkFinApr(bullish, 108).toFixed()).toBe('0.114');
    expect(sharkFinApr(bullish, '108.01').toFixed()).toBe('0.04');
    const bearish = { ...bullish, kind: 2 as const };
    expect(sharkFinApr(bearish, 100).toFixed()).toBe('0.114');
    expect(sharkFinApr(bearish, 108).toFixed()).toBe('0.04');
    expect(sharkFinZone(bullish, 109)).toBe('knockedOut');
    // 365-day APR 3.65 % over 7 days on 1,000: 1,000.7; never below principal.
    expect(sharkFinPayout(1000, { ...bullish, floorApr: new Decimal('0.0365') }, 50).toFixed()).toBe('1000.7');
    expect(sharkFinTable(1000, bullish).every((row) => row.payout.greaterThan(1000))).toBe(true);
    expect(sharkFinRange(new Decimal('97123.456'), new Decimal(1), new Decimal('1.08'))).toEqual({
      lower: new Decimal('97123'),
      upper: new Decimal('104890'),
    });
  });

  it('matches an exact rational reference on 300 generated settlements', () => {
    const next = seeded(7);
    for (let i = 0; i < 300; i++) {
      const lower = decimalBetween(next, 1, 100_000, 2);
      const upper = new Decimal(lower)
        .times(decimalBetween(next, 1.01, 1.2, 3))
        .toDecimalPlaces(2)
        .toFixed();
      const floor = decimalBetween(next, 0.005, 0.05, 4);
      const max = new Decimal(floor).plus(decimalBetween(next, 0.01, 0.3, 4)).toFixed();
      const kind = i % 2 === 0 ? 1 : 2;
      const days = 1 + Math.floor(next() * 60);
      const amount = decimalBetween(next, 100, 500_000, 2);
      const price = new Decimal(lower)
        .times(decimalBetween(next, 0.8, 1.3, 4))
        .toDecimalPlaces(4)
        .toFixed();
      const terms: SharkFinTerms = {
        kind,
        lower: new Decimal(lower),
        upper: new Decimal(upper),
        floorApr: new Decimal(floor),
        maxApr: new Decimal(max),
        termSeconds: days * 86_400,
      };
      const p = rat(price);
      const lo = rat(lower);
      const hi = rat(upper);
      let apr: Rational = rat(floor);
      if (!lt(p, lo) && !gt(p, hi)) {
        const position = kind === 1 ? sub(p, lo) : sub(hi, p);
        apr = add(rat(floor), div(mul(sub(rat(max), rat(floor)), position), sub(hi, lo)));
      }
      const payout = mul(rat(amount), add(int(1), div(mul(apr, int(days * 86_400)), int(YEAR))));
      expect(
        sharkFinPayout(amount, terms, price).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
        `${kind} ${lower}-${upper} at ${price}`,
      ).toBe(floorTo(payout, 8));
    }
  });
});
