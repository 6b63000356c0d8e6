import { createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { RETRY_DELAY_MS, shouldRetry } from '@/api/cache-strategies';
import { routeTree } from './route-tree.gen';
import { parseSearch, stringifySearch } from './search-params';
import { NotFoundPage } from './shell/not-found-page';

/** `basepath` is `/sem` for the marketing copy of the pages (src/edition/robots.ts). */
export function createAppRouter(basepath?: string) {
  const queryClient = new QueryClient({
    // A read is retried once at most and never after a timeout, so latency is never multiplied behind a skeleton.
    defaultOptions: { queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, refetchOnWindowFocus: false } },
  });
  const router = createRouter({
    routeTree,
    ...(basepath ? { basepath } : {}),
    context: { queryClient },
    trailingSlash: 'always',
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
  return { router, queryClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
