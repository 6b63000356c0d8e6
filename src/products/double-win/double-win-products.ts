import { queryOptions } from '@tanstack/react-query';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { EarnTopic, EarnTopicPayload } from '@/realtime/earn-topics';
import { Decimal, isDecimalString } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { RangeRules } from './range';

/** Every double-win product with its current offer (the page's list, the REST fallback of the stream). */
export function doubleWinProductsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.DoubleWin }),
    // Offers live two quote windows: refresh them even when the stream is down.
    refetchInterval: 30_000,
  });
}

/** One product with the offer to show: the streamed one when the stream has it, else the REST one. */
export interface DoubleWinPlan {
  product: ProductDetail;
  base: number;
  quote: number;
  quoteId: string;
  entry: Decimal;
  lower: Decimal;
  upper: Decimal;
  leverage: Decimal;
  /** Server-clock ms. */
  expireAt: number;
  settlementAt: number;
  termSeconds: number;
  rules: RangeRules;
  live: boolean;
}

type Offers = EarnTopicPayload<typeof EarnTopic.DoubleWinOffer>;

/**
 * The products a user can subscribe to now, each with its freshest offer. An offer without a positive entry
 * price or leverage (the stream's leverage is any string) is left out: nothing can be computed from it.
 */
export function doubleWinPlans(products: readonly ProductDetail[], live: Offers | null): DoubleWinPlan[] {
  return products.flatMap((product) => {
    const info = product.double_win;
    if (!info || product.display_status !== DisplayStatus.Available) return [];
    const streamed = live?.offers.find((o) => o.product_id === product.product_id);
    const offer = streamed
      ? {
          quoteId: streamed.quote_id,
          entry: streamed.entry_price_e8,
          lower: streamed.lower_price_e8,
          upper: streamed.upper_price_e8,
          expireAt: streamed.expire_at,
          settlement: streamed.settlement_time,
          leverage: streamed.leverage,
        }
      : {
          quoteId: info.quote_id,
          entry: info.entry_price_e8,
          lower: info.lower_price_e8,
          upper: info.upper_price_e8,
          expireAt: info.expire_at,
          settlement: info.settlement_time,
          leverage: info.leverage,
        };
    const entry = fromE8(offer.entry);
    if (!entry.greaterThan(0) || !isDecimalString(offer.leverage)) return [];
    const leverage = new Decimal(offer.leverage);
    if (!leverage.greaterThan(0)) return [];
    const settlementAt = unixSecondsToMs(offer.settlement) ?? 0;
    return [
      {
        product,
        base: info.coin_x,
        quote: info.coin_y,
        quoteId: offer.quoteId,
        entry,
        lower: fromE8(offer.lower),
        upper: fromE8(offer.upper),
        leverage,
        expireAt: unixSecondsToMs(offer.expireAt) ?? 0,
        settlementAt,
        termSeconds: Number(product.duration),
        rules: {
          minDeviation: fromE8(info.min_deviation_e8),
          maxDeviation: fromE8(info.max_deviation_e8),
          tick: fromE8(info.price_tick_e8),
        },
        live: Boolean(streamed),
      },
    ];
  });
}
