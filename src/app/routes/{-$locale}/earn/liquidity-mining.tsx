import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';
import { LiquidityPage } from '@/features/liquidity-mining/liquidity-page';
import { liquidityRouteSearch, type LiquiditySearch } from '@/features/liquidity-mining/route-search';

/** Liquidity mining: `tab` and `pool` (a pair, BTC-USDT) are typed search parameters; malformed values are dropped. */
export const Route = createFileRoute('/{-$locale}/earn/liquidity-mining')({
  validateSearch: liquidityRouteSearch,
  loader: async ({ context }) => {
    const [{ prefetchPage }, { liquidityPoolsQueryOptions }] = await Promise.all([import('@/products/prefetch-page'), import('@/products/liquidity/pools')]);
    await prefetchPage(context.queryClient, { queries: [liquidityPoolsQueryOptions()], namespaces: ['liquidity', 'flow', 'live', 'errors'] });
  },
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
