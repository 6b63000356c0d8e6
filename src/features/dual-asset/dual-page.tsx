import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { offeredDualProducts, dualProductsQueryOptions } from '@/products/dual/dual-products';
import type { DualPair } from '@/products/dual/ladder';
import { useCurrentUser, useOffered } from '@/products/session';
import { CoinsUnavailable } from '@/products/coins-unavailable';
import { useCoinList } from '@/products/use-coins';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { polledAtOf } from '@/realtime/live-topic';
import { LiveLadder } from './live-ladder';
import { PairPicker } from './pair-picker';
import type { DualSearch } from './route-search';
import { coinParam, directionParam, resolveSelection } from './selection';
import * as css from './dual-page.css';
import { QueryError } from '@/ui/query-error';

/**
 * Dual asset: pick a pair and a direction, read the live index price and the quote ladder (term x target,
 * APR per cell), and subscribe at a cell. The ladder streams over the benchmark-price topic; when the stream
 * stops it is marked stale (every order is still checked against the live quote by the exchange).
 */
export function DualPage({
  search,
  onSearchChange,
}: {
  search: DualSearch;
  onSearchChange: (next: DualSearch, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['dual', 'common']);
  const locale = getIntlLocale();
  const products = useQuery(dualProductsQueryOptions());
  const { coins, settled: coinsSettled } = useCoinList();
  const loggedIn = useCurrentUser().loggedIn === true;
  const gray = useOffered(products.data?.products);
  const offered = useMemo(
    () => offeredDualProducts(products.data?.products ?? [], gray.offered),
    [products.data, gray.offered],
  );
  const selection = useMemo(() => resolveSelection(offered, search, coins), [offered, search, coins]);
  const { pair, direction } = selection;

  const choosePair = (next: DualPair) =>
    onSearchChange({ coin: coinParam(selection.pairs, next, coins), direction: search.direction }, { replace: true });

  if (products.error) {
    return (
      <QueryError
        error={products.error}
        lead={t('loadFailed')}
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
      />
    );
  }
  // A link to a pair behind a rollout scene waits for the scenes rather than calling it unknown. The pairs
  // wait for the coin list (or its failure) too: names arriving later would re-wrap the pair chips and push
  // the ladder down.
  if (!products.data || !coinsSettled || (gray.scenesLoading && selection.unknown)) {
    return (
      <div className={css.skeletons} role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={40} />
        <Skeleton height={64} />
        <Skeleton height={240} radius={16} />
      </div>
    );
  }
  if (!pair) return <Notice>{t('noProducts')}</Notice>;

  return (
    <>
      <CoinsUnavailable />
      {selection.unknown && <Notice tone="warning">{t('notice.unknownProduct')}</Notice>}
      <PairPicker
        pairs={selection.pairs}
        pair={pair}
        directions={selection.directions}
        direction={direction}
        coins={coins}
        onPair={choosePair}
        onDirection={(d) =>
          onSearchChange(
            { coin: coinParam(selection.pairs, pair, coins), direction: directionParam(d) },
            { replace: true },
          )
        }
      />
      <LiveLadder
        products={offered}
        polledAt={polledAtOf(products)}
        pair={pair}
        direction={direction}
        coins={coins}
        locale={locale}
        focusId={selection.focusId}
        loggedIn={loggedIn}
      />
    </>
  );
}
