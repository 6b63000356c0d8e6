import { queryOptions } from '@tanstack/react-query';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { EarnTopic, EarnTopicPayload } from '@/realtime/earn-topics';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { DiscountBuyTerms } from './outcomes';

/** Every discount-buy product with its current offer (the page's list, the REST fallback of the stream). */
export function discountBuyProductsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.Discount }),
    // Offers live two quote windows: refresh them even when the stream is down.
    refetchInterval: 30_000,
  });
}

/** One plan with the offer to show: the streamed one when the stream has it, else the REST one. */
export interface DiscountBuyPlan {
  product: ProductDetail;
  base: number;
  quote: number;
  quoteId: string;
  terms: DiscountBuyTerms;
  /** Spot when the REST offer was quoted (the live index replaces it on the page). */
  quotedSpot: Decimal;
  /** Server-clock ms. */
  expireAt: number;
  settlementAt: number;
  vipOnly: boolean;
  live: boolean;
}

type Offers = EarnTopicPayload<typeof EarnTopic.DiscountBuyOffer>;

/**
 * The plans a user can subscribe to now, each with its freshest offer; one without a positive purchase price
 * is left out.
 */
export function discountBuyPlans(products: readonly ProductDetail[], live: Offers | null): DiscountBuyPlan[] {
  return products.flatMap((product) => {
    const info = product.discount_buy;
    if (!info || product.display_status !== DisplayStatus.Available) return [];
    const streamed = live?.offers.find((o) => o.product_id === product.product_id);
    const offer = streamed
      ? {
          quoteId: streamed.quote_id,
          purchase: streamed.purchase_price_e8,
          knockOut: streamed.knock_out_price_e8,
          apr: streamed.knock_out_apy_e8,
          expireAt: streamed.expire_at,
          settlement: streamed.settlement_time,
        }
      : {
          quoteId: info.quote_id,
          purchase: info.purchase_price_e8,
          knockOut: info.knock_out_price_e8,
          apr: info.knock_out_apy_e8,
          expireAt: info.expire_at,
          settlement: info.settlement_time,
        };
    const purchase = fromE8(offer.purchase);
    if (!purchase.greaterThan(0)) return [];
    return [
      {
        product,
        base: info.coin_x,
        quote: info.coin_y,
        quoteId: offer.quoteId,
        terms: {
          purchase,
          knockOut: fromE8(offer.knockOut),
          apr: fromE8(offer.apr),
          termSeconds: Number(product.duration),
        },
        quotedSpot: fromE8(info.spot_price_e8),
        expireAt: unixSecondsToMs(offer.expireAt) ?? 0,
        settlementAt: unixSecondsToMs(offer.settlement) ?? 0,
        vipOnly: product.is_vip,
        live: Boolean(streamed),
      },
    ];
  });
}

/** Plans grouped by the coin they buy, in the order coins first appear; shortest term first within a coin. */
export function plansByCoin(plans: readonly DiscountBuyPlan[]): Array<{ coin: number; plans: DiscountBuyPlan[] }> {
  const groups = new Map<number, DiscountBuyPlan[]>();
  for (const plan of plans) groups.set(plan.base, [...(groups.get(plan.base) ?? []), plan]);
  return [...groups].map(([coin, list]) => ({
    coin,
    plans: [...list].sort((a, b) => a.terms.termSeconds - b.terms.termSeconds),
  }));
}
