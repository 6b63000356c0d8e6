// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DualDirection, OrderStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { dualOutcome, dualScenarios } from '@/sim/domain/dual-asset';
import { dec } from '@/sim/domain/money';
import { previewSubscription } from '@/sim/domain/preview';
import { currentWindow, dualQuotes, tick } from '@/sim/domain/quotes';
import { settlementTimeFor } from '@/sim/domain/settlement-time';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import { advance, codeOf, freshWorld, funding, pay, VERIFIED } from './sim-test-kit';

const day = { durationMs: DAY, apr: dec('0.365') };

describe('dual asset payoff', () => {
  it('buy low: converted at or below the target, else principal plus interest in the stablecoin', () => {
    const terms = { ...day, direction: DualDirection.BuyLow, amount: dec(1000), target: dec(100) };
    expect(dualOutcome(terms, dec(95))).toEqual({ converted: true, side: 'base', amount: dec('10.01') });
    expect(dualOutcome(terms, dec(100)).converted).toBe(true);
    expect(dualOutcome(terms, dec(105))).toEqual({ converted: false, side: 'quote', amount: dec(1001) });
  });

  it('sell high: converted at or above the target, else principal plus interest in the coin', () => {
    const terms = { ...day, direction: DualDirection.SellHigh, amount: dec(10), target: dec(110) };
    expect(dualOutcome(terms, dec(115))).toEqual({ converted: true, side: 'quote', amount: dec('1101.1') });
    expect(dualOutcome(terms, dec(110)).converted).toBe(true);
    expect(dualOutcome(terms, dec(100))).toEqual({ converted: false, side: 'base', amount: dec('10.01') });
  });

  it('an 8-hour term earns a third of a day', () => {
    const terms = {
      durationMs: 8 * HOUR,
      apr: dec('0.365'),
      direction: DualDirection.SellHigh,
      amount: dec(3),
      target: dec(100),
    };
    expect(dualOutcome(terms, dec(90)).amount.toFixed()).toBe('3.001');
  });

  it('previews both scenarios', () => {
    const { reached, missed } = dualScenarios({
      ...day,
      direction: DualDirection.BuyLow,
      amount: dec(1000),
      target: dec(100),
    });
    expect(reached).toEqual({ converted: true, side: 'base', amount: dec('10.01') });
    expect(missed).toEqual({ converted: false, side: 'quote', amount: dec(1001) });
  });
});

describe('dual asset settlement time', () => {
  it('settles at 08:00 UTC (terms of a day or more) or on the next 8-hour slot', () => {
    const nine = Date.UTC(2025, 5, 2, 9, 0);
    expect(new Date(settlementTimeFor(DAY, nine).settlementTime).toISOString()).toBe('2025-06-03T08:00:00.000Z');
    expect(new Date(settlementTimeFor(3 * DAY, nine).settlementTime).toISOString()).toBe('2025-06-05T08:00:00.000Z');
    expect(new Date(settlementTimeFor(8 * HOUR, nine).settlementTime).toISOString()).toBe('2025-06-02T16:00:00.000Z');
  });

  it('every term of a day or more settles exactly at 08:00 UTC, within half a day of the term', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 500; i++) {
      const at = start + ((i * 7_919_123) % (40 * DAY));
      const term = (1 + (i % 12)) * DAY;
      const { settlementTime, applyEndAt } = settlementTimeFor(term, at);
      expect(settlementTime % DAY).toBe(8 * HOUR);
      expect(settlementTime - at).toBeGreaterThanOrEqual(term - 12 * HOUR);
      expect(settlementTime - at).toBeLessThan(term + 12 * HOUR);
      expect(applyEndAt).toBeGreaterThanOrEqual(at);
    }
  });
});

