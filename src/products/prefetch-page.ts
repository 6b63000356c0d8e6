import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';
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
 * A route's loader, the same for every page: the page's translations are awaited (no untranslated flash);
 * its data is only started, with the coins and the session every page reads, so the page paints its
 * skeleton at once and fills in as answers arrive. The route names its queries and namespaces; the route
 * file loads this module and its query options with `import()`, so neither is in the entry chunk.
 */
export async function prefetchPage(queryClient: QueryClient, page: { queries: readonly PageQuery[]; namespaces: readonly string[] }): Promise<void> {
  const queries: PageQuery[] = [...page.queries, coinsQueryOptions(), currentUserQueryOptions()];
  for (const query of queries) void queryClient.prefetchQuery(query as FetchQueryOptions);
  await loadNamespaces(page.namespaces);
}
