import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { EarnTopic } from '@/realtime/earn-topics';
import { useLiveTopic } from '@/realtime/live-topic';
import { offeredDualProducts, dualProductsQueryOptions } from '@/products/dual/dual-products';
import { buildDualLadder, livePair, type DualPair } from '@/products/dual/ladder';
import { useCurrentUser, useOffered } from '@/products/session';
import { CoinsUnavailable } from '@/products/coins-unavailable';
import { useCoinList } from '@/products/use-coins';
import { LiveStatus } from '@/ui/live-status';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { priceText } from './format';
import { PairPicker } from './pair-picker';
import { QuoteLadder, type PickedCell } from './quote-ladder';
import type { DualSearch } from './route-search';
import { coinParam, directionParam, resolveSelection } from './selection';
import * as css from './dual-page.css';
import { QueryError } from '@/ui/query-error';

// The subscription loads when a quote is picked: the ladder stays light.
const SubscribeDialog = lazy(() => import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })));

/**
 * Dual asset: pick a pair and a direction, read the live index price and the quote ladder (term x target,
 * APR per cell), and subscribe at a cell. The ladder streams over the benchmark-price topic; when the stream
 * stops it is marked stale (every order is still checked against the live quote by the exchange).
 */
export function DualPage({ search, onSearchChange }: {
  search: DualSearch;
  onSearchChange: (next: DualSearch, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['dual', 'common']);
  const locale = getIntlLocale();
  const products = useQuery(dualProductsQueryOptions());
  const { coins, settled: coinsSettled } = useCoinList();
  const loggedIn = useCurrentUser().loggedIn === true;
  const gray = useOffered(products.data?.products);
  const offered = useMemo(() => offeredDualProducts(products.data?.products ?? [], gray.offered), [products.data, gray.offered]);
  const selection = useMemo(() => resolveSelection(offered, search, coins), [offered, search, coins]);
  const { pair, direction } = selection;
  const live = useLiveTopic(EarnTopic.DualBenchmarkPrice, pair?.base);
  const ladder = useMemo(
    () => (pair ? buildDualLadder(offered, pair, direction, livePair(live.data ?? undefined, pair)) : null),
    [offered, pair, direction, live.data],
  );
  const [picked, setPicked] = useState<PickedCell | null>(null);
  const stale = live.status === 'stale';
  const nameOf = (coin: number) => coinName(coins, coin);

  const choosePair = (next: DualPair) => onSearchChange({ coin: coinParam(selection.pairs, next, coins), direction: search.direction }, { replace: true });

  if (products.error) {
    return <QueryError error={products.error} lead={t('loadFailed')} retrying={products.isFetching} onRetry={() => void products.refetch()} />;
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
  if (!pair || !ladder) return <Notice>{t('noProducts')}</Notice>;

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
        onDirection={(d) => onSearchChange({ coin: coinParam(selection.pairs, pair, coins), direction: directionParam(d) }, { replace: true })}
      />
      <div className={css.spotBar}>
        <p className={css.spot}>
          {t('spot.label', { base: nameOf(pair.base), quote: nameOf(pair.quote) })}
          <span className={css.spotValue} data-testid="dual-spot" dir="ltr">
            {ladder.spot ? priceText(ladder.spot, locale) : '–'}
          </span>
        </p>
        <LiveStatus status={live.status} staleSince={live.staleSince} />
      </div>
      {stale && <Notice tone="warning">{t('notice.stale')}</Notice>}
      <QuoteLadder ladder={ladder} coins={coins} locale={locale} stale={stale} focusId={selection.focusId} onPick={setPicked} />
      <p className={css.help}>{t('ladder.help')}</p>
      {picked && (
        <Suspense fallback={null}>
          <SubscribeDialog
            key={`${picked.row.product.product_id}:${picked.cell.quoteId}`}
            picked={picked}
            ladder={ladder}
            coins={coins}
            loggedIn={loggedIn}
            onClose={() => setPicked(null)}
          />
        </Suspense>
      )}
    </>
  );
}
