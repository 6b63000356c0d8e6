// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { OrderStatus, PositionStatus } from '@/api/earn/earn-enums';
import { Action, actOnPosition, earlyCloseValue, ESTIMATE_WINDOW_MS } from '@/sim/domain/actions';
import { dec } from '@/sim/domain/money';
import { futureBoostPayout } from '@/sim/domain/payoffs';
import { MAX_QUOTE_DRIFT, offerById, offerFor } from '@/sim/domain/quotes';
import { settlementPrice } from '@/sim/domain/settle';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { advance, clientId, codeOf, freshWorld, pay, VERIFIED } from './sim-test-kit';

describe('smart leverage on the simulated exchange', () => {
  it('publishes the quote with the product: entry, breakeven past the fee, up to 200x', () => {
    const world = freshWorld();
    const detail = toProductDetail(world, world.requireProduct('12001'), VERIFIED);
    const offer = offerFor(world, world.requireProduct('12001'));
    expect(detail.future_boost).toMatchObject({ direction: 1, max_leverage: 200, quote_id: offer?.quoteId });
    expect(offer && offer.lower.greaterThan(offer.entry)).toBe(true);
    const down = offerFor(world, world.requireProduct('12002'));
    expect(down && down.lower.lessThan(down.entry)).toBe(true);
  });

  it('takes a whole leverage from 1 to 200 and refuses others', () => {
    const world = freshWorld();
    const offer = offerFor(world, world.requireProduct('12001'));
    const { order } = pay(world, VERIFIED, '12001', '100', { quoteId: offer?.quoteId, leverage: dec(20) });
    expect(order.offer?.leverage).toBe('20');
    expect(order.offer?.lower).toBe(offer?.lower.toFixed());
    expect(codeOf(() => pay(world, VERIFIED, '12001', '100', { quoteId: offer?.quoteId, leverage: dec(201) }))).toBe(
      10001,
    );
    expect(codeOf(() => pay(world, VERIFIED, '12001', '100', { quoteId: offer?.quoteId, leverage: dec('2.5') }))).toBe(
      10001,
    );
  });

  it('refuses an order when the price moved more than 5 % from its quote (340), and only then', () => {
    const world = freshWorld();
    const product = world.requireProduct('12001');
    const offer = offerFor(world, product);
    if (!offer) throw new Error('no offer');
    // The quote stays valid for its window; the drift rule compares spot with the quote's entry.
    expect(offerById(world, product, offer.quoteId).entry.toFixed()).toBe(offer.entry.toFixed());
    expect(MAX_QUOTE_DRIFT).toBe(0.05);
    const base = product.futureBoost?.base ?? 0;
    const quote = product.futureBoost?.quote ?? 0;
    const spot = world.prices.cross(base, quote, world.now());
    expect(spot.minus(offer.entry).abs().div(offer.entry).lessThanOrEqualTo(MAX_QUOTE_DRIFT)).toBe(true);
    // A second later the price jumps 6 % (the quote's own window start keeps its price): refused.
    const quotedAt = world.now();
    advance(world, 1000);
    const original = world.prices.cross.bind(world.prices);
    const jump = (factor: string) => (b: number, q: number, at: number) =>
      at > quotedAt ? original(b, q, at).times(factor) : original(b, q, at);
    world.prices.cross = jump('1.06');
    expect(codeOf(() => pay(world, VERIFIED, '12001', '100', { quoteId: offer.quoteId, leverage: dec(10) }))).toBe(340);
    world.prices.cross = jump('0.9405');
    expect(codeOf(() => pay(world, VERIFIED, '12001', '100', { quoteId: offer.quoteId, leverage: dec(10) }))).toBe(340);
    world.prices.cross = jump('1.04');
    expect(codeOf(() => pay(world, VERIFIED, '12001', '100', { quoteId: offer.quoteId, leverage: dec(10) }))).toBe(0);
  });

  it('settles on the 30-minute average against the breakeven, floored at zero', () => {
    const world = freshWorld();
    const offer = offerFor(world, world.requireProduct('12002'));
    const { order } = pay(world, VERIFIED, '12002', '100', { quoteId: offer?.quoteId, leverage: dec(50) });
    const info = order.offer;
    if (!info) throw new Error('no offer');
    advance(world, info.settlementTime - world.now() + HOUR);
    expect(order.status).toBe(OrderStatus.Completed);
    const price = settlementPrice(world, info.base, info.quote, info.settlementTime);
    expect(info.settlementPrice).toBe(price.toFixed());
    const expected = futureBoostPayout(dec(100), dec(info.entry), dec(info.lower), dec(50), 2, price);
    expect(dec(info.payout ?? 0).toFixed()).toBe(expected.toDecimalPlaces(8, 1).toFixed());
  });

  it('closes early at the estimate, refuses below the accepted minimum, and not in the last hour', () => {
    const world = freshWorld();
    const product = world.requireProduct('12001');
    const offer = offerFor(world, product);
    const { order } = pay(world, VERIFIED, '12001', '1000', { quoteId: offer?.quoteId, leverage: dec(5) });
    advance(world, 10 * MINUTE);
    const position = world.state.positions.find((p) => p.orderId === order.id);
    if (!position) throw new Error('no position');
    expect(position.status).toBe(PositionStatus.Active);
    const wire = toPosition(world, position, false);
    const estimate = earlyCloseValue(world, product, order, world.now());
    expect(wire.offer?.redeem_estimate_e8).toBe(estimate.times(1e8).toFixed(0));
    const user = world.requireUser(VERIFIED);
    expect(
      codeOf(() =>
        actOnPosition(world, user, {
          clientOrderId: clientId(),
          positionId: position.id,
          productType: product.type,
          action: Action.Redeem,
          minReturn: estimate.plus('0.01'),
        }),
      ),
    ).toBe(340);
    expect(position.status).toBe(PositionStatus.Active);
    advance(world, (order.offer?.settlementTime ?? 0) - world.now() - 59 * MINUTE);
    expect(toPosition(world, position, false).can_redeem).toBe(false);
    expect(
      codeOf(() =>
        actOnPosition(world, user, {
          clientOrderId: clientId(),
          positionId: position.id,
          productType: product.type,
          action: Action.Redeem,
        }),
      ),
    ).toBe(602);
  });
});

