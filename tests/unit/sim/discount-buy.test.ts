import { describe, expect, it } from 'vitest';
import { DisplayStatus, OrderStatus, PositionStatus, ProductType, WalletRecordType } from '@/api/earn/earn-enums';
import { dec } from '@/sim/domain/money';
import { discountBuyPayout } from '@/sim/domain/payoffs';
import { offerFor } from '@/sim/domain/quotes';
import { settlementPrice } from '@/sim/domain/settle';
import { DISCOUNT_BUY_RECEIPT_DELAY_MS } from '@/sim/domain/settlement-receipt';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { displayStatusFor, eligibilityOf } from '@/sim/domain/eligibility';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { discountBuyOffers } from '@/sim/realtime/topic-payloads';
import { advance, BLOCKED, codeOf, freshWorld, funding, pay, UNVERIFIED, VERIFIED, VIP } from './sim-test-kit';

describe('discount buy on the simulated exchange', () => {
  it('publishes the offer with the product and over the topic, and moves it with the price model', () => {
    const world = freshWorld();
    const product = world.requireProduct('11001');
    const offer = offerFor(world, product);
    if (!offer) throw new Error('no offer');
    const detail = toProductDetail(world, product, VERIFIED);
    expect(detail.discount_buy).toMatchObject({
      quote_id: offer.quoteId,
      purchase_price_e8: offer.lower.times(1e8).toFixed(0),
      knock_out_price_e8: offer.upper.times(1e8).toFixed(0),
      knock_out_apy_e8: '12000000',
    });
    // Purchase 5 % below spot, knock-out 5 % above it.
    expect(offer.lower.lessThan(offer.entry)).toBe(true);
    expect(offer.upper.greaterThan(offer.entry)).toBe(true);
    const streamed = discountBuyOffers(world, null).offers.find((o) => o.product_id === '11001');
    expect(streamed?.quote_id).toBe(offer.quoteId);
    // The offline SOL plan is not streamed.
    expect(discountBuyOffers(world, null).offers.some((o) => o.product_id === '11003')).toBe(false);
    advance(world, 6 * HOUR);
    const later = offerFor(world, product);
    expect(later?.quoteId).not.toBe(offer.quoteId);
    expect(later?.entry.equals(offer.entry)).toBe(false);
  });

  it('takes an order only on a live quote, and refuses an APR higher than the quote with 340', () => {
    const world = freshWorld();
    const product = world.requireProduct('11002');
    const offer = offerFor(world, product);
    if (!offer) throw new Error('no offer');
    expect(codeOf(() => pay(world, VERIFIED, '11002', '100', { quoteId: 'q11002.1.1.0' }))).toBe(341);
    expect(codeOf(() => pay(world, VERIFIED, '11002', '100', { quoteId: offer.quoteId, quotedApr: dec('0.2') }))).toBe(
      340,
    );
    const { order } = pay(world, VERIFIED, '11002', '100', { quoteId: offer.quoteId, quotedApr: offer.apr });
    expect(order.offer).toMatchObject({
      family: 'discount-buy',
      lower: offer.lower.toFixed(),
      upper: offer.upper.toFixed(),
    });
    expect(order.apr).toBe('0.15');
    advance(world, 5 * MINUTE);
    expect(codeOf(() => pay(world, VERIFIED, '11002', '100', { quoteId: offer.quoteId }))).toBe(341);
  });

  it('settles on the 30-minute average and pays 15 minutes after settlement, as the rule says', () => {
    const world = freshWorld();
    const product = world.requireProduct('11005');
    const offer = offerFor(world, product);
    if (!offer) throw new Error('no offer');
    const usdtBefore = dec(funding(world, VERIFIED, product.coin));
    const { order } = pay(world, VERIFIED, '11005', '1000', { quoteId: offer.quoteId });
    const info = order.offer;
    if (!info) throw new Error('no offer');
    advance(world, info.settlementTime - world.now() + MINUTE);
    // Settled in price, not yet paid: the receipt is 15 minutes later.
    expect(order.status).not.toBe(OrderStatus.Completed);
    advance(world, DISCOUNT_BUY_RECEIPT_DELAY_MS);
    expect(order.status).toBe(OrderStatus.Completed);
    const price = settlementPrice(world, info.base, info.quote, info.settlementTime);
    expect(info.settlementPrice).toBe(price.toFixed());
    const expected = discountBuyPayout(
      dec(1000),
      dec(info.lower),
      dec(info.upper),
      dec('0.09'),
      product.durationMs,
      price,
    );
    expect(info.payoutCoin).toBe(expected.side === 'base' ? info.base : info.quote);
    expect(info.payout).toBe(expected.amount.toDecimalPlaces(8, 1).toFixed());
    const record = world.state.records.find((r) => r.orderId === order.id && r.type === WalletRecordType.Settlement);
    expect(record?.createdAt).toBe(info.settlementTime + DISCOUNT_BUY_RECEIPT_DELAY_MS);
    if (expected.side === 'quote')
      expect(
        dec(funding(world, VERIFIED, product.coin))
          .minus(usdtBefore)
          .plus(1000)
          .toFixed(),
      ).toBe(expected.amount.toDecimalPlaces(8, 1).toFixed());
  });

  it('pays principal plus the APR over the term at or above knock-out, and the coin below it', () => {
    const amount = dec(1000);
    const sevenDays = 7 * 24 * HOUR;
    expect(discountBuyPayout(amount, dec(95), dec(105), dec('0.1825'), sevenDays, dec(105))).toEqual({
      side: 'quote',
      amount: dec('1003.5'),
    });
    expect(discountBuyPayout(amount, dec(95), dec(105), dec('0.1825'), sevenDays, dec('104.99')).side).toBe('base');
    expect(discountBuyPayout(amount, dec(80), dec(105), dec('0.1825'), sevenDays, dec(50)).amount.toFixed()).toBe(
      '12.5',
    );
  });

  it('keeps the VIP plan for VIPs, refuses blocked and unverified accounts, and shows positions with the offer', () => {
    const world = freshWorld();
    const vipPlan = world.requireProduct('11004');
    expect(displayStatusFor(world, vipPlan, VERIFIED)).toBe(DisplayStatus.Available);
    expect(eligibilityOf(world, vipPlan, world.requireUser(VERIFIED)).reason).not.toBe(0);
    const vipOffer = offerFor(world, vipPlan);
    expect(codeOf(() => pay(world, VERIFIED, '11004', '600', { quoteId: vipOffer?.quoteId }))).not.toBe(0);
    expect(codeOf(() => pay(world, VIP, '11004', '600', { quoteId: vipOffer?.quoteId }))).toBe(0);
    const offer = offerFor(world, world.requireProduct('11001'));
    expect(codeOf(() => pay(world, BLOCKED, '11001', '100', { quoteId: offer?.quoteId }))).not.toBe(0);
    expect(codeOf(() => pay(world, UNVERIFIED, '11001', '100', { quoteId: offer?.quoteId }))).not.toBe(0);
    const { order } = pay(world, VERIFIED, '11001', '100', { quoteId: offer?.quoteId });
    advance(world, 10 * MINUTE);
    const position = world.state.positions.find((p) => p.orderId === order.id);
    if (!position) throw new Error('no position');
    expect(position.status).toBe(PositionStatus.Active);
    const wire = toPosition(world, position, false);
    expect(wire.product_type).toBe(ProductType.Discount);
    expect(wire.offer?.lower_price_e8).toBe(
      dec(order.offer?.lower ?? 0)
        .times(1e8)
        .toFixed(0),
    );
    expect(wire.can_redeem).toBe(false);
  });
});
