import type { QueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { quoteHolds, readLeverage } from '@/products/smart-leverage/quote-rules';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { quoteOfSubscription, type OrderFlowAdapter, type SummaryRow } from '@/products/order-flow/use-order-flow';

/** What the dialog holds before an order: amount, leverage as typed, the quote on screen and the live price. */
export interface SmartLeverageDraft {
  amountText: string;
  leverageText: string;
  acknowledged: boolean;
  quote: { quoteId: string; entry: Decimal; breakeven: Decimal; expireAt: number };
  /** The live index price, if known: a move of more than 5 % from the quote refuses the draft. */
  spot: Decimal | null;
  now: number;
}

export interface SmartLeverageAdapterContext {
  product: ProductDetail;
  maxLeverage: number;
  rules: AmountRules;
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
  summary: (intent: SubscribeIntent) => SummaryRow[];
  queryClient: QueryClient;
  /**
   * The breakeven shown with each quote id (the draft's, then each fresh quote's): the review, the requote's
   * "old" column and the order all speak of the quote the user saw, even when the live plan has moved on.
   */
  breakevens: Map<string, Decimal>;
}

export function smartLeverageIntent(product: ProductDetail, amount: Decimal, leverage: number, quote: { quoteId: string }): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.FutureBoost,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
    quote_id: quote.quoteId,
    leverage: String(leverage),
  };
}

/** The first problem: amount, leverage, acknowledgement, an expired quote, then a price that moved past 5 %. */
export function validateSmartLeverageDraft(draft: SmartLeverageDraft, ctx: Pick<SmartLeverageAdapterContext, 'rules' | 'maxLeverage' | 'locale' | 'coinName' | 'money' | 'example'>): FlowProblem | null {
  const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
  if (!check.ok) return amountProblemMessage(check.problem, { coin: ctx.coinName, money: ctx.money, example: ctx.example });
  if (readLeverage(draft.leverageText, ctx.maxLeverage) === null) return { key: 'smart-leverage:leverage.invalid', values: { max: ctx.maxLeverage } };
  if (!draft.acknowledged) return { key: 'smart-leverage:subscribe.ackRequired', values: {} };
  if (draft.now >= draft.quote.expireAt) return { key: 'smart-leverage:quote.expiredDraft', values: {} };
  if (!quoteHolds(draft.quote.entry, draft.spot)) return { key: 'smart-leverage:quote.movedDraft', values: {} };
  return null;
}

/** A fresh quote for the same order, read from the exchange (the new entry and breakeven are shown next to the old). */
export async function refreshSmartLeverageQuote(queryClient: QueryClient, intent: SubscribeIntent, breakevens: Map<string, Decimal>): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({ ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }), staleTime: 0 });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.future_boost;
  if (!info) throw new Error('no quote');
  breakevens.set(info.quote_id, fromE8(info.breakeven_price_e8));
  return {
    intent: { ...intent, quote_id: info.quote_id },
    quote: { quoteId: info.quote_id, expireAt: unixSecondsToMs(info.expire_at) ?? 0, apyE8: '0', targetPriceE8: info.breakeven_price_e8 },
  };
}

export function smartLeverageAdapter(ctx: SmartLeverageAdapterContext): OrderFlowAdapter<'subscribe', SmartLeverageDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.product.product_id },
    validate: (draft) => validateSmartLeverageDraft(draft, ctx),
    buildIntent: (draft) => {
      const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
      const leverage = readLeverage(draft.leverageText, ctx.maxLeverage);
      if (!check.ok || leverage === null) throw new Error('buildIntent before validate');
      ctx.breakevens.set(draft.quote.quoteId, draft.quote.breakeven);
      return smartLeverageIntent(ctx.product, check.amount, leverage, draft.quote);
    },
    summary: (intent) => ctx.summary(intent),
    quote: {
      refresh: (intent) => refreshSmartLeverageQuote(ctx.queryClient, intent, ctx.breakevens),
      of: (intent, preview) => {
        const quote = quoteOfSubscription(intent, preview);
        const breakeven = intent.quote_id === undefined ? undefined : ctx.breakevens.get(intent.quote_id);
        return quote && breakeven ? { ...quote, targetPriceE8: toE8(breakeven) } : quote;
      },
    },
  };
}