describe('dual asset quotes', () => {
  it('are laid out around the index of the window start and move with the price model between windows', () => {
    const world = freshWorld();
    const product = world.requireProduct('2001');
    const first = dualQuotes(world, product);
    const window = currentWindow(world);
    const index = world.prices.cross(1, 5, window.start);
    expect(first.map((q) => q.target.toFixed())).toEqual(
      [0.005, 0.01, 0.02, 0.035, 0.05].map((d) => tick(index.times(1 - d)).toFixed()),
    );
    expect(first.every((q) => q.target.lessThan(index))).toBe(true);
    // Same window: the same quotes. Next windows: new ids, targets follow the walk.
    advance(world, window.ttl / 3);
    expect(dualQuotes(world, product)).toEqual(first);
    const seen = new Set(first.map((q) => q.target.toFixed()));
    let moved = false;
    for (let k = 0; k < 20 && !moved; k++) {
      advance(world, 10 * MINUTE);
      const later = dualQuotes(world, product);
      const laterIndex = world.prices.cross(1, 5, currentWindow(world).start);
      expect(later[0]?.target.toFixed()).toBe(tick(laterIndex.times(0.995)).toFixed());
      expect(later[0]?.quoteId).not.toBe(first[0]?.quoteId);
      moved = !seen.has(later[0]?.target.toFixed() ?? '');
    }
    expect(moved).toBe(true);
  });

  it('sell high quotes sit above the index and pay less far from spot', () => {
    const world = freshWorld();
    const quotes = dualQuotes(world, world.requireProduct('2002'));
    const index = world.prices.cross(1, 5, currentWindow(world).start);
    expect(quotes.every((q) => q.target.greaterThan(index))).toBe(true);
    for (let i = 1; i < quotes.length; i++)
      expect(quotes[i]?.apr.lessThanOrEqualTo(quotes[i - 1]?.apr ?? 0)).toBe(true);
  });

  it('refuse an expired quote with 341', () => {
    const world = freshWorld();
    const product = world.requireProduct('2001');
    const quote = dualQuotes(world, product)[1];
    if (!quote || !product.dual) throw new Error('no quote');
    advance(world, quote.expireAt - world.now());
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2001', '100', {
          quoteId: quote.quoteId,
          dual: { direction: DualDirection.BuyLow, target: quote.target },
        }),
      ),
    ).toBe(341);
    expect(codeOf(() => previewSubscription(world, { product, amount: dec(100), quoteId: quote.quoteId }))).toBe(341);
  });

  it.each([
    ['sell high', '2002', '1.02'],
    ['buy low', '2001', '0.98'],
  ] as const)(
    'refuse a %s target the index has reached since the quote (340), before review and on the order',
    (_, productId, move) => {
      const world = freshWorld();
      const product = world.requireProduct(productId);
      const terms = product.dual;
      if (!terms) throw new Error('not dual');
      const quotes = dualQuotes(world, product);
      // The index moves 2 % the target's way within the quote's lifetime: the 0.5 % and 1 % targets are passed.
      advance(world, 1000);
      world.shock(terms.base, move);
      advance(world, 1000);
      const spot = world.prices.cross(terms.base, terms.quote, world.now());
      const passed = quotes.filter((q) =>
        terms.direction === DualDirection.SellHigh
          ? q.target.lessThanOrEqualTo(spot)
          : q.target.greaterThanOrEqualTo(spot),
      );
      const open = quotes.filter((q) => !passed.includes(q));
      expect(passed.length).toBeGreaterThan(0);
      expect(open.length).toBeGreaterThan(0);
      const amount = terms.direction === DualDirection.SellHigh ? '0.01' : '100';
      for (const q of passed) {
        const dual = { direction: terms.direction, target: q.target };
        expect(codeOf(() => previewSubscription(world, { product, amount: dec(amount), quoteId: q.quoteId }))).toBe(
          340,
        );
        expect(codeOf(() => pay(world, VERIFIED, productId, amount, { quoteId: q.quoteId, dual }))).toBe(340);
      }
      const far = open[open.length - 1];
      if (!far) throw new Error('no open quote');
      expect(
        codeOf(() =>
          pay(world, VERIFIED, productId, amount, {
            quoteId: far.quoteId,
            dual: { direction: terms.direction, target: far.target },
          }),
        ),
      ).toBe(0);
    },
  );

  it('refuse a quoted APR above the live one, or a target that is not the quote, with 340', () => {
    const world = freshWorld();
    const quote = dualQuotes(world, world.requireProduct('2001'))[0];
    if (!quote) throw new Error('no quote');
    const dual = { direction: DualDirection.BuyLow, target: quote.target };
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2001', '100', { quoteId: quote.quoteId, dual, quotedApr: quote.apr.plus('0.0001') }),
      ),
    ).toBe(340);
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '2001', '100', {
          quoteId: quote.quoteId,
          dual: { ...dual, target: quote.target.plus(1) },
        }),
      ),
    ).toBe(340);
    expect(
      codeOf(() => pay(world, VERIFIED, '2001', '100', { quoteId: quote.quoteId, dual, quotedApr: quote.apr })),
    ).toBe(0);
  });
});

