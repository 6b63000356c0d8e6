import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { localeParams } from '@/i18n/locale-links';
import { EarnTopic } from '@/realtime/earn-topics';
import { useLiveTopic } from '@/realtime/live-topic';
import { liquidityPoolsQueryOptions, toPools, type LiquidityPool } from '@/products/liquidity/pools';
import { useCurrentUser, useOffered } from '@/products/session';
import { useCoins } from '@/products/use-coins';
import { LiveStatus } from '@/ui/live-status';
import { Notice } from '@/ui/notice';
import { QueryError } from '@/ui/query-error';
import { Skeleton } from '@/ui/skeleton';
import { makeWords } from './format';
import { PoolList } from './pool-list';
import { LIQUIDITY_TABS, type LiquiditySearch, type LiquidityTab } from './route-search';
import * as css from './liquidity.css';

// Each tab's form loads when the tab is first opened: the pool list stays light.
const MiningTab = lazy(() => import('./mining-tab').then((m) => ({ default: m.MiningTab })));
const SwapTab = lazy(() => import('./swap-tab').then((m) => ({ default: m.SwapTab })));
const MyLiquidity = lazy(() => import('./my-liquidity').then((m) => ({ default: m.MyLiquidity })));

/**
 * Liquidity mining: the pool list, adding liquidity (with leverage), swapping between a pool's coins and my
 * liquidity, as tabs of one page (`?tab=`, `?pool=BTC-USDT`). Pools stream over the liquidity.pool topic;
 * every order runs on the shared order flow and is checked again by the exchange.
 */
export function LiquidityPage({
  search,
  onSearchChange,
}: {
  search: LiquiditySearch;
  onSearchChange: (next: LiquiditySearch, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['liquidity', 'common']);
  const locale = getIntlLocale();
  const coins = useCoins();
  const loggedIn = useCurrentUser().loggedIn === true;
  const products = useQuery(liquidityPoolsQueryOptions());
  const { offered, scenesLoading } = useOffered(products.data?.products);
  const live = useLiveTopic(EarnTopic.LiquidityPool);
  // My liquidity keeps every pool (a position outlives its pool's offer); the list and the forms show the offered ones.
  const allPools = useMemo(() => toPools(products.data?.products ?? [], live.data), [products.data, live.data]);
  const pools = useMemo(() => allPools.filter((p) => offered(p.product)), [allPools, offered]);
  const words = useMemo(() => makeWords(coins, locale), [coins, locale]);
  const tab: LiquidityTab = search.tab ?? 'pool-list';
  const pairOf = (pool: LiquidityPool) => `${words.name(pool.base)}-${words.name(pool.quote)}`;
  const linked = pools.find((p) => pairOf(p) === search.pool);
  const selected = linked ?? pools.find((p) => p.available) ?? pools[0] ?? null;
  const choose = (next: LiquidityPool, nextTab: LiquidityTab = tab) =>
    onSearchChange({ tab: nextTab, pool: pairOf(next) }, { replace: nextTab === tab });

  const body = () => {
    if (products.error)
      return (
        <QueryError
          error={products.error}
          lead={t('loadFailed')}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      );
    // A link to a pool behind a rollout scene waits for the scenes rather than opening another pool.
    if (!products.data || !coins || (scenesLoading && search.pool !== undefined && !linked)) {
      return (
        <div className={css.skeletons} role="status" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={40} />
          <Skeleton height={240} radius={16} />
        </div>
      );
    }
    if (!selected) return <Notice>{t('empty')}</Notice>;
    const fallback = <Skeleton height={320} radius={16} />;
    switch (tab) {
      case 'pool-list':
        return <PoolList pools={pools} words={words} loggedIn={loggedIn} onOpen={(pool) => choose(pool, 'mining')} />;
      case 'mining':
        return (
          <Suspense fallback={fallback}>
            <MiningTab
              key={selected.productId}
              pools={pools}
              pool={selected}
              words={words}
              loggedIn={loggedIn}
              onPool={(p) => choose(p)}
              onPositions={() => onSearchChange({ tab: 'my-liquidity', pool: search.pool })}
            />
          </Suspense>
        );
      case 'swap':
        return (
          <Suspense fallback={fallback}>
            <SwapTab
              key={selected.poolId}
              pools={pools}
              pool={selected}
              words={words}
              loggedIn={loggedIn}
              onPool={(p) => choose(p)}
            />
          </Suspense>
        );
      case 'my-liquidity':
        return (
          <Suspense fallback={fallback}>
            <MyLiquidity
              pools={allPools}
              words={words}
              loggedIn={loggedIn}
              onAdd={() => onSearchChange({ tab: 'pool-list' })}
            />
          </Suspense>
        );
    }
  };

  return (
    <>
      <div className={css.head}>
        <nav aria-label={t('tabs.label')}>
          <ul className={css.tabs}>
            {LIQUIDITY_TABS.map((id) => (
              <li key={id}>
                <Link
                  className={css.tab}
                  to="/{-$locale}/earn/liquidity-mining/"
                  params={localeParams()}
                  search={id === 'pool-list' || id === 'my-liquidity' ? { tab: id } : { tab: id, pool: search.pool }}
                  aria-current={tab === id ? 'page' : undefined}
                  data-testid={`liquidity-tab-${id}`}
                >
                  {t(`tabs.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LiveStatus status={live.status} staleSince={live.staleSince} />
      </div>
      {live.status === 'stale' && <Notice tone="warning">{t('stale')}</Notice>}
      <div className={css.panel}>{body()}</div>
    </>
  );
}
