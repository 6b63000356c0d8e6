import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { DualPage } from '@/features/dual-asset/dual-page';
import { dualRouteSearch, type DualSearch } from '@/features/dual-asset/route-search';
import { prefetchPage } from '@/products/prefetch-page';

/** Dual asset: `coin`, `direction` and `id` are typed search parameters; malformed values are dropped. */
export const Route = createFileRoute('/{-$locale}/earn/dual-asset-mining')({
  validateSearch: dualRouteSearch,
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['dual', 'flow', 'live', 'errors', 'price-history'], () =>
      import('@/products/dual/dual-products').then((m) => [m.dualProductsQueryOptions()]),
    ),
  component: DualAssetMiningPage,
});

function DualAssetMiningPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: DualSearch, options?: { replace?: boolean }) =>
    void navigate({ search: () => next, replace: options?.replace ?? false, resetScroll: false });
  return (
    <PageFrame metaKey="dualAsset">
      <DualPage search={search} onSearchChange={onSearchChange} />
    </PageFrame>
  );
}
