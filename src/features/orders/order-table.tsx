import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/earn/query-orders';
import type { ColumnId } from '@/products/order-lists';
import { ORDER_COLUMNS, useCellContext } from './order-columns';
import * as css from './orders.css';
import * as table from '@/ui/data-table.css';

/** The family's columns; the product name opens the order's detail. On phones each row is a card. */
export function OrderTable({
  orders,
  columns,
  onOpen,
}: {
  orders: readonly Order[];
  columns: readonly ColumnId[];
  onOpen: (order: Order) => void;
}) {
  const { t } = useTranslation(['orders', 'products']);
  const ctx = useCellContext();
  const numeric = (column: ColumnId) => (ORDER_COLUMNS[column].numeric ? table.num : undefined);
  return (
    <div className={table.tableWrap}>
      <table className={table.table} data-testid="order-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={numeric(column)}>
                {t(`column.${column}`)}
              </th>
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
                  <td key={column} data-label={t(`column.${column}`)} className={numeric(column)}>
                    {ORDER_COLUMNS[column].cell(order, ctx)}
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
