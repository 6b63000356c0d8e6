import type { QueryClient } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { doubleWinProductsQueryOptions } from '@/products/double-win/double-win-products';

/** The route's loader: translations awaited, data only started (the page shows its skeleton meanwhile). */
export async function prefetchDoubleWin(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(doubleWinProductsQueryOptions());
  void queryClient.prefetchQuery(coinsQueryOptions());
  void queryClient.prefetchQuery(currentUserQueryOptions());
  await loadNamespaces(['double-win', 'flow', 'live', 'errors']);
}
