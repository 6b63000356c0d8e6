import { queryOptions } from '@tanstack/react-query';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import type { ProductDetail } from '@/api/earn/product-schema';

/** Every dual-asset product with its REST quote ladder (the page's grid, the wallet's terms). */
export function dualProductsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.Dual }),
    // REST quotes live two 30-second windows: refresh them even when the stream is down.
    refetchInterval: 30_000,
  });
}

/**
 * The ladder's products: those offered to this visitor (`offered`: the gray-release rule of every family's
 * list, useOffered) that take subscriptions now (a closed or sold-out product quotes nothing to subscribe at).
 */
export function offeredDualProducts(
  products: readonly ProductDetail[],
  offered: (product: ProductDetail) => boolean,
): ProductDetail[] {
  return products.filter((p) => p.dual && offered(p) && p.display_status === DisplayStatus.Available);
}
