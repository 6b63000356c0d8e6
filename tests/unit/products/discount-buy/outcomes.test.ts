import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  discountBuyOutcomes,
  discountBuyPayout,
  discountBuyValue,
  discountToSpot,
  receiptAt,
} from '@/products/discount-buy/outcomes';
import { add, decimalBetween, div, floorTo, int, mul, rat, seeded } from '../rational-reference';

const YEAR = 365 * 86_400;
const terms = (purchase: string, knockOut: string, apr: string, days: number) => ({
  purchase: new Decimal(purchase),
  knockOut: new Decimal(knockOut),
  apr: new Decimal(apr),
  termSeconds: days * 86_400,
});

describe('discount-buy outcomes', () => {
  it('buys the coin at the purchase price below knock-out, and pays principal plus the APR over the term at or above it', () => {
    const t = terms('95000', '105000', '0.1825', 7);
    expect(discountBuyPayout('1000', t, '104999.99')).toEqual({
      kind: 'bought',
      amount: new Decimal('1000').div('95000'),
    });
    expect(discountBuyPayout('1000', t, '105000')).toEqual({ kind: 'knockedOut', amount: new Decimal('1003.5') });
    expect(discountBuyOutcomes('1000', t, { base: 8, quote: 8 })).toEqual({
      bought: new Decimal('0.01052631'),
      knockedOut: new Decimal('1003.5'),
    });
    // Valued at the price: the coin at 90,000 is worth less than the 1,000 paid; at the purchase price exactly 1,000.
    expect(discountBuyValue('1000', t, '95000').toFixed()).toBe('1000');
    expect(discountBuyValue('1000', t, '90000').lessThan(1000)).toBe(true);
    expect(discountToSpot(new Decimal('95000'), new Decimal('100000')).toFixed()).toBe('0.05');
    expect(receiptAt(Date.UTC(2026, 0, 1, 8))).toBe(Date.UTC(2026, 0, 1, 8, 15));
  });

  it('matches an exact rational reference on 300 generated orders', () => {
    const next = seeded(11);
    for (let i = 0; i < 300; i++) {
      const amount = decimalBetween(next, 10, 250_000, 2);
      const purchase = decimalBetween(next, 0.05, 120_000, 4);
      const knockOut = new Decimal(purchase).times('1.1').toDecimalPlaces(4).toFixed();
      const apr = decimalBetween(next, 0.01, 0.6, 4);
      const days = 1 + Math.floor(next() * 30);
      const base = [4, 6, 8][i % 3] ?? 8;
      const quote = [2, 6, 8][i % 3] ?? 8;
      const got = discountBuyOutcomes(amount, terms(purchase, knockOut, apr, days), { base, quote });
      const bought = floorTo(div(rat(amount), rat(purchase)), base);
      const knocked = floorTo(mul(rat(amount), add(int(1), div(mul(rat(apr), int(days * 86_400)), int(YEAR)))), quote);
      expect(got.bought.toFixed(), `bought ${amount}/${purchase}`).toBe(bought);
      expect(got.knockedOut.toFixed(), `knocked out ${amount} at ${apr} for ${days} d`).toBe(knocked);
    }
  });
});
