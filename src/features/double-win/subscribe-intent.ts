import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import type { useQueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { checkCustomRange, type RangeRules } from '@/products/double-win/range';
import type { FlowQuote } from '@/products/order-flow/order-flow-machine';

/** The levels shown with a quote: what the review and a changed offer's "old" column speak of. */
export interface OfferLevels {
  entry: Decimal;
  lower: Decimal;
  upper: Decimal;
}

export function doubleWinIntent(
  product: ProductDetail,
  amount: Decimal,
  offer: { quoteId: string },
  custom: { lower: Decimal; upper: Decimal } | null,
): SubscribeIntent {
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

/** A custom range's problem as the form shows it, or null (classic range, or bounds that fit). */
export function rangeProblem(
  entry: Decimal,
  custom: { lower: Decimal | null; upper: Decimal | null } | null,
  rules: RangeRules,
): FlowProblem | null {
  const problem = custom ? checkCustomRange(entry, custom.lower, custom.upper, rules) : null;
  return problem ? { key: `double-win:range.${problem.kind}` as const, values: {} } : null;
}

/**
 * A fresh offer for the same order, read from the exchange: a custom range keeps its bounds when they still
 * fit the new entry price; otherwise the refresh fails and the user edits the range.
 */
export async function refreshOffer(
  queryClient: ReturnType<typeof useQueryClient>,
  intent: SubscribeIntent,
  rules: RangeRules,
  offers: Map<string, OfferLevels>,
): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({
    ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }),
    staleTime: 0,
  });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.double_win;
  if (!info) throw new Error('no offer');
  if (
    intent.double_win &&
    checkCustomRange(
      fromE8(info.entry_price_e8),
      fromE8(intent.double_win.lower_price_e8),
      fromE8(intent.double_win.upper_price_e8),
      rules,
    )
  ) {
    throw new Error('range no longer fits the entry price');
  }
  offers.set(info.quote_id, {
    entry: fromE8(info.entry_price_e8),
    lower: fromE8(info.lower_price_e8),
    upper: fromE8(info.upper_price_e8),
  });
  return {
    intent: { ...intent, quote_id: info.quote_id },
    quote: {
      quoteId: info.quote_id,
      expireAt: unixSecondsToMs(info.expire_at) ?? 0,
      apyE8: '0',
      targetPriceE8: info.entry_price_e8,
    },
  };
}
