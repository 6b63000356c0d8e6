import { queryOptions } from '@tanstack/react-query';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { EarnTopic, EarnTopicPayload } from '@/realtime/earn-topics';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';

/** Every smart-leverage product with its current quote (the page's list, the REST fallback of the stream). */
export function smartLeverageProductsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.FutureBoost }),
    refetchInterval: 30_000,
  });
}

export interface SmartLeveragePlan {
  product: ProductDetail;
  base: number;
  quote: number;
  direction: 1 | 2;
  maxLeverage: number;
  quoteId: string;
  entry: Decimal;
  breakeven: Decimal;
  /** Server-clock ms. */
  expireAt: number;
  settlementAt: number;
  termSeconds: number;
  live: boolean;
}

type Offers = EarnTopicPayload<typeof EarnTopic.FutureBoostOffer>;

/**
 * The plans a user can subscribe to now, each with its freshest quote (streamed first, else REST); a quote
 * without a positive entry price is left out.
 */
export function smartLeveragePlans(products: readonly ProductDetail[], live: Offers | null): SmartLeveragePlan[] {
  return products.flatMap((product) => {
    const info = product.future_boost;
    if (!info || product.display_status !== DisplayStatus.Available) return [];
    const streamed = live?.offers.find((o) => o.product_id === product.product_id);
    const entry = fromE8(streamed?.entry_price_e8 ?? info.entry_price_e8);
    if (!entry.greaterThan(0)) return [];
    return [
      {
        product,
        base: info.coin_x,
        quote: info.coin_y,
        direction: info.direction,
        maxLeverage: info.max_leverage,
        quoteId: streamed?.quote_id ?? info.quote_id,
        entry,
        breakeven: fromE8(streamed?.breakeven_price_e8 ?? info.breakeven_price_e8),
        expireAt: unixSecondsToMs(streamed?.expire_at ?? info.expire_at) ?? 0,
        settlementAt: unixSecondsToMs(streamed?.settlement_time ?? info.settlement_time) ?? 0,
        termSeconds: Number(product.duration),
        live: Boolean(streamed),
      },
    ];
  });
}

export interface PlanFilter {
  coin: number | null;
  direction: 1 | 2 | null;
  /** Plans offering at least this leverage. */
  minLeverage: number;
  termSeconds: number | null;
  /** Breakeven at most this far from entry (fraction); null for any. */
  maxBreakevenDistance: Decimal | null;
}

export const NO_FILTER: PlanFilter = {
  coin: null,
  direction: null,
  minLeverage: 1,
  termSeconds: null,
  maxBreakevenDistance: null,
};

/** Distance of the breakeven from the entry price, as a fraction (what the price must move before any gain). */
export function breakevenDistance(plan: Pick<SmartLeveragePlan, 'entry' | 'breakeven'>): Decimal {
  return plan.breakeven.minus(plan.entry).abs().div(plan.entry);
}

export function filterPlans(plans: readonly SmartLeveragePlan[], filter: PlanFilter): SmartLeveragePlan[] {
  return plans
    .filter((p) => filter.coin === null || p.base === filter.coin)
    .filter((p) => filter.direction === null || p.direction === filter.direction)
    .filter((p) => p.maxLeverage >= filter.minLeverage)
    .filter((p) => filter.termSeconds === null || p.termSeconds === filter.termSeconds)
    .filter(
      (p) => filter.maxBreakevenDistance === null || !breakevenDistance(p).greaterThan(filter.maxBreakevenDistance),
    )
    .sort(
      (a, b) =>
        breakevenDistance(a).comparedTo(breakevenDistance(b)) ||
        a.product.product_id.localeCompare(b.product.product_id),
    );
}
