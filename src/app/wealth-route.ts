import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { familyListRoute } from '@/app/family-list-route';
import { loadNamespaces } from '@/i18n/load-namespaces';

/** The wealth pages: a family list route (search, loader) with the wealth strings and page around the list. */
export function wealthRoute(page: 'wealth-management' | 'private-wealth') {
  const base = familyListRoute(page);
  return {
    validateSearch: base.validateSearch,
    loader: async (ctx: { context: { queryClient: QueryClient } }) => {
      await Promise.all([base.loader(ctx), loadNamespaces(['wealth'])]);
    },
    component: lazyRouteComponent(async () => {
      const views = await import('./wealth-views');
      return { default: page === 'wealth-management' ? views.WealthManagementView : views.PrivateWealthView };
    }),
  };
}
