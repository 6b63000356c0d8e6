import { describe, expect, it } from 'vitest';
import { DualDirection, OrderStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { dualOutcome, dualScenarios } from '@/sim/domain/dual-asset';
import { dec } from '@/sim/domain/money';
import { dualQuotes } from '@/sim/domain/quotes';
import { settlementTimeFor } from '@/sim/domain/settlement-time';
import { DAY, HOUR } from '@/sim/domain/time';
import { advance, freshWorld, funding, pay, VERIFIED } from './sim-test-kit';

const day = { durationMs: DAY, apr: dec('0.365') };

describe('dual asset settlement', () => {
  it('buy low: converted at or below the target, else principal plus interest in the stablecoin', () => {
    const terms = { ...day, direction: DualDirection.BuyLow, amount: dec(1000), target: dec(100) };
    expect(dualOutcome(terms, dec(95))).toEqual({ converted: true, side: 'base', amount: dec('10.01') });
    expect(dualOutcome(terms, dec(100)).converted).toBe(true);
    expect(dualOutcome(terms, dec(105))).toEqual({ converted: false, side: 'quote', amount: dec(1001) });
  });

  it('sell high: converted at or above the target, else principal plus interest in the coin', () => {
    const terms = { ...day, direction: DualDirection.SellHigh, amount: dec(10), target: dec(110) };
    expect(dualOutcome(terms, dec(115))).toEqual({ converted: true, side: 'quote', amount: dec('1101.1') });
    expect(dualOutcome(terms, dec(100))).toEqual({ converted: false, side: 'base', amount: dec('10.01') });
  });

  it('previews both scenarios', () => {
    const { reached, missed } = dualScenarios({ ...day, direction: DualDirection.BuyLow, amount: dec(1000), target: dec(100) });
    expect(reached.side).toBe('base');
    expect(missed.side).toBe('quote');
  });

  it('settles at 08:00 UTC (terms of a day or more) or on the next 8-hour slot', () => {
    const nine = Date.UTC(2025, 5, 2, 9, 0);
    expect(new Date(settlementTimeFor(DAY, nine).settlementTime).toISOString()).toBe('2025-06-03T08:00:00.000Z');
    expect(new Date(settlementTimeFor(3 * DAY, nine).settlementTime).toISOString()).toBe('2025-06-05T08:00:00.000Z');
    expect(new Date(settlementTimeFor(8 * HOUR, nine).settlementTime).toISOString()).toBe('2025-06-02T16:00:00.000Z');
  });

  for (const converted of [true, false]) {
    it(`settles a real order against the 30-minute average price (${converted ? 'converted' : 'not converted'})`, () => {
      const world = freshWorld();
      const product = world.requireProduct('2005');
      const quote = dualQuotes(world, product)[0];
      if (!quote || !product.dual) throw new Error('no quote');
      const { order } = pay(world, VERIFIED, '2005', '1000', { quoteId: quote.quoteId, dual: { direction: product.dual.direction, target: quote.target } });
      const info = order.dual;
      if (!info) throw new Error('no dual info');
      // Move the target far away so the outcome does not depend on where the seeded walk goes.
      const spot = world.prices.cross(18, 5, world.now());
      info.target = (converted ? spot.times(10) : spot.div(10)).toFixed();
      const solBefore = dec(funding(world, VERIFIED, 18));
      const usdtBefore = dec(funding(world, VERIFIED, 5));
      advance(world, info.settlementTime - world.now() + HOUR);
      expect(order.status).toBe(OrderStatus.Completed);
      const price = world.prices.average(18, 5, info.settlementTime).toSignificantDigits(8);
      expect(info.settlementPrice).toBe(price.toFixed());
      const expected = dualOutcome({ direction: DualDirection.BuyLow, amount: dec(1000), target: dec(info.target), apr: dec(order.apr), durationMs: info.settlementTime - order.createdAt }, price);
      expect(expected.converted).toBe(converted);
      const settlement = world.state.records.find((r) => r.orderId === order.id && r.type === WalletRecordType.Settlement);
      expect(settlement?.coin).toBe(converted ? 18 : 5);
      expect(settlement?.amount).toBe(expected.amount.toDecimalPlaces(8, 1).toFixed());
      const gained = converted ? dec(funding(world, VERIFIED, 18)).minus(solBefore) : dec(funding(world, VERIFIED, 5)).minus(usdtBefore);
      expect(gained.toFixed()).toBe(settlement?.amount);
    });
  }
});
