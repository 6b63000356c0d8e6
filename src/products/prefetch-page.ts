import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { loadNamespaces } from '@/i18n/load-namespaces';

/**
 * A query a page starts in its loader: any `queryOptions(...)` of the API layer. Typed by its key alone: a
 * list of options with different data types has no common `FetchQueryOptions` type.
 */
export interface PageQuery {
  queryKey: QueryKey;
}

/**
 * A route's loader, the same for every page: the page's translations are awaited (no untranslated flash); its
 * data is only started, with the coins and the session every page reads, so the page paints its skeleton at
 * once and fills in as answers arrive. The route names its namespaces and its queries, the latter behind an
 * `import()` of their module, so no page's query code is in the entry chunk (this helper is, and is small).
 */
export async function prefetchPage(
  queryClient: QueryClient,
  namespaces: readonly string[],
  queries: () => Promise<readonly PageQuery[]>,
): Promise<void> {
  const start = (list: readonly PageQuery[]) => {
    for (const query of list) void queryClient.prefetchQuery(query as FetchQueryOptions);
  };
  start([currentUserQueryOptions()]);
  await Promise.all([
    queries().then(start),
    import('@/api/earn/get-coins').then(({ coinsQueryOptions }) => start([coinsQueryOptions()])),
    loadNamespaces(namespaces),
  ]);
}
