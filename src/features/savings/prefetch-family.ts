import type { QueryClient } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';
import { productCardsOfTypesQueryOptions } from '@/api/earn/get-homepage-product-cards';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { typesOfPage } from '@/products/families';
import type { FamilyPage } from './family-pages';

/** A family route's loader: translations awaited, data only started (the page shows its skeleton meanwhile). */
export async function prefetchFamily(queryClient: QueryClient, page: FamilyPage): Promise<void> {
  void queryClient.prefetchQuery(productCardsOfTypesQueryOptions(queryClient, typesOfPage(page)));
  void queryClient.prefetchQuery(coinsQueryOptions());
  void queryClient.prefetchQuery(currentUserQueryOptions());
  await loadNamespaces(['savings', 'products', 'flow', 'errors', 'vouchers']);
}
