import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { FamilyPage } from '@/features/savings/family-pages';
import { typesOfPage } from '@/products/families';
import { familyRouteSearch, savingsRouteSearch } from '@/features/savings/family-route-search';

/**
 * The options of the four interest-product list routes: `id` (and `type` on savings) validated, translations
 * awaited and data started in the loader, the page loaded with the route.
 */
export function familyListRoute(page: FamilyPage) {
  return {
    validateSearch: page === 'savings' ? savingsRouteSearch : familyRouteSearch,
    loader: async ({ context }: { context: { queryClient: QueryClient } }) => {
      const [{ prefetchPage }, { productCardsOfTypesQueryOptions }] = await Promise.all([
        import('@/products/prefetch-page'),
        import('@/api/earn/get-homepage-product-cards'),
      ]);
      await prefetchPage(context.queryClient, {
        queries: [productCardsOfTypesQueryOptions(context.queryClient, typesOfPage(page))],
        namespaces: ['savings', 'products', 'flow', 'errors', 'vouchers'],
      });
    },
    component: lazyRouteComponent(async () => {
      const { FamilyListView } = await import('./family-list-view');
      return { default: () => <FamilyListView page={page} /> };
    }),
  };
}
