import type { QueryClient } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { allProductCardsQueryOptions } from './home-queries';

/**
 * The home route's loader: translations are awaited (no untranslated flash); data is only started, so
 * the page paints its skeleton at once and fills in as answers arrive.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(allProductCardsQueryOptions());
  void queryClient.prefetchQuery(coinsQueryOptions());
  void queryClient.prefetchQuery(currentUserQueryOptions());
  await loadNamespaces(['home', 'products', 'errors']);
}
