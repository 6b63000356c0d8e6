import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@/api/earn/earn-enums';
import { queryOrdersQueryOptions } from '@/api/earn/query-orders';
import { OrderTimeline } from '@/products/order-timeline/order-timeline';
import { useCoins } from '@/products/use-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import { coinName, formatCoinE8 } from './format';
import * as css from './wallet.css';

/** The orders the exchange is still working on: a subscription in processing, an unstake or a removal on its way. */
const IN_PROGRESS = { order_status: OrderStatus.Pending, limit: 20 } as const;

/**
 * Each order still in progress with its timeline: when each step happened, when the next is expected and, once
 * it is late, what to expect and where to ask. Nothing is shown while nothing is in progress.
 */
export function OrdersInProgress() {
  const { t } = useTranslation('orders');
  const coins = useCoins();
  const query = useQuery(queryOrdersQueryOptions(IN_PROGRESS));
  const orders = query.data?.orders ?? [];
  if (orders.length === 0) return null;
  const amount = (e8: string, coin: number) =>
    withUnit(formatCoinE8(e8, coins?.byEnum.get(coin)), coinName(coins, coin), getIntlLocale());
  return (
    <section className={css.section} aria-labelledby="in-progress-title" data-testid="orders-in-progress">
      <h2 id="in-progress-title" className={css.sectionTitle}>
        {t('timeline.inProgress')}
      </h2>
      <div className={css.positionGrid}>
        {orders.map((order) => (
          <article
            key={order.order_id}
            className={css.position}
            aria-labelledby={`in-progress-${order.order_id}`}
            data-order-id={order.order_id}
          >
            <header className={css.positionHead}>
              <h3 id={`in-progress-${order.order_id}`} className={css.positionTitle}>
                {order.product_name}
              </h3>
              <span className={css.status}>{amount(order.amount_e8, order.coin)}</span>
            </header>
            <OrderTimeline order={order} format={{ amount }} headingLevel={4} />
          </article>
        ))}
      </div>
    </section>
  );
}
