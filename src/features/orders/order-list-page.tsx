import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import type { Order } from '@/api/earn/query-orders';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { ORDER_LISTS, type OrderListId } from '@/products/order-lists';
import { OrderDetail } from './order-detail';
import { OrderFilters } from './order-filters';
import type { OrderSearch } from './order-search';
import { OrderTable } from './order-table';
import { ordersRequest } from './orders-request';
import { useCoins } from '@/products/use-coins';
import { useOrders } from './use-orders';
import * as css from './orders.css';

/**
 * One order list for the seven pages: the family picks the product types and the columns; filters live in the
 * URL (the route owns them), pages load with "Show more" (cursor), and the detail opens over the list.
 */
export function OrderListPage({
  family,
  search,
  onSearchChange,
}: {
  family: OrderListId;
  search: OrderSearch;
  onSearchChange: (next: OrderSearch) => void;
}) {
  const { t } = useTranslation(['orders', 'errors']);
  const coins = useCoins();
  const config = ORDER_LISTS[family];
  const { request, unknownCoin } = ordersRequest(family, search, coins);
  // With a coin filter, wait for the coin list so the first request already carries it.
  const { query, orders } = useOrders(request, !search.coin || coins !== undefined);
  const { order: openId, ...filters } = search;
  const open: Order | undefined = openId ? orders.find((order) => order.order_id === openId) : undefined;
  const datesInverted = search.from !== undefined && search.to !== undefined && search.from > search.to;
  const filtered = Boolean(search.status || search.coin || search.from || search.to || search.family);

  return (
    <section aria-labelledby="orders-list-title">
      <h2 id="orders-list-title" className="visually-hidden">
        {t('list.title')}
      </h2>
      <OrderFilters family={family} filters={filters} onChange={(next) => onSearchChange(next)} />
      <p className={css.hint}>{t('filters.utcNote')}</p>
      {datesInverted && <Notice tone="warning">{t('filters.datesInverted')}</Notice>}
      {unknownCoin && <Notice tone="warning">{t('filters.unknownCoin', { coin: search.coin })}</Notice>}
      {query.isError && (
        <Notice
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {(() => {
            const failure = errorTranslation(query.error);
            return t(failure.key, failure.values);
          })()}
        </Notice>
      )}
      {query.isPending && !query.isError && (
        <div aria-busy="true" className={css.loading}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
          <span className="visually-hidden">{t('list.loading')}</span>
        </div>
      )}
      {query.isSuccess && orders.length === 0 && (
        <div className={css.empty} data-testid="orders-empty">
          <p>{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</p>
          {filtered && (
            <Button variant="secondary" size="small" onClick={() => onSearchChange({})}>
              {t('filters.clear')}
            </Button>
          )}
        </div>
      )}
      {orders.length > 0 && (
        <OrderTable
          orders={orders}
          columns={config.columns}
          onOpen={(order) => onSearchChange({ ...search, order: order.order_id })}
        />
      )}
      {query.hasNextPage && (
        <div className={css.more}>
          <Button variant="secondary" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('list.more')}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && <Notice tone="error">{t('list.moreFailed')}</Notice>}
      {openId && query.isSuccess && !open && !query.hasNextPage && <Notice tone="info">{t('detail.notFound')}</Notice>}
      {open && <OrderDetail order={open} onClose={() => onSearchChange({ ...search, order: undefined })} />}
    </section>
  );
}
