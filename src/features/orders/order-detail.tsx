import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/earn/query-orders';
import { Modal } from '@/ui/modal';
import { OrderTimeline } from '@/products/order-timeline/order-timeline';
import { orderViewOfType } from '@/products/order-views';
import type { ColumnId } from '@/products/order-lists';
import { earnedCoin, ORDER_COLUMNS, useCellContext } from './order-columns';
import { coinName, formatDateTime, NONE } from './format';
import * as css from './orders.css';

/**
 * Everything an order carries: the fields every order has, then its family's own (dual-asset prices and return
 * coin, a pool's action and state, an offer's levels: src/products/family-views.ts), then staking's action,
 * completion and transaction; below them the order's timeline.
 */
export function OrderDetail({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(['orders', 'products']);
  const ctx = useCellContext();
  const cell = (column: ColumnId) => ORDER_COLUMNS[column].cell(order, ctx);
  const rows: (readonly [string, ReactNode])[] = [
    [t('detail.orderId'), order.order_id],
    [t('column.family'), cell('family')],
    [t('column.status'), cell('status')],
    [t('column.processing'), cell('processing')],
    [t('column.created'), cell('created')],
    [t('detail.updated'), formatDateTime(order.updated_at)],
    [t('column.amount'), cell('amount')],
    // The list's own cell (a settled dual order's rate); no row where the product quotes no APR.
    ...(cell('apr') === NONE ? [] : [[t('column.apr'), cell('apr')] as const]),
    [t('column.term'), cell('term')],
    [t('detail.interestStart'), formatDateTime(order.yield_start_at)],
    [t('column.maturity'), cell('maturity')],
    [t('column.earned'), cell('earned')],
    [t('detail.returnCoin'), coinName(ctx.coins, earnedCoin(order))],
  ];
  if (order.account_type !== undefined) rows.push([t('detail.fromAccount'), t(`accountType.${order.account_type}`)]);
  if (order.to_account_type !== undefined)
    rows.push([t('detail.toAccount'), t(`accountType.${order.to_account_type}`)]);
  rows.push(...(orderViewOfType(order.product_type).detail?.(order, { ...ctx, cell }) ?? []));
  if (order.staking) {
    rows.push(
      [t('column.stakingAction'), cell('stakingAction')],
      [t('column.estimatedComplete'), cell('estimatedComplete')],
    );
    if (order.staking.tx_hash)
      rows.push([
        t('detail.txHash'),
        <code key="tx" className={css.hash}>
          {order.staking.tx_hash}
        </code>,
      ]);
  }

  return (
    <Modal open title={order.product_name} onClose={onClose} closeLabel={t('detail.close')}>
      <dl className={css.detail} data-testid="order-detail">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderTimeline order={order} format={ctx} />
    </Modal>
  );
}
