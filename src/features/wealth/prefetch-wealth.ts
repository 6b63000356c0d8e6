import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { loadNamespaces } from '@/i18n/load-namespaces';

/** The wealth pages' own part of the loader: their strings awaited, the session started. */
export async function prefetchWealth(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(currentUserQueryOptions());
  await loadNamespaces(['wealth', 'vouchers']);
}
