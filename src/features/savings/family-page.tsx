import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AprAsOf } from '@/products/yield/dated-apr';
import { answeredAt } from '@/products/yield/answered-at';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatAmount } from '@/lib/format-number';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { useSearchBox } from '@/ui/use-search-box';
import { toFamilyItems, visibleItems } from './family-filters';
import { typesShown, type FamilyPage, type FamilySearch } from './family-pages';
import { FamilyToolbar } from './family-toolbar';
import { ProductList } from './product-list';
import { ROW_HEIGHT } from './product-row.css';
import { SavingsTypeTabs } from './savings-type-tabs';
import * as css from './family-page.css';
import { useOffered } from '@/products/session';
import { useCoins } from '@/products/use-coins';
import { familyCardsQueryOptions } from './family-queries';

// The detail and the subscribe flow load only when a product is opened: the list stays light.
const ProductDialog = lazy(() => import('./product-dialog').then((m) => ({ default: m.ProductDialog })));

/**
 * A savings-family page (flexible staking, savings, on-chain earn, wealth management): the family's
 * products with search, term filter and sort, and the product focused by `id` in a dialog with its
 * detail and the subscribe flow. Unknown or malformed `id`/`type` show the list with a notice.
 */
export function FamilyPage({
  page,
  search,
  invalid,
  onSearchChange,
}: {
  page: FamilyPage;
  search: FamilySearch;
  /** Search parameters present in the URL but not valid (dropped by the route). */
  invalid: { id: boolean; type: boolean };
  onSearchChange: (next: Partial<FamilySearch>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['savings', 'errors', 'common']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const cards = useQuery(familyCardsQueryOptions(queryClient, page));
  const coins = useCoins();
  const { offered, isGated } = useOffered(cards.data);

  const [query, setQuery] = useSearchBox(search.q ?? '', (q) =>
    onSearchChange({ q: q.trim() === '' ? undefined : q }, { replace: true }),
  );
  const deferredQuery = useDeferredValue(query);

  const items = useMemo(() => {
    if (!cards.data) return null;
    return toFamilyItems(cards.data, coins);
  }, [cards.data, coins]);

  const shownTypes = useMemo(() => typesShown(page, search.type), [page, search.type]);
  const { term, sort } = search;
  const visible = useMemo(
    () => (items ? visibleItems(items, { q: deferredQuery, term, sort }, shownTypes, offered) : null),
    [items, deferredQuery, term, sort, shownTypes, offered],
  );

  const focused =
    search.id !== undefined && cards.data ? cards.data.find((c) => c.product_id === search.id) : undefined;
  const focusMissing = search.id !== undefined && cards.data !== undefined && focused === undefined;
  const showTerm = page !== 'flexible-staking' && !(page === 'savings' && search.type === 'flexible');
  const filtered = Boolean(search.q || search.term);

  return (
    <>
      {page === 'savings' && <SavingsTypeTabs />}
      {(invalid.id || invalid.type || focusMissing) && (
        <Notice tone="warning">{t(invalid.type ? 'notice.invalidType' : 'notice.productNotFound')}</Notice>
      )}
      <FamilyToolbar
        search={search}
        query={query}
        onQueryChange={setQuery}
        onChange={(next) => onSearchChange(next, { replace: true })}
        showTerm={showTerm}
      />
      {cards.error ? (
        <Notice
          tone="error"
          action={
            <Button variant="secondary" size="small" pending={cards.isFetching} onClick={() => void cards.refetch()}>
              {t('common:error.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')} {t(errorTranslation(cards.error).key, errorTranslation(cards.error).values)}
        </Notice>
      ) : visible === null ? (
        <div role="status" aria-busy="true" aria-label={t('common:loading')} className={css.list}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={ROW_HEIGHT} radius={10} />
          ))}
        </div>
      ) : (
        <>
          <p className={css.count} role="status" aria-live="polite">
            {t('list.count', { shown: formatAmount(String(visible.length), { locale, precision: 0 }) })}
          </p>
          <AprAsOf at={answeredAt(cards.dataUpdatedAt)} locale={locale} rates testId="family-apr-as-of" />
          {visible.length === 0 ? (
            <div className={css.empty}>
              <h2 className={css.emptyTitle}>{t('list.emptyTitle')}</h2>
              <p className={css.emptyBody}>
                {deferredQuery.trim() ? t('list.emptyQuery', { query: deferredQuery.trim() }) : t('list.emptyFilters')}
              </p>
              {filtered && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setQuery('');
                    onSearchChange({ q: undefined, term: undefined }, { replace: true });
                  }}
                >
                  {t('list.clear')}
                </Button>
              )}
            </div>
          ) : (
            <ProductList
              items={visible}
              coins={coins}
              locale={locale}
              isGated={isGated}
              onOpen={(id) => onSearchChange({ id })}
            />
          )}
        </>
      )}
      {focused && (
        <Suspense fallback={null}>
          <ProductDialog
            card={focused}
            gatedOn={isGated(focused)}
            offered={offered(focused)}
            onClose={() => onSearchChange({ id: undefined })}
          />
        </Suspense>
      )}
    </>
  );
}
