import { describe, expect, it } from 'vitest';
import { OrderStatus, PositionStatus } from '@/api/earn/earn-enums';
import { Action, actOnPosition, earlyCloseValue, offerValueNow } from '@/sim/domain/actions';
import { dec } from '@/sim/domain/money';
import { doubleWinPayout } from '@/sim/domain/payoffs';
import { offerFor } from '@/sim/domain/quotes';
import { settlementPrice } from '@/sim/domain/settle';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { advance, clientId, codeOf, freshWorld, pay, VERIFIED } from './sim-test-kit';

function activePosition(world: ReturnType<typeof freshWorld>, orderId: string) {
  advance(world, 10 * MINUTE);
  const position = world.state.positions.find((p) => p.orderId === orderId);
  if (!position) throw new Error('no position');
  expect(position.status).toBe(PositionStatus.Active);
  return position;
}

describe('double-win on the simulated exchange', () => {
  it('publishes the custom-range rule and the current offer with the product', () => {
    const world = freshWorld();
    const detail = toProductDetail(world, world.requireProduct('10001'), VERIFIED);
    const offer = offerFor(world, world.requireProduct('10001'));
    expect(detail.double_win).toMatchObject({
      leverage: '10',
      min_deviation_e8: '1000000',
      max_deviation_e8: '15000000',
      price_tick_e8: '1000000000',
      quote_id: offer?.quoteId,
    });
    // The classic bounds sit on the tick.
    expect(offer?.lower.mod(10).isZero()).toBe(true);
    expect(offer?.upper.mod(10).isZero()).toBe(true);
  });

  it('takes a custom range around the quote entry and refuses one outside the rule', () => {
    const world = freshWorld();
    const offer = offerFor(world, world.requireProduct('10001'));
    if (!offer) throw new Error('no offer');
    const lower = offer.entry.times('0.97').div(10).floor().times(10);
    const upper = offer.entry.times('1.04').div(10).ceil().times(10);
    const { order } = pay(world, VERIFIED, '10001', '200', { quoteId: offer.quoteId, doubleWin: { lower, upper } });
    expect(order.offer).toMatchObject({
      lower: lower.toFixed(),
      upper: upper.toFixed(),
      leverage: '10',
      entry: offer.entry.toFixed(),
    });
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '10001', '200', { quoteId: offer.quoteId, doubleWin: { lower: lower.plus(5), upper } }),
      ),
    ).toBe(10001);
    expect(
      codeOf(() =>
        pay(world, VERIFIED, '10001', '200', {
          quoteId: offer.quoteId,
          doubleWin: { lower: offer.entry.times('0.5').floor(), upper },
        }),
      ),
    ).toBe(10001);
  });

  it('refuses an expired quote with 341', () => {
    const world = freshWorld();
    const offer = offerFor(world, world.requireProduct('10001'));
    advance(world, 5 * MINUTE);
    expect(codeOf(() => pay(world, VERIFIED, '10001', '200', { quoteId: offer?.quoteId }))).toBe(341);
  });

  it('settles a custom range on the 30-minute average price', () => {
    const world = freshWorld();
    const offer = offerFor(world, world.requireProduct('10002'));
    if (!offer) throw new Error('no offer');
    // A very narrow range, so the settlement almost surely breaks out.
    const lower = offer.entry.times('0.99').floor();
    const upper = offer.entry.times('1.01').ceil();
    const { order } = pay(world, VERIFIED, '10002', '500', { quoteId: offer.quoteId, doubleWin: { lower, upper } });
    const info = order.offer;
    if (!info) throw new Error('no offer');
    advance(world, info.settlementTime - world.now() + HOUR);
    expect(order.status).toBe(OrderStatus.Completed);
    const price = settlementPrice(world, info.base, info.quote, info.settlementTime);
    expect(info.settlementPrice).toBe(price.toFixed());
    const expected = doubleWinPayout(dec(500), dec(info.entry), lower, upper, dec(info.leverage), price);
    expect(dec(info.payout ?? 0).toFixed()).toBe(expected.toDecimalPlaces(8, 1).toFixed());
  });

  it('values a position, redeems it early at the estimate less 2 %, and not in the last 30 minutes', () => {
    const world = freshWorld();
    const offer = offerFor(world, world.requireProduct('10001'));
    const { order } = pay(world, VERIFIED, '10001', '1000', { quoteId: offer?.quoteId });
    const position = activePosition(world, order.id);
    const product = world.requireProduct('10001');
    const wire = toPosition(world, position, false);
    expect(wire.offer?.estimated_value_e8).toBe(
      dec(offerValueNow(world, product, order, world.now()))
        .times(1e8)
        .toFixed(0),
    );
    expect(wire.can_redeem).toBe(true);
    const estimate = earlyCloseValue(world, product, order, world.now());
    const { order: redeemed } = actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position.id,
      productType: product.type,
      action: Action.Redeem,
    });
    expect(redeemed.returns[0]?.amount ?? '0').toBe(estimate.toFixed());
    expect(position.status).toBe(PositionStatus.Closed);

    // A second position, taken to 20 minutes before settlement: closed for redemption.
    const next = offerFor(world, product);
    const { order: second } = pay(world, VERIFIED, '10001', '1000', { quoteId: next?.quoteId });
    const held = activePosition(world, second.id);
    advance(world, (second.offer?.settlementTime ?? 0) - world.now() - 20 * MINUTE);
    expect(toPosition(world, held, false).can_redeem).toBe(false);
    expect(
      codeOf(() =>
        actOnPosition(world, world.requireUser(VERIFIED), {
          clientOrderId: clientId(),
          positionId: held.id,
          productType: product.type,
          action: Action.Redeem,
        }),
      ),
    ).toBe(602);
  });

  it('closes the seeded position early at what the position is worth with time left, not at nothing inside the range', () => {
    const world = freshWorld({ history: true });
    const position = world.state.positions.find(
      (p) => p.userId === VERIFIED && p.productId === '10001' && p.status === PositionStatus.Active,
    );
    const source = world.state.orders.find((o) => o.id === position?.orderId);
    const info = source?.offer;
    if (!position || !source || !info) throw new Error('no seeded double-win position');
    const product = world.requireProduct('10001');
    const spot = world.prices.cross(info.base, info.quote, world.now());
    // Inside the range: settling now would pay nothing, but two days are left for the price to leave it.
    expect(spot.greaterThan(info.lower) && spot.lessThan(info.upper)).toBe(true);
    expect(
      doubleWinPayout(dec(200), dec(info.entry), dec(info.lower), dec(info.upper), dec(info.leverage), spot).isZero(),
    ).toBe(true);
    const value = offerValueNow(world, product, source, world.now());
    expect(value.greaterThan(0)).toBe(true);
    expect(value.lessThan(200)).toBe(true);
    const estimate = toPosition(world, position, false).offer?.redeem_estimate_e8;
    expect(estimate).toBe(earlyCloseValue(world, product, source, world.now()).times(1e8).toFixed(0));
    expect(BigInt(estimate ?? '0') > 0n).toBe(true);
    const { order } = actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position.id,
      productType: product.type,
      action: Action.Redeem,
      minReturn: dec(estimate ?? '0').div(1e8),
    });
    expect(
      dec(order.returns[0]?.amount ?? '0')
        .times(1e8)
        .toFixed(0),
    ).toBe(estimate);
  });

  it('values a position at settlement by the settlement rule alone', () => {
    const world = freshWorld();
    const product = world.requireProduct('10001');
    const offer = offerFor(world, product);
    const { order } = pay(world, VERIFIED, '10001', '1000', { quoteId: offer?.quoteId });
    const info = order.offer;
    if (!info) throw new Error('no offer');
    advance(world, info.settlementTime - world.now());
    const spot = world.prices.cross(info.base, info.quote, world.now());
    const rule = doubleWinPayout(
      dec(1000),
      dec(info.entry),
      dec(info.lower),
      dec(info.upper),
      dec(info.leverage),
      spot,
    );
    expect(offerValueNow(world, product, order, info.settlementTime).toFixed()).toBe(
      rule.toDecimalPlaces(8, 1).toFixed(),
    );
  });
});
