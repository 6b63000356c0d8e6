import type { QueryClient } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { structuredProductsQueryOptions } from '@/products/structured/structured-products';

/** The route's loader: translations awaited, data only started (the page shows its skeleton meanwhile). */
export async function prefetchStructured(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(structuredProductsQueryOptions());
  void queryClient.prefetchQuery(coinsQueryOptions());
  void queryClient.prefetchQuery(currentUserQueryOptions());
  await loadNamespaces(['structured', 'flow', 'live', 'errors']);
}
