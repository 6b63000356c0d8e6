import type { QueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { DiscountBuyTerms } from '@/products/discount-buy/outcomes';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { quoteOfSubscription, type OrderFlowAdapter, type SummaryRow } from '@/products/order-flow/use-order-flow';

/** The offer on screen when the user submits: its quote id, levels and APR. */
export interface DiscountBuyOffer {
  quoteId: string;
  terms: DiscountBuyTerms;
  expireAt: number;
}

export interface DiscountBuyDraft {
  amountText: string;
  acknowledged: boolean;
  offer: DiscountBuyOffer;
  now: number;
}

export interface DiscountBuyAdapterContext {
  product: ProductDetail;
  rules: AmountRules;
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
  summary: (intent: SubscribeIntent) => SummaryRow[];
  queryClient: QueryClient;
  /** The terms shown with each quote id, whatever the live plan shows later. */
  offers: Map<string, DiscountBuyTerms>;
}

/** The order: the stablecoin amount, the quote seen and its knock-out APR (a lower live APR is refused with 340). */
export function discountBuyIntent(product: ProductDetail, amount: Decimal, offer: Pick<DiscountBuyOffer, 'quoteId' | 'terms'>): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.Discount,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
    quote_id: offer.quoteId,
    quoted_apy_e8: toE8(offer.terms.apr),
  };
}

/** The first problem of a draft: amount, acknowledgement, then an expired offer. */
export function validateDiscountBuyDraft(draft: DiscountBuyDraft, ctx: Pick<DiscountBuyAdapterContext, 'rules' | 'locale' | 'coinName' | 'money' | 'example'>): FlowProblem | null {
  const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
  if (!check.ok) return amountProblemMessage(check.problem, { coin: ctx.coinName, money: ctx.money, example: ctx.example });
  if (!draft.acknowledged) return { key: 'discount-buy:subscribe.ackRequired', values: {} };
  if (draft.now >= draft.offer.expireAt) return { key: 'discount-buy:quote.expiredDraft', values: {} };
  return null;
}

/** A fresh offer for the same order, read from the exchange; its terms are remembered under its quote id. */
export async function refreshDiscountBuyQuote(queryClient: QueryClient, intent: SubscribeIntent, offers: Map<string, DiscountBuyTerms>, termSeconds: number): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({ ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }), staleTime: 0 });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.discount_buy;
  if (!info) throw new Error('no offer');
  offers.set(info.quote_id, { purchase: fromE8(info.purchase_price_e8), knockOut: fromE8(info.knock_out_price_e8), apr: fromE8(info.knock_out_apy_e8), termSeconds });
  return {
    intent: { ...intent, quote_id: info.quote_id, quoted_apy_e8: info.knock_out_apy_e8 },
    quote: { quoteId: info.quote_id, expireAt: unixSecondsToMs(info.expire_at) ?? 0, apyE8: info.knock_out_apy_e8, targetPriceE8: info.purchase_price_e8 },
  };
}

export function discountBuyAdapter(ctx: DiscountBuyAdapterContext): OrderFlowAdapter<'subscribe', DiscountBuyDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.product.product_id },
    validate: (draft) => validateDiscountBuyDraft(draft, ctx),
    buildIntent: (draft) => {
      const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
      if (!check.ok) throw new Error('buildIntent before validate');
      ctx.offers.set(draft.offer.quoteId, draft.offer.terms);
      return discountBuyIntent(ctx.product, check.amount, draft.offer);
    },
    summary: (intent) => ctx.summary(intent),
    quote: {
      refresh: (intent) => refreshDiscountBuyQuote(ctx.queryClient, intent, ctx.offers, Number(ctx.product.duration)),
      of: (intent, preview) => {
        const quote = quoteOfSubscription(intent, preview);
        const terms = intent.quote_id === undefined ? undefined : ctx.offers.get(intent.quote_id);
        return quote && terms ? { ...quote, targetPriceE8: toE8(terms.purchase) } : quote;
      },
    },
  };
}
