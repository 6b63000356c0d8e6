import type { QueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { checkCustomRange, type RangeRules } from '@/products/double-win/range';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { quoteOfSubscription, type OrderFlowAdapter, type SummaryRow } from '@/products/order-flow/use-order-flow';

/** The offer on screen when the user submits. */
export interface DoubleWinOffer {
  quoteId: string;
  entry: Decimal;
  /** The classic range of the offer. */
  lower: Decimal;
  upper: Decimal;
  expireAt: number;
}

/** The levels shown with a quote: what the review and the requote's "old" column speak of. */
export type OfferLevels = Pick<DoubleWinOffer, 'entry' | 'lower' | 'upper'>;

/** What the dialog holds before an order: amount text, the range (null bounds = classic) and the offer. */
export interface DoubleWinDraft {
  amountText: string;
  acknowledged: boolean;
  offer: DoubleWinOffer;
  /** Custom bounds as typed and read; null for the classic range. */
  custom: { lower: Decimal | null; upper: Decimal | null } | null;
  now: number;
}

export interface DoubleWinAdapterContext {
  product: ProductDetail;
  rules: AmountRules;
  rangeRules: RangeRules;
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
  summary: (intent: SubscribeIntent) => SummaryRow[];
  queryClient: QueryClient;
  /** The levels shown with each quote id (the draft's, then each fresh offer's), whatever the live plan shows later. */
  offers: Map<string, OfferLevels>;
}

export function doubleWinIntent(product: ProductDetail, amount: Decimal, offer: Pick<DoubleWinOffer, 'quoteId'>, custom: { lower: Decimal; upper: Decimal } | null): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.DoubleWin,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
    quote_id: offer.quoteId,
    ...(custom ? { double_win: { lower_price_e8: toE8(custom.lower), upper_price_e8: toE8(custom.upper) } } : {}),
  };
}

/** The first problem of a draft: amount, range, acknowledgement, then an expired offer. */
export function validateDoubleWinDraft(draft: DoubleWinDraft, ctx: Pick<DoubleWinAdapterContext, 'rules' | 'rangeRules' | 'locale' | 'coinName' | 'money' | 'example'>): FlowProblem | null {
  const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
  if (!check.ok) return amountProblemMessage(check.problem, { coin: ctx.coinName, money: ctx.money, example: ctx.example });
  if (draft.custom) {
    const problem = checkCustomRange(draft.offer.entry, draft.custom.lower, draft.custom.upper, ctx.rangeRules);
    if (problem) return { key: `double-win:range.${problem.kind}`, values: {} };
  }
  if (!draft.acknowledged) return { key: 'double-win:subscribe.ackRequired', values: {} };
  if (draft.now >= draft.offer.expireAt) return { key: 'double-win:quote.expiredDraft', values: {} };
  return null;
}

/**
 * A fresh offer for the same order, read from the exchange: a custom range keeps its bounds when they still
 * fit the new entry price; otherwise the order falls back to nothing (the refresh fails and the user edits).
 */
export async function refreshDoubleWinQuote(queryClient: QueryClient, intent: SubscribeIntent, rangeRules: RangeRules, offers: Map<string, OfferLevels>): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({ ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }), staleTime: 0 });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.double_win;
  if (!info) throw new Error('no offer');
  if (intent.double_win) {
    const problem = checkCustomRange(fromE8(info.entry_price_e8), fromE8(intent.double_win.lower_price_e8), fromE8(intent.double_win.upper_price_e8), rangeRules);
    if (problem) throw new Error('range no longer fits the entry price');
  }
  offers.set(info.quote_id, { entry: fromE8(info.entry_price_e8), lower: fromE8(info.lower_price_e8), upper: fromE8(info.upper_price_e8) });
  return {
    intent: { ...intent, quote_id: info.quote_id },
    quote: { quoteId: info.quote_id, expireAt: unixSecondsToMs(info.expire_at) ?? 0, apyE8: '0', targetPriceE8: info.entry_price_e8 },
  };
}

export function doubleWinAdapter(ctx: DoubleWinAdapterContext): OrderFlowAdapter<'subscribe', DoubleWinDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.product.product_id },
    validate: (draft) => validateDoubleWinDraft(draft, ctx),
    buildIntent: (draft) => {
      const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
      if (!check.ok) throw new Error('buildIntent before validate');
      const custom = draft.custom?.lower && draft.custom.upper ? { lower: draft.custom.lower, upper: draft.custom.upper } : null;
      ctx.offers.set(draft.offer.quoteId, { entry: draft.offer.entry, lower: draft.offer.lower, upper: draft.offer.upper });
      return doubleWinIntent(ctx.product, check.amount, draft.offer, custom);
    },
    summary: (intent) => ctx.summary(intent),
    quote: {
      refresh: (intent) => refreshDoubleWinQuote(ctx.queryClient, intent, ctx.rangeRules, ctx.offers),
      of: (intent, preview) => {
        const quote = quoteOfSubscription(intent, preview);
        const levels = intent.quote_id === undefined ? undefined : ctx.offers.get(intent.quote_id);
        return quote && levels ? { ...quote, targetPriceE8: toE8(levels.entry) } : quote;
      },
    },
  };
}
