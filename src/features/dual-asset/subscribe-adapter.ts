import type { QueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import { toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import type { OrderFlowAdapter, SummaryRow } from '@/products/order-flow/use-order-flow';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { DualQuoteCell } from '@/products/dual/ladder';
import type { Decimal } from '@/lib/decimal';

/** What the dialog holds before an order: the text typed, the acknowledgement and the quote on screen. */
export interface DualDraft {
  amountText: string;
  acknowledged: boolean;
  quote: DualQuoteCell;
  /** Server-clock ms, to refuse a quote that ran out before it is even previewed. */
  now: number;
}

export interface DualAdapterContext {
  product: ProductDetail;
  rules: AmountRules;
  locale: string;
  coinName: string;
  money: (value: Decimal) => string;
  example: string;
  summary: (intent: SubscribeIntent) => SummaryRow[];
  queryClient: QueryClient;
}

/** The order echoes the quote on screen: its id, its APR and its target price. */
export function dualIntent(product: ProductDetail, amount: Decimal, quote: Pick<DualQuoteCell, 'quoteId' | 'aprE8' | 'targetE8'>): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.Dual,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
    quote_id: quote.quoteId,
    quoted_apy_e8: quote.aprE8,
    dual: { direction: product.dual?.direction ?? 0, target_price_e8: quote.targetE8 },
  };
}

/** The first problem of a draft: amount, then the acknowledgement, then an expired quote. */
export function validateDualDraft(draft: DualDraft, ctx: Pick<DualAdapterContext, 'rules' | 'locale' | 'coinName' | 'money' | 'example'>): FlowProblem | null {
  const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
  if (!check.ok) return amountProblemMessage(check.problem, { coin: ctx.coinName, money: ctx.money, example: ctx.example });
  if (!draft.acknowledged) return { key: 'dual:subscribe.ackRequired', values: {} };
  if (draft.now >= draft.quote.expireAt) return { key: 'dual:quote.expiredDraft', values: {} };
  return null;
}

/**
 * A fresh quote for the same order, read from the exchange (never from a cache): the same target if it is
 * still quoted, else the quote nearest to the old target.
 */
export async function refreshDualQuote(queryClient: QueryClient, intent: SubscribeIntent): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({ ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }), staleTime: 0 });
  const quotes = result.products.find((p) => p.product_id === intent.product_id)?.dual?.quotes ?? [];
  const old = BigInt(intent.dual?.target_price_e8 ?? '0');
  const distance = (e8: string) => {
    const d = BigInt(e8) - old;
    return d < 0n ? -d : d;
  };
  const best = [...quotes].sort((a, b) => (distance(a.target_price_e8) < distance(b.target_price_e8) ? -1 : distance(a.target_price_e8) > distance(b.target_price_e8) ? 1 : 0))[0];
  if (!best) throw new Error('no quote');
  return {
    intent: {
      ...intent,
      quote_id: best.quote_id,
      quoted_apy_e8: best.apy_e8,
      dual: { direction: intent.dual?.direction ?? 0, target_price_e8: best.target_price_e8 },
    },
    quote: { quoteId: best.quote_id, expireAt: unixSecondsToMs(best.expire_at) ?? 0, apyE8: best.apy_e8, targetPriceE8: best.target_price_e8 },
  };
}

export function dualAdapter(ctx: DualAdapterContext): OrderFlowAdapter<'subscribe', DualDraft> {
  return {
    kind: 'subscribe',
    target: { product_id: ctx.product.product_id },
    validate: (draft) => validateDualDraft(draft, ctx),
    buildIntent: (draft) => {
      const check = checkAmount(draft.amountText, ctx.locale, ctx.rules);
      if (!check.ok) throw new Error('buildIntent before validate');
      return dualIntent(ctx.product, check.amount, draft.quote);
    },
    summary: (intent) => ctx.summary(intent),
    legs: (intent, preview) => ({
      invest: { coin: intent.coin, amountE8: intent.amount_e8 },
      receive: (preview.dual_scenarios ?? []).map((s) => ({ coin: s.return_coin, amountE8: s.return_amount_e8 })),
    }),
    quote: { refresh: (intent) => refreshDualQuote(ctx.queryClient, intent) },
  };
}
