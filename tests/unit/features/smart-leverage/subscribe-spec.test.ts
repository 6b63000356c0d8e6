import { describe, expect, it } from 'vitest';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { leverageProblem, movedProblem, smartLeverageIntent } from '@/features/smart-leverage/subscribe-intent';
import { quoteWithKept } from '@/products/order-flow/kept-quotes';
import { checkSubscribeDraft, type SubscribeDraft } from '@/products/order-flow/subscribe-spec';
import { toE8 } from '@/lib/decimal-e8';
import { Decimal } from '@/lib/decimal';
import { smartLeveragePlans } from '@/products/smart-leverage/plans';
import { freshWorld, productOnWire } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productOnWire(world, '12001');
const plan = smartLeveragePlans([product], null)[0];
if (!plan) throw new Error('no plan');
const rules = { precision: 2, min: new Decimal(10), balance: new Decimal(5000) };
const words = { locale: 'en', coinName: 'USDT', money: (v: Decimal) => `${v.toFixed()} USDT` };
const quote = { quoteId: plan.quoteId, entry: plan.entry, breakeven: plan.breakeven, expireAt: plan.expireAt };
type Draft = SubscribeDraft & { leverageText: string; spot: Decimal | null };
const draft = (over: Partial<Draft>): Draft => ({
  amountText: '100',
  leverageText: '20',
  acknowledged: true,
  spot: plan.entry,
  now: plan.expireAt - 1000,
  ...over,
});
/** The dialog's checks with the smart-leverage spec's own: leverage after the amount, the 5 % move last. */
const validateSmartLeverageDraft = (d: Draft) =>
  checkSubscribeDraft(
    d,
    {
      validate: () => leverageProblem(d.leverageText, 200),
      ack: { label: '', required: { key: 'smart-leverage:subscribe.ackRequired', values: {} } },
      quoteExpireAt: quote.expireAt,
      lastCheck: () => movedProblem(quote.entry, d.spot, 'en'),
    },
    rules,
    words,
  );

describe('smart leverage subscription', () => {
  it('builds an order with the quote id and the chosen leverage', () => {
    expect(smartLeverageIntent(product, new Decimal(100), 20, quote)).toEqual({
      product_id: '12001',
      product_type: ProductType.FutureBoost,
      coin: product.coin,
      amount_e8: '10000000000',
      account_type: AccountType.Funding,
      quote_id: plan.quoteId,
      leverage: '20',
    });
  });

  it('checks amount, leverage, acknowledgement, expiry, then the 5 % move from the quote', () => {
    expect(validateSmartLeverageDraft(draft({ amountText: '5' }))?.key).toBe('flow:amount.belowMin');
    expect(validateSmartLeverageDraft(draft({ leverageText: '201' }))).toEqual({
      key: 'smart-leverage:leverage.invalid',
      values: { max: 200 },
    });
    expect(validateSmartLeverageDraft(draft({ acknowledged: false }))?.key).toBe(
      'smart-leverage:subscribe.ackRequired',
    );
    expect(validateSmartLeverageDraft(draft({ now: plan.expireAt }))?.key).toBe('flow:quote.expiredDraft');
    expect(validateSmartLeverageDraft(draft({ spot: plan.entry.times('1.051') }))?.key).toBe(
      'smart-leverage:quote.movedDraft',
    );
    expect(validateSmartLeverageDraft(draft({ spot: plan.entry.times('0.95') }))).toBeNull();
    expect(validateSmartLeverageDraft(draft({}))).toBeNull();
  });

  it('keeps the breakeven shown with the quote the order carries, whatever the live plan shows later', () => {
    const breakevens = new Map<string, Decimal>([[plan.quoteId, plan.breakeven]]);
    const intent = smartLeverageIntent(product, new Decimal(100), 20, quote);
    breakevens.set('another-quote', plan.breakeven.times(2));
    // Before any preview answer (the flow's requote reads the quote the same way).
    expect(quoteWithKept(breakevens, (b) => b)(intent, null)).toMatchObject({
      quoteId: plan.quoteId,
      targetPriceE8: toE8(plan.breakeven),
    });
  });
});
