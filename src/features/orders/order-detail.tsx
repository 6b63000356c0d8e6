import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/earn/query-orders';
import { Modal } from '@/ui/modal';
import { Decimal } from '@/lib/decimal';
import type { ColumnId } from '@/products/order-lists';
import { earnedCoin, ORDER_COLUMNS, useTermLabel } from './order-columns';
import { coinName, formatAprE8, formatCoinE8, formatDateTime, formatPriceE8, NONE } from './format';
import { useCoins } from '@/products/use-coins';
import * as css from './orders.css';

/** Everything an order carries, by family: dual-asset prices and return coin, liquidity state and action, staking action and processing. */
export function OrderDetail({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(['orders', 'products']);
  const coins = useCoins();
  const ctx = { coins, t, term: useTermLabel() };
  const cell = (column: ColumnId) => ORDER_COLUMNS[column].cell(order, ctx);
  const amount = (e8: string, coin: number) => `${formatCoinE8(e8, coins?.byEnum.get(coin))} ${coinName(coins, coin)}`;
  const rows: [string, ReactNode][] = [
    [t('detail.orderId'), order.order_id],
    [t('column.family'), cell('family')],
    [t('column.status'), cell('status')],
    [t('column.processing'), cell('processing')],
    [t('column.created'), cell('created')],
    [t('detail.updated'), formatDateTime(order.updated_at)],
    [t('column.amount'), cell('amount')],
    [t('column.apr'), formatAprE8(order.apy_e8)],
    [t('column.term'), cell('term')],
    [t('detail.interestStart'), formatDateTime(order.yield_start_at)],
    [t('column.maturity'), cell('maturity')],
    [t('column.earned'), new Decimal(order.cumulate_pnl_e8).isZero() ? NONE : amount(order.cumulate_pnl_e8, earnedCoin(order))],
    [t('detail.returnCoin'), coinName(coins, earnedCoin(order))],
  ];
  if (order.account_type !== undefined) rows.push([t('detail.fromAccount'), t(`accountType.${order.account_type}`)]);
  if (order.to_account_type !== undefined) rows.push([t('detail.toAccount'), t(`accountType.${order.to_account_type}`)]);
  if (order.dual) {
    const dual = order.dual;
    rows.push(
      [t('column.direction'), cell('direction')],
      [t('detail.pair'), `${coinName(coins, dual.coin_x)}/${coinName(coins, dual.coin_y)}`],
      [t('column.target'), `${formatPriceE8(dual.benchmark_price_e8)} ${coinName(coins, dual.coin_y)}`],
      [t('column.settlementTime'), formatDateTime(dual.settlement_time)],
      [t('column.settlementPrice'), dual.settlement_price_e8 === '0' ? t('detail.notSettled') : `${formatPriceE8(dual.settlement_price_e8)} ${coinName(coins, dual.coin_y)}`],
      [t('detail.settledApr'), dual.settled_apy_e8 === '0' ? NONE : formatAprE8(dual.settled_apy_e8)],
      [t('column.returned'), cell('returned')],
      [t('detail.applyEnd'), formatDateTime(dual.apply_end_at)],
    );
  }
  if (order.offer) {
    rows.push(
      [t('column.levels'), cell('levels')],
      [t('column.leverage'), cell('leverage')],
      [t('column.settlementTime'), cell('settlementTime')],
      [t('column.settlementPrice'), order.offer.settlement_price_e8 === '0' ? t('detail.notSettled') : cell('settlementPrice')],
      [t('column.returned'), cell('returned')],
    );
  }
  if (order.liquidity) {
    const liquidity = order.liquidity;
    rows.push(
      [t('column.liquidityAction'), cell('liquidityAction')],
      [t('column.positionState'), cell('positionState')],
      [t('detail.pair'), `${coinName(coins, liquidity.coin_x)}/${coinName(coins, liquidity.coin_y)}`],
      [t('column.poolAmounts'), cell('poolAmounts')],
      [t('column.leverage'), cell('leverage')],
    );
    if (liquidity.remove_rate > 0) rows.push([t('detail.removeRate'), `${liquidity.remove_rate}%`]);
  }
  if (order.staking) {
    rows.push([t('column.stakingAction'), cell('stakingAction')], [t('column.estimatedComplete'), cell('estimatedComplete')]);
    if (order.staking.tx_hash) rows.push([t('detail.txHash'), <code key="tx" className={css.hash}>{order.staking.tx_hash}</code>]);
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
    </Modal>
  );
}
