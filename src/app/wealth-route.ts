import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { familyListRoute } from '@/app/family-list-route';

/** The wealth pages: a family list route (search, loader) with the wealth strings and page around the list. */
export function wealthRoute(page: 'wealth-management' | 'private-wealth') {
  const base = familyListRoute(page);
  return {
    validateSearch: base.validateSearch,
    loader: async (ctx: { context: { queryClient: QueryClient } }) => {
      const { prefetchPage } = await import('@/products/prefetch-page');
      await Promise.all([base.loader(ctx), prefetchPage(ctx.context.queryClient, { queries: [], namespaces: ['wealth', 'vouchers'] })]);
    },
    component: lazyRouteComponent(async () => {
      const views = await import('./wealth-views');
      return { default: page === 'wealth-management' ? views.WealthManagementView : views.PrivateWealthView };
    }),
  };
}
