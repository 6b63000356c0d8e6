import type { useQueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { fractionText } from '@/products/offer-format';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';
import { MAX_QUOTE_MOVE, quoteHolds, readLeverage } from '@/products/smart-leverage/quote-rules';

export function smartLeverageIntent(
  product: ProductDetail,
  amount: Decimal,
  leverage: number,
  quote: { quoteId: string },
): SubscribeIntent {
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

/** Leverage is a whole number from 1 to the plan's maximum. */
export function leverageProblem(text: string, max: number): FlowProblem | null {
  return readLeverage(text, max) === null ? { key: LEVERAGE_INVALID, values: { max } } : null;
}

/** A price that moved more than 5 % from the quote's entry refuses the draft before anything is sent. */
export function movedProblem(entry: Decimal, spot: Decimal | null, locale: string): FlowProblem | null {
  return quoteHolds(entry, spot)
    ? null
    : { key: 'smart-leverage:quote.movedDraft', values: { move: fractionText(MAX_QUOTE_MOVE, locale) } };
}

/** A fresh quote for the same order, read from the exchange; its breakeven is kept under its quote id. */
export async function refreshQuote(
  queryClient: ReturnType<typeof useQueryClient>,
  intent: SubscribeIntent,
  breakevens: Map<string, Decimal>,
): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({
    ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }),
    staleTime: 0,
  });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.future_boost;
  if (!info) throw new Error('no quote');
  breakevens.set(info.quote_id, fromE8(info.breakeven_price_e8));
  return {
    intent: { ...intent, quote_id: info.quote_id },
    quote: {
      quoteId: info.quote_id,
      expireAt: unixSecondsToMs(info.expire_at) ?? 0,
      apyE8: '0',
      targetPriceE8: info.breakeven_price_e8,
    },
  };
}

export const LEVERAGE_INVALID = 'smart-leverage:leverage.invalid';
