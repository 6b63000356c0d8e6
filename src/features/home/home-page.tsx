import { useQuery } from '@tanstack/react-query';
import { AprAsOf } from '@/products/yield/dated-apr';
import { answeredAt } from '@/products/yield/answered-at';
import { lazy, Suspense, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import { edition } from '@/edition/current-edition';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatAmount } from '@/lib/format-number';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { useSearchBox } from '@/ui/use-search-box';
import { useServerClock } from '@/ui/use-server-clock';
import { filterProducts, groupByFamily, toListedProducts, type HomeSearch } from './home-filters';
import { allProductCardsQueryOptions } from './home-queries';
import { HomeSkeleton } from './home-skeleton';
import { HomeToolbar } from './home-toolbar';
import { MyEarnSummary } from './my-earn-summary';
import { ProductResults } from './product-results';
import { useCardText } from './card-text';
import { FAMILY_IDS } from '@/products/families';
import { useIdleWarmup } from './use-idle-warmup';
import * as css from './home-page.css';
import { useCurrentUser, useOffered } from '@/products/session';
import { CoinsUnavailable } from '@/products/coins-unavailable';
import { useCoins } from '@/products/use-coins';

// Opened by a link to a retired product only: its dialog is not part of home's first load.
const ProductAbout = lazy(() => import('./product-about').then((m) => ({ default: m.ProductAbout })));

/**
 * The earn home: every product family as cards, searchable by coin and filtered by family, term and
 * holdings, sorted by APR or term; the filters live in the URL (`search`), so a view can be shared.
 */
export function HomePage({
  search,
  onSearchChange,
}: {
  search: HomeSearch;
  onSearchChange: (next: Partial<HomeSearch>) => void;
}) {
  const { t } = useTranslation(['home', 'errors', 'common']);
  const locale = getIntlLocale();
  // Card countdowns show minutes: one tick a minute.
  const now = useServerClock(60_000);
  const cards = useQuery(allProductCardsQueryOptions());
  const coins = useCoins();
  const loggedIn = useCurrentUser().loggedIn === true;
  const { offered } = useOffered(cards.data);
  const balances = useQuery({ ...getUserBalanceQueryOptions({}), enabled: loggedIn && search.held === true });

  // One callback for the whole life of the page: the memoised controls never re-render for a new closure.
  const latestChange = useRef(onSearchChange);
  useLayoutEffect(() => {
    latestChange.current = onSearchChange;
  });
  const changeSearch = useCallback((next: Partial<HomeSearch>) => latestChange.current(next), []);
  const [query, setQuery] = useSearchBox(search.q ?? '', (q) => changeSearch({ q: q.trim() === '' ? undefined : q }));
  const deferredQuery = useDeferredValue(query);

  const listed = useMemo(() => {
    if (!cards.data) return null;
    return toListedProducts(cards.data, coins, offered);
  }, [cards.data, coins, offered]);

  useIdleWarmup(listed);

  const heldCoins = useMemo(() => {
    if (!balances.data) return null;
    return new Set(
      balances.data.balances.filter((b) => BigInt(b.available_e8) + BigInt(b.frozen_e8) > 0n).map((b) => b.coin),
    );
  }, [balances.data]);

  const { family, term, sort } = search;
  const held = loggedIn ? search.held : undefined;
  const groups = useMemo(() => {
    if (!listed) return null;
    const effective: HomeSearch = { q: deferredQuery, family, term, held, sort };
    return groupByFamily(filterProducts(listed, effective, { heldCoins }), effective);
  }, [listed, heldCoins, deferredQuery, family, term, held, sort]);
  const total = groups?.reduce((n, g) => n + g.products.length, 0) ?? 0;
  const presentFamilies = useMemo(
    () => (listed ? FAMILY_IDS.filter((f) => listed.some((p) => p.family === f)) : []),
    [listed],
  );
  const filtered = Boolean(search.q || search.family || search.term || (loggedIn && search.held));
  const quoteCoin = coins?.byName.get(edition.quoteCoin);

  const text = useCardText();
  const closeAbout = useCallback(() => changeSearch({ product: undefined }), [changeSearch]);

  const clearFilters = () => {
    setQuery('');
    changeSearch({ q: undefined, family: undefined, term: undefined, held: undefined });
  };

  return (
    <>
      {loggedIn && quoteCoin && <MyEarnSummary quoteCoin={quoteCoin} locale={locale} />}
      <HomeToolbar
        query={query}
        onQueryChange={setQuery}
        family={family}
        term={term}
        held={search.held}
        sort={sort}
        onChange={changeSearch}
        loggedIn={loggedIn}
        families={presentFamilies}
      />
      <CoinsUnavailable />
      {search.product !== undefined && (
        <Suspense fallback={null}>
          <ProductAbout productId={search.product} listed={listed} text={text} locale={locale} onClose={closeAbout} />
        </Suspense>
      )}
      {cards.error ? (
        <Notice
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void cards.refetch()} pending={cards.isFetching}>
              {t('common:error.retry')}
            </Button>
          }
        >
          {t('results.loadFailed')} {t(errorTranslation(cards.error).key, errorTranslation(cards.error).values)}
        </Notice>
      ) : groups === null ? (
        <HomeSkeleton label={t('common:loading')} />
      ) : (
        <>
          <div className={css.status}>
            <p role="status" aria-live="polite" style={{ margin: '0 0 4px' }}>
              {t('results.count', { shown: formatAmount(String(total), { locale, precision: 0 }) })}
            </p>
            {/* Every card's APR is from this one answer: said once, with the time it was quoted. */}
            <AprAsOf at={answeredAt(cards.dataUpdatedAt)} locale={locale} rates testId="home-apr-as-of" />
          </div>
          {total === 0 ? (
            <div className={css.empty}>
              <h2 className={css.emptyTitle}>{t('results.emptyTitle')}</h2>
              <p className={css.emptyBody}>
                {deferredQuery.trim()
                  ? t('results.emptyQuery', { query: deferredQuery.trim() })
                  : t('results.emptyFilters')}
              </p>
              {filtered && (
                <Button variant="secondary" onClick={clearFilters}>
                  {t('results.clear')}
                </Button>
              )}
            </div>
          ) : (
            <ProductResults
              groups={groups}
              catalogueSize={listed?.length ?? 0}
              coins={coins}
              locale={locale}
              now={now}
            />
          )}
        </>
      )}
    </>
  );
}