describe('dual asset settlement', () => {
  it('uses the average of the 30 one-minute prices before the settlement time', () => {
    const world = freshWorld();
    const at = Date.UTC(2025, 5, 3, 8, 0);
    let sum = dec(0);
    for (let m = 30; m >= 1; m--) sum = sum.plus(world.prices.cross(18, 5, at - m * MINUTE));
    expect(world.prices.average(18, 5, at).toFixed()).toBe(sum.div(30).toFixed());
  });

  for (const converted of [true, false]) {
    it(`settles a real order at 08:00 UTC against the 30-minute average, paying what the preview said (${converted ? 'converted' : 'not converted'})`, () => {
      const world = freshWorld();
      const product = world.requireProduct('2001');
      const quote = dualQuotes(world, product)[0];
      if (!quote || !product.dual) throw new Error('no quote');
      const preview = previewSubscription(world, { product, amount: dec(1000), quoteId: quote.quoteId });
      const { order } = pay(world, VERIFIED, '2001', '1000', {
        quoteId: quote.quoteId,
        dual: { direction: product.dual.direction, target: quote.target },
        quotedApr: quote.apr,
      });
      const info = order.dual;
      if (!info) throw new Error('no dual info');
      expect(info.settlementTime % DAY).toBe(8 * HOUR);
      expect(preview.payoutAt).toBe(info.settlementTime);
      // Move the target far away so the outcome does not depend on where the seeded walk goes.
      const spot = world.prices.cross(1, 5, world.now());
      info.target = (converted ? spot.times(10) : spot.div(10)).toFixed();
      const btcBefore = dec(funding(world, VERIFIED, 1));
      const usdtBefore = dec(funding(world, VERIFIED, 5));
      advance(world, info.settlementTime - world.now() + HOUR);
      expect(order.status).toBe(OrderStatus.Completed);
      const price = world.prices.average(1, 5, info.settlementTime).toSignificantDigits(8);
      expect(info.settlementPrice).toBe(price.toFixed());
      const expected = dualOutcome(
        {
          direction: DualDirection.BuyLow,
          amount: dec(1000),
          target: dec(info.target),
          apr: quote.apr,
          durationMs: DAY,
        },
        price,
      );
      expect(expected.converted).toBe(converted);
      const settlement = world.state.records.find(
        (r) => r.orderId === order.id && r.type === WalletRecordType.Settlement,
      );
      expect(settlement?.createdAt).toBe(info.settlementTime);
      expect(settlement?.coin).toBe(converted ? 1 : 5);
      expect(settlement?.amount).toBe(expected.amount.toDecimalPlaces(8, 1).toFixed());
      const gained = converted
        ? dec(funding(world, VERIFIED, 1)).minus(btcBefore)
        : dec(funding(world, VERIFIED, 5)).minus(usdtBefore);
      expect(gained.toFixed()).toBe(settlement?.amount);
      if (!converted)
        expect(dec(settlement?.amount ?? 0).toFixed()).toBe(
          preview.scenarios?.[1]?.amount.toDecimalPlaces(8, 1).toFixed(),
        );
    });
  }
});
