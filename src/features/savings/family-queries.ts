import type { QueryClient } from '@tanstack/react-query';
import { productCardsOfTypesQueryOptions } from '@/api/earn/get-homepage-product-cards';
import { typesOfPage } from '@/products/families';
import type { FamilyPage } from './family-pages';

/** The product cards a family list page shows: every product of the families the registry lists on it. */
export function familyCardsQueryOptions(queryClient: QueryClient, page: FamilyPage) {
  return productCardsOfTypesQueryOptions(queryClient, typesOfPage(page));
}
