import type { useQueryClient } from '@tanstack/react-query';
import { AccountType, DualDirection, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { targetOffered } from '@/products/dual/distance';
import type { DualQuoteCell } from '@/products/dual/ladder';
import type { FlowProblem, FlowQuote } from '@/products/order-flow/order-flow-machine';

/** The order echoes the quote on screen: its id, its APR and its target price. */
export function dualIntent(
  product: ProductDetail,
  amount: Decimal,
  quote: Pick<DualQuoteCell, 'quoteId' | 'aprE8' | 'targetE8'>,
): SubscribeIntent {
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

/** A target the spot reached after it was picked refuses the draft before review, saying so (`targetOffered`). */
export function passedProblem(direction: DualDirection, target: Decimal, spot: Decimal | null): FlowProblem | null {
  if (targetOffered(direction, target, spot)) return null;
  return {
    key: direction === DualDirection.BuyLow ? 'dual:quote.passedBuyLow' : 'dual:quote.passedSellHigh',
    values: {},
  };
}

/**
 * A fresh quote for the same order, read from the exchange (never from a cache): the same target if it is
 * still quoted and offered against `spot`, else the offered quote nearest to the old target.
 */
export async function refreshDualQuote(
  queryClient: ReturnType<typeof useQueryClient>,
  intent: SubscribeIntent,
  spot: Decimal | null,
): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const result = await queryClient.fetchQuery({
    ...getProductDetailsQueryOptions({ product_ids: [intent.product_id] }),
    staleTime: 0,
  });
  const direction = intent.dual?.direction ?? DualDirection.BuyLow;
  const quotes = (result.products.find((p) => p.product_id === intent.product_id)?.dual?.quotes ?? []).filter((q) =>
    targetOffered(direction, fromE8(q.target_price_e8), spot),
  );
  const old = BigInt(intent.dual?.target_price_e8 ?? '0');
  const distance = (e8: string) => {
    const d = BigInt(e8) - old;
    return d < 0n ? -d : d;
  };
  const best = [...quotes].sort((a, b) =>
    distance(a.target_price_e8) < distance(b.target_price_e8)
      ? -1
      : distance(a.target_price_e8) > distance(b.target_price_e8)
        ? 1
        : 0,
  )[0];
  if (!best) throw new Error('no quote');
  return {
    intent: {
      ...intent,
      quote_id: best.quote_id,
      quoted_apy_e8: best.apy_e8,
      dual: { direction: intent.dual?.direction ?? 0, target_price_e8: best.target_price_e8 },
    },
    quote: {
      quoteId: best.quote_id,
      expireAt: unixSecondsToMs(best.expire_at) ?? 0,
      apyE8: best.apy_e8,
      targetPriceE8: best.target_price_e8,
    },
  };
}
