import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { FamilyPage } from '@/features/savings/family-pages';
import { prefetchPage } from '@/products/prefetch-page';
import { familyRouteSearch, savingsRouteSearch } from '@/features/savings/family-route-search';

/**
 * The options of the four interest-product list routes: `id` (and `type` on savings) validated, translations
 * awaited and data started in the loader, the page loaded with the route.
 */
export function familyListRoute(page: FamilyPage) {
  return {
    validateSearch: page === 'savings' ? savingsRouteSearch : familyRouteSearch,
    loader: ({ context }: { context: { queryClient: QueryClient } }) =>
      prefetchPage(context.queryClient, ['savings', 'products', 'flow', 'errors', 'vouchers', 'wealth'], () =>
        import('@/features/savings/family-queries').then((m) => [m.familyCardsQueryOptions(context.queryClient, page)]),
      ),
    component: lazyRouteComponent(async () => {
      const { FamilyListView } = await import('./family-list-view');
      return { default: () => <FamilyListView page={page} /> };
    }),
  };
}
