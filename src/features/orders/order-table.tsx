import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/earn/query-orders';
import type { ColumnId } from './order-families';
import { orderCell, useTermLabel } from './order-cell';
import { useCoins } from './use-coins';
import * as css from './orders.css';

const NUMERIC: ReadonlySet<ColumnId> = new Set(['amount', 'apr', 'earned', 'target', 'settlementPrice', 'returned', 'poolAmounts', 'leverage']);

/** The family's columns; the product name opens the order's detail. On phones each row is a card. */
export function OrderTable({ orders, columns, onOpen }: { orders: readonly Order[]; columns: readonly ColumnId[]; onOpen: (order: Order) => void }) {
  const { t } = useTranslation('orders');
  const coins = useCoins();
  const term = useTermLabel();
  return (
    <div className={css.tableWrap}>
      <table className={css.table} data-testid="order-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? css.num : undefined}>{t(`column.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id} data-order-id={order.order_id}>
              {columns.map((column) =>
                column === 'product' ? (
                  <th key={column} scope="row" data-label={t('column.product')}>
                    <button type="button" className={css.rowLink} onClick={() => onOpen(order)} aria-haspopup="dialog">
                      {order.product_name}
                      <span className="visually-hidden"> {t('detail.open')}</span>
                    </button>
                  </th>
                ) : (
                  <td key={column} data-label={t(`column.${column}`)} className={NUMERIC.has(column) ? css.num : undefined}>
                    {orderCell(column, order, coins, t, term)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
