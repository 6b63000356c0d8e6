import { describe, expect, it } from 'vitest';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { doubleWinIntent, rangeProblem, type OfferLevels } from '@/features/double-win/subscribe-intent';
import { quoteWithKept } from '@/products/order-flow/kept-quotes';
import { checkSubscribeDraft, type SubscribeDraft } from '@/products/order-flow/subscribe-spec';
import { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import { doubleWinPlans } from '@/products/double-win/double-win-products';
import { subscribe } from '@/sim/domain/subscribe';
import { fromE8 } from '@/sim/handlers/wire/format';
import { clientId, freshWorld, productOnWire, VERIFIED } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productOnWire(world, '10001');
const plan = doubleWinPlans([product], null)[0];
if (!plan) throw new Error('no plan');
const rules = { precision: 2, min: new Decimal(10), balance: new Decimal(5000) };
const words = { locale: 'en', coinName: 'USDT', money: (v: Decimal) => `${v.toFixed()} USDT` };
const offer = {
  quoteId: plan.quoteId,
  entry: plan.entry,
  lower: plan.lower,
  upper: plan.upper,
  expireAt: plan.expireAt,
};
const tick = (v: Decimal, up: boolean) =>
  (up ? v.div(10).toDecimalPlaces(0, Decimal.ROUND_CEIL) : v.div(10).toDecimalPlaces(0, Decimal.ROUND_FLOOR)).times(10);
const lower = tick(plan.entry.times('0.96'), false);
const upper = tick(plan.entry.times('1.03'), true);
type Draft = SubscribeDraft & { custom: { lower: Decimal | null; upper: Decimal | null } | null };
const draft = (over: Partial<Draft>): Draft => ({
  amountText: '1000',
  acknowledged: true,
  custom: null,
  now: plan.expireAt - 1000,
  ...over,
});
/** The dialog's checks with the double-win spec's own: the range after the amount, before the acknowledgement. */
const validateDoubleWinDraft = (d: Draft) =>
  checkSubscribeDraft(
    d,
    {
      validate: () => rangeProblem(offer.entry, d.custom, plan.rules),
      ack: { label: '', required: { key: 'double-win:subscribe.ackRequired', values: {} } },
      quoteExpireAt: offer.expireAt,
    },
    rules,
    words,
  );

describe('double-win subscription', () => {
  it('reads the plan from the product: the offer, the leverage and the custom-range rule', () => {
    expect(plan.leverage.toFixed()).toBe('10');
    expect(plan.rules.tick.toFixed()).toBe('10');
    expect(plan.lower.lessThan(plan.entry) && plan.upper.greaterThan(plan.entry)).toBe(true);
  });

  it('builds an order that echoes the offer and, for a custom range, carries its bounds', () => {
    expect(doubleWinIntent(product, new Decimal(1000), offer, null)).toEqual({
      product_id: '10001',
      product_type: ProductType.DoubleWin,
      coin: product.coin,
      amount_e8: '100000000000',
      account_type: AccountType.Funding,
      quote_id: plan.quoteId,
    });
    const custom = doubleWinIntent(product, new Decimal(1000), offer, { lower, upper });
    expect(custom.double_win).toEqual({
      lower_price_e8: lower.times(1e8).toFixed(0),
      upper_price_e8: upper.times(1e8).toFixed(0),
    });
    // The simulated exchange takes exactly this order and fixes the user's bounds.
    const placed = subscribe(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      productId: '10001',
      productType: ProductType.DoubleWin,
      coin: product.coin,
      amount: fromE8(custom.amount_e8),
      accountType: AccountType.Funding,
      quoteId: custom.quote_id,
      doubleWin: {
        lower: fromE8(custom.double_win?.lower_price_e8 ?? '0'),
        upper: fromE8(custom.double_win?.upper_price_e8 ?? '0'),
      },
    });
    expect([placed.order.offer?.lower, placed.order.offer?.upper]).toEqual([lower.toFixed(), upper.toFixed()]);
  });

  it('checks the amount, then the range, then the acknowledgement, then the offer expiry', () => {
    expect(validateDoubleWinDraft(draft({ amountText: '' }))?.key).toBe('flow:amount.required');
    expect(validateDoubleWinDraft(draft({ amountText: '6000' }))?.key).toBe('flow:amount.insufficient');
    expect(validateDoubleWinDraft(draft({ custom: { lower: null, upper } }))?.key).toBe('double-win:range.missing');
    expect(validateDoubleWinDraft(draft({ custom: { lower: lower.plus(5), upper } }))?.key).toBe(
      'double-win:range.tick',
    );
    expect(validateDoubleWinDraft(draft({ custom: { lower: tick(plan.entry.times('0.5'), false), upper } }))?.key).toBe(
      'double-win:range.tooWide',
    );
    expect(validateDoubleWinDraft(draft({ custom: { lower, upper }, acknowledged: false }))?.key).toBe(
      'double-win:subscribe.ackRequired',
    );
    expect(validateDoubleWinDraft(draft({ now: plan.expireAt }))?.key).toBe('flow:quote.expiredDraft');
    expect(validateDoubleWinDraft(draft({ custom: { lower, upper } }))).toBeNull();
  });

  it('keeps the entry and range shown with the offer the order carries, whatever the live plan shows later', () => {
    const offers = new Map<string, OfferLevels>([
      [plan.quoteId, { entry: plan.entry, lower: plan.lower, upper: plan.upper }],
    ]);
    const intent = doubleWinIntent(product, new Decimal(1000), offer, null);
    offers.set('another-offer', { entry: plan.entry.times(2), lower: plan.lower, upper: plan.upper });
    // Before any preview answer (the flow's requote reads the quote the same way).
    expect(quoteWithKept(offers, (levels) => levels.entry)(intent, null)).toMatchObject({
      quoteId: plan.quoteId,
      targetPriceE8: toE8(plan.entry),
    });
  });
});
