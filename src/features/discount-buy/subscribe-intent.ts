import type { useQueryClient } from '@tanstack/react-query';
import { AccountType, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { DiscountBuyTerms } from '@/products/discount-buy/outcomes';
import type { FlowQuote } from '@/products/order-flow/order-flow-machine';

/** The order: the stablecoin amount, the quote seen and its knock-out APR (a lower live APR is refused with 340). */
export function discountBuyIntent(
  product: ProductDetail,
  amount: Decimal,
  offer: { quoteId: string; terms: DiscountBuyTerms },
): SubscribeIntent {
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

/** A fresh offer for the same order, read from the exchange; its terms are kept under its quote id. */
export async function refreshOffer(
  queryClient: ReturnType<typeof useQueryClient>,
  intent: SubscribeIntent,
  offers: Map<string, DiscountBuyTerms>,
  termSeconds: number,
): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({
    ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }),
    staleTime: 0,
  });
  const info = result.products.find((p) => p.product_id === intent.product_id)?.discount_buy;
  if (!info) throw new Error('no offer');
  offers.set(info.quote_id, {
    purchase: fromE8(info.purchase_price_e8),
    knockOut: fromE8(info.knock_out_price_e8),
    apr: fromE8(info.knock_out_apy_e8),
    termSeconds,
  });
  return {
    intent: { ...intent, quote_id: info.quote_id, quoted_apy_e8: info.knock_out_apy_e8 },
    quote: {
      quoteId: info.quote_id,
      expireAt: unixSecondsToMs(info.expire_at) ?? 0,
      apyE8: info.knock_out_apy_e8,
      targetPriceE8: info.purchase_price_e8,
    },
  };
}
