import type { ProductType } from '@/api/earn/earn-enums';
import { allProductCardPagesQueryOptions } from '@/api/earn/get-homepage-product-cards';

/** Every card of some product types (the list searches and sorts on the client). */
export function familyCardsQueryOptions(types: readonly ProductType[]) {
  return allProductCardPagesQueryOptions({ product_types: [...types].sort((a, b) => a - b) });
}
