import { describe, expect, it } from 'vitest';
import { AccountType, DualDirection, ProductType } from '@/api/earn/earn-enums';
import { dualIntent, passedProblem } from '@/features/dual-asset/subscribe-intent';
import { checkSubscribeDraft, type SubscribeDraft } from '@/products/order-flow/subscribe-spec';
import { Decimal } from '@/lib/decimal';
import { buildDualLadder } from '@/products/dual/ladder';
import { freshWorld, productOnWire } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productOnWire(world, '2002');
const cell = buildDualLadder([product], { base: 1, quote: 5 }, DualDirection.SellHigh).rows[0]?.cells[1];
if (!cell) throw new Error('no quote');
const rules = { precision: 6, min: new Decimal('0.001'), balance: new Decimal(2) };
const words = { locale: 'en', coinName: 'BTC', money: (v: Decimal) => `${v.toFixed()} BTC` };
const spec = {
  ack: { label: '', required: { key: 'dual:subscribe.ackRequired' as const, values: {} } },
  quoteExpireAt: cell.expireAt,
};
const draft = (over: Partial<SubscribeDraft>): SubscribeDraft => ({
  amountText: '0.5',
  acknowledged: true,
  now: cell.expireAt - 1000,
  ...over,
});
const validateDualDraft = (d: SubscribeDraft) => checkSubscribeDraft(d, spec, rules, words);

describe('dual subscription', () => {
  it('builds an order that echoes the quote on screen: id, APR and target', () => {
    expect(dualIntent(product, new Decimal('0.5'), cell)).toEqual({
      product_id: '2002',
      product_type: ProductType.Dual,
      coin: 1,
      amount_e8: '50000000',
      account_type: AccountType.Funding,
      quote_id: cell.quoteId,
      quoted_apy_e8: cell.aprE8,
      dual: { direction: DualDirection.SellHigh, target_price_e8: cell.targetE8 },
    });
  });

  it('asks for the amount first, then the acknowledgement, then a live quote', () => {
    expect(validateDualDraft(draft({ amountText: '' }))?.key).toBe('flow:amount.required');
    expect(validateDualDraft(draft({ amountText: '3' }))?.key).toBe('flow:amount.insufficient');
    expect(validateDualDraft(draft({ amountText: '0.1234567' }))?.key).toBe('flow:amount.precision');
    expect(validateDualDraft(draft({ acknowledged: false }))?.key).toBe('dual:subscribe.ackRequired');
    expect(validateDualDraft(draft({ now: cell.expireAt }))?.key).toBe('flow:quote.expiredDraft');
    expect(validateDualDraft(draft({}))).toBeNull();
  });

  it('refuses before review a target the spot reached after it was picked, with the reason', () => {
    const withSpot = (spot: Decimal) =>
      checkSubscribeDraft(
        draft({}),
        { ...spec, lastCheck: () => passedProblem(DualDirection.SellHigh, cell.target, spot) },
        rules,
        words,
      );
    expect(withSpot(cell.target.minus(1))).toBeNull();
    expect(withSpot(cell.target)?.key).toBe('dual:quote.passedSellHigh');
    expect(withSpot(cell.target.plus(1))?.key).toBe('dual:quote.passedSellHigh');
    expect(passedProblem(DualDirection.BuyLow, new Decimal(100), new Decimal(99))?.key).toBe('dual:quote.passedBuyLow');
    expect(passedProblem(DualDirection.BuyLow, new Decimal(100), new Decimal(101))).toBeNull();
  });
});
