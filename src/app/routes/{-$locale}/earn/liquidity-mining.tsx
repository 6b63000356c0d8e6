import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { LiquidityPage } from '@/features/liquidity-mining/liquidity-page';
import { liquidityRouteSearch, type LiquiditySearch } from '@/features/liquidity-mining/route-search';
import { prefetchPage } from '@/products/prefetch-page';

/** Liquidity mining: `tab` and `pool` (a pair, BTC-USDT) are typed search parameters; malformed values are dropped. */
export const Route = createFileRoute('/{-$locale}/earn/liquidity-mining')({
  validateSearch: liquidityRouteSearch,
  loader: ({ context }) =>
    prefetchPage(context.queryClient, ['liquidity', 'products', 'flow', 'live', 'errors'], () =>
      import('@/products/liquidity/pools').then((m) => [m.liquidityPoolsQueryOptions()]),
    ),
  component: LiquidityMiningRoute,
});

function LiquidityMiningRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: LiquiditySearch, options?: { replace?: boolean }) =>
    void navigate({ search: () => next, replace: options?.replace ?? false, resetScroll: false });
  return (
    <PageFrame metaKey="liquidityMining">
      <LiquidityPage search={search} onSearchChange={onSearchChange} />
    </PageFrame>
  );
}
