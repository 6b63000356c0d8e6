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

/** Products a user can subscribe to now (gray-release and closed products are left out). */
export function offeredDualProducts(products: readonly ProductDetail[]): ProductDetail[] {
  return products.filter((p) => p.dual && p.display_status === DisplayStatus.Available);
}
