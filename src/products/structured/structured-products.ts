import { queryOptions } from '@tanstack/react-query';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { sharkFinRange, type SharkFinKind } from './shark-fin';

/** Every structured product (the page's list). */
export function structuredProductsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.StructuredProduct }),
    refetchInterval: 60_000,
  });
}

export interface StructuredPlan {
  product: ProductDetail;
  kind: SharkFinKind;
  /** The underlying (whose price sets the yield) and the coin invested and paid back. */
  underlying: number;
  invest: number;
  floorApr: Decimal;
  maxApr: Decimal;
  lowerRatio: Decimal;
  upperRatio: Decimal;
  index: Decimal;
  settlementAt: number;
  termSeconds: number;
  vipOnly: boolean;
  /** False when sold out or not open: listed, not subscribable. */
  open: boolean;
}

/**
 * Plans from the product details; offline products are left out, sold-out ones listed as such. A plan without
 * a positive index price, or whose range has no width (the yield rises across it), is left out too.
 */
export function structuredPlans(products: readonly ProductDetail[]): StructuredPlan[] {
  return products.flatMap((product) => {
    const info = product.structured;
    if (
      !info ||
      (product.display_status !== DisplayStatus.Available && product.display_status !== DisplayStatus.Soldout)
    )
      return [];
    const index = fromE8(info.index_price_e8);
    const lowerRatio = fromE8(info.lower_ratio_e8);
    const upperRatio = fromE8(info.upper_ratio_e8);
    if (!index.greaterThan(0) || !hasWidth(sharkFinRange(index, lowerRatio, upperRatio))) return [];
    return [
      {
        product,
        kind: info.kind,
        underlying: info.coin_x,
        invest: product.coin,
        floorApr: fromE8(info.floor_apy_e8),
        maxApr: fromE8(info.max_apy_e8),
        lowerRatio,
        upperRatio,
        index,
        settlementAt: unixSecondsToMs(info.settlement_time) ?? 0,
        termSeconds: Number(product.duration),
        vipOnly: product.is_vip,
        open: product.display_status === DisplayStatus.Available,
      },
    ];
  });
}

function hasWidth(range: { lower: Decimal; upper: Decimal }): boolean {
  return range.upper.greaterThan(range.lower);
}

/**
 * The high-yield range an order placed now would get, from the live index when there is one (and it gives a
 * range with width; else the plan's own index, which does).
 */
export function planRange(plan: StructuredPlan, spot: Decimal | null): { lower: Decimal; upper: Decimal } {
  const live = spot?.greaterThan(0) ? sharkFinRange(spot, plan.lowerRatio, plan.upperRatio) : null;
  return live && hasWidth(live) ? live : sharkFinRange(plan.index, plan.lowerRatio, plan.upperRatio);
}

export interface StructuredFilter {
  underlying: number | null;
  invest: number | null;
  kind: SharkFinKind | null;
}

export const NO_STRUCTURED_FILTER: StructuredFilter = { underlying: null, invest: null, kind: null };

export function filterStructured(plans: readonly StructuredPlan[], filter: StructuredFilter): StructuredPlan[] {
  return plans.filter(
    (p) =>
      (filter.underlying === null || p.underlying === filter.underlying) &&
      (filter.invest === null || p.invest === filter.invest) &&
      (filter.kind === null || p.kind === filter.kind),
  );
}
