// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { allowedBounds, checkCustomRange, DOUBLE_WIN_REDEMPTION_LOCK_MINUTES } from '@/products/double-win/range';
import { redemptionClosesAt, redemptionOpen } from '@/products/offer-position';
import { customDoubleWinRange, type Offer } from '@/sim/domain/quotes';
import { dec } from '@/sim/domain/money';

const rules = { minDeviation: new Decimal('0.01'), maxDeviation: new Decimal('0.15'), tick: new Decimal('10') };
const entry = new Decimal('60000');
const d = (v: string) => new Decimal(v);

describe('double-win custom range', () => {
  it('accepts bounds on the tick within the allowed deviation', () => {
    expect(checkCustomRange(entry, d('57000'), d('63000'), rules)).toBeNull();
    expect(checkCustomRange(entry, d('59400'), d('60600'), rules)).toBeNull(); // exactly 1 %
    expect(checkCustomRange(entry, d('51000'), d('69000'), rules)).toBeNull(); // exactly 15 %
  });

  it('refuses missing, inverted, off-tick, too narrow and too wide ranges', () => {
    expect(checkCustomRange(entry, null, d('63000'), rules)).toEqual({ kind: 'missing' });
    expect(checkCustomRange(entry, d('61000'), d('63000'), rules)).toEqual({ kind: 'order' });
    expect(checkCustomRange(entry, d('57005'), d('63000'), rules)?.kind).toBe('tick');
    expect(checkCustomRange(entry, d('59410'), d('63000'), rules)).toMatchObject({ kind: 'tooNarrow', bound: 'lower' });
    expect(checkCustomRange(entry, d('57000'), d('60590'), rules)).toMatchObject({ kind: 'tooNarrow', bound: 'upper' });
    expect(checkCustomRange(entry, d('50990'), d('63000'), rules)).toMatchObject({ kind: 'tooWide', bound: 'lower' });
    expect(checkCustomRange(entry, d('57000'), d('69010'), rules)).toMatchObject({ kind: 'tooWide', bound: 'upper' });
  });

  it('refuses any range around an entry of zero from the wire, without dividing by it', () => {
    expect(checkCustomRange(d('0'), d('-10'), d('10'), rules)).toEqual({ kind: 'order' });
    expect(checkCustomRange(entry, d('0'), d('63000'), rules)).toMatchObject({ kind: 'tooWide', bound: 'lower' });
  });

  it('states the allowed bounds on the tick', () => {
    const b = allowedBounds(d('60005'), rules);
    expect([b.lowerMin, b.lowerMax, b.upperMin, b.upperMax].map((v) => v.toFixed())).toEqual([
      '51010',
      '59400',
      '60610',
      '69000',
    ]);
    for (const v of [b.lowerMin, b.lowerMax]) expect(checkCustomRange(d('60005'), v, b.upperMin, rules)).toBeNull();
  });

  it('reports a zero tick from the wire as a tick problem and leaves the bounds unrounded', () => {
    const zeroTick = { ...rules, tick: d('0') };
    expect(checkCustomRange(entry, d('57000'), d('63000'), zeroTick)).toEqual({ kind: 'tick', tick: d('0') });
    const b = allowedBounds(entry, zeroTick);
    expect([b.lowerMin, b.lowerMax, b.upperMin, b.upperMax].map((v) => v.toFixed())).toEqual([
      '51000',
      '59400',
      '60600',
      '69000',
    ]);
  });

  it('the simulated exchange applies the same rule', () => {
    const offer: Offer = {
      quoteId: 'q',
      entry: dec(60000),
      lower: dec(57000),
      upper: dec(63000),
      apr: dec(0),
      leverage: dec(10),
      expireAt: 0,
    };
    const terms = { minDeviation: 0.01, maxDeviation: 0.15, priceTick: '10' };
    const cases: Array<[string, string]> = [
      ['57000', '63000'],
      ['59400', '60600'],
      ['57005', '63000'],
      ['59410', '63000'],
      ['50990', '63000'],
      ['61000', '63000'],
    ];
    for (const [lo, hi] of cases) {
      const client = checkCustomRange(entry, d(lo), d(hi), rules) === null;
      const sim = 'offer' in customDoubleWinRange(offer, terms, dec(lo), dec(hi));
      expect(sim, `${lo}-${hi}`).toBe(client);
    }
    const ok = customDoubleWinRange(offer, terms, dec(58000), dec(62000));
    expect('offer' in ok && [ok.offer.lower.toFixed(), ok.offer.upper.toFixed(), ok.offer.leverage.toFixed()]).toEqual([
      '58000',
      '62000',
      '10',
    ]);
  });
});

describe('double-win redemption window', () => {
  const settlement = Date.UTC(2026, 10, 25, 8);
  it('closes 30 minutes before settlement', () => {
    const lock = DOUBLE_WIN_REDEMPTION_LOCK_MINUTES;
    expect(redemptionClosesAt(settlement, lock)).toBe(settlement - 30 * 60_000);
    expect(redemptionOpen(settlement - 31 * 60_000, settlement, lock)).toBe(true);
    expect(redemptionOpen(settlement - 30 * 60_000 - 1, settlement, lock)).toBe(true);
    expect(redemptionOpen(settlement - 30 * 60_000, settlement, lock)).toBe(false);
    expect(redemptionOpen(settlement + 1, settlement, lock)).toBe(false);
  });
});
