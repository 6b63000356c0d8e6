import { ProductType, AccountType } from '@/api/earn/earn-enums';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';

/** Shark fins take no quote: the range is fixed from the spot price when the order is placed; principal is protected. */
export function structuredIntent(product: ProductDetail, amount: Decimal): SubscribeIntent {
  return {
    product_id: product.product_id,
    product_type: ProductType.StructuredProduct,
    coin: product.coin,
    amount_e8: toE8(amount),
    account_type: AccountType.Funding,
  };
}