describe('smart leverage early-redemption estimate', () => {
  it('holds for its 10-minute window and is what the early close pays', () => {
    const world = freshWorld();
    const product = world.requireProduct('12002');
    const offer = offerFor(world, product);
    const { order } = pay(world, VERIFIED, '12002', '1000', { quoteId: offer?.quoteId, leverage: dec(100) });
    advance(world, 10 * MINUTE);
    const position = world.state.positions.find((p) => p.orderId === order.id);
    if (!position) throw new Error('no position');
    // Move to the start of a window, read the estimate, then redeem 9 minutes later: the same figure is paid.
    advance(world, ESTIMATE_WINDOW_MS - (world.now() % ESTIMATE_WINDOW_MS));
    const shown = toPosition(world, position, false).offer;
    expect(shown?.redeem_estimate_until).toBe(String((world.now() + ESTIMATE_WINDOW_MS) / 1000));
    advance(world, 9 * MINUTE);
    expect(toPosition(world, position, false).offer?.redeem_estimate_e8).toBe(shown?.redeem_estimate_e8);
    const { order: closed } = actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position.id,
      productType: product.type,
      action: Action.Redeem,
      minReturn: dec(shown?.redeem_estimate_e8 ?? '0').div(1e8),
    });
    expect(
      dec(closed.returns[0]?.amount ?? '0')
        .times(1e8)
        .toFixed(0),
    ).toBe(shown?.redeem_estimate_e8);
  });
});
