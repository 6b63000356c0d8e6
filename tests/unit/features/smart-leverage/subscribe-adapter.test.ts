import { describe, expect, it } from 'vitest';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { productDetailSchema } from '@/api/earn/product-schema';
import { smartLeverageAdapter, smartLeverageIntent, validateSmartLeverageDraft, type SmartLeverageDraft } from '@/features/smart-leverage/subscribe-adapter';
import type { QueryClient } from '@tanstack/react-query';
import { toE8 } from '@/lib/decimal-e8';
import { Decimal } from '@/lib/decimal';
import { smartLeveragePlans } from '@/products/smart-leverage/plans';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { freshWorld, VERIFIED } from '../../sim/sim-test-kit';

const world = freshWorld();
const product = productDetailSchema.parse(toProductDetail(world, world.requireProduct('12001'), VERIFIED));
const plan = smartLeveragePlans([product], null)[0];
if (!plan) throw new Error('no plan');
const ctx = { rules: { precision: 2, min: new Decimal(10), balance: new Decimal(5000) }, maxLeverage: 200, locale: 'en', coinName: 'USDT', money: (v: Decimal) => `${v.toFixed()} USDT`, example: '1,000.5' };
const quote = { quoteId: plan.quoteId, entry: plan.entry, breakeven: plan.breakeven, expireAt: plan.expireAt };
const draft = (over: Partial<SmartLeverageDraft>): SmartLeverageDraft => ({ amountText: '100', leverageText: '20', acknowledged: true, quote, spot: plan.entry, now: plan.expireAt - 1000, ...over });

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
    expect(validateSmartLeverageDraft(draft({ amountText: '5' }), ctx)?.key).toBe('flow:amount.belowMin');
    expect(validateSmartLeverageDraft(draft({ leverageText: '201' }), ctx)).toEqual({ key: 'smart-leverage:leverage.invalid', values: { max: 200 } });
    expect(validateSmartLeverageDraft(draft({ acknowledged: false }), ctx)?.key).toBe('smart-leverage:subscribe.ackRequired');
    expect(validateSmartLeverageDraft(draft({ now: plan.expireAt }), ctx)?.key).toBe('smart-leverage:quote.expiredDraft');
    expect(validateSmartLeverageDraft(draft({ spot: plan.entry.times('1.051') }), ctx)?.key).toBe('smart-leverage:quote.movedDraft');
    expect(validateSmartLeverageDraft(draft({ spot: plan.entry.times('0.95') }), ctx)).toBeNull();
    expect(validateSmartLeverageDraft(draft({}), ctx)).toBeNull();
  });

  it('keeps the breakeven shown with the quote the order carries, whatever the live plan shows later', () => {
    const breakevens = new Map<string, Decimal>();
    const adapter = smartLeverageAdapter({ ...ctx, product, summary: () => [], queryClient: {} as QueryClient, breakevens });
    const intent = adapter.buildIntent(draft({}));
    breakevens.set('another-quote', plan.breakeven.times(2));
    // Before any preview answer (the flow's requote reads the quote the same way).
    expect(adapter.quote?.of?.(intent, null as never)).toMatchObject({ quoteId: plan.quoteId, targetPriceE8: toE8(plan.breakeven) });
  });
});
