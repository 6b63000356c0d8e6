import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Order } from '@/api/earn/query-orders';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { getIntlLocale } from '@/i18n/current-locale';
import type { ColumnId } from './order-families';
import { productTypeKey } from './order-families';
import {
  dualDirectionKey,
  liquidityActionKey,
  liquidityStateKey,
  orderStatusView,
  processingView,
  stakingActionKey,
} from './order-status';
import { coinName, formatAprE8, formatCoinE8, formatDateTime, formatPriceE8, NONE, termParts } from './format';
import { StatusBadge } from './status-badge';

/** The coin a result is counted in: a settled dual-asset order earned in the coin it paid out. */
export function earnedCoin(order: Order): number {
  return order.dual?.settled_return_coin ?? order.return_coin;
}

type T = (key: string, values?: Record<string, unknown>) => string;

export function useTermLabel(): (duration: string) => string {
  const { t } = useTranslation('orders');
  return (duration) => {
    const term = termParts(duration);
    return term.unit === 'flexible' ? t('term.flexible') : t(`term.${term.unit}`, { value: term.value });
  };
}

/** One cell of an order row; the same function feeds the table and the phone cards. */
export function orderCell(column: ColumnId, order: Order, coins: CoinCatalogue | undefined, t: T, term: (d: string) => string): ReactNode {
  const amount = (e8: string, coin: number) => `${formatCoinE8(e8, coins?.byEnum.get(coin))} ${coinName(coins, coin)}`;
  switch (column) {
    case 'created':
      return formatDateTime(order.created_at);
    case 'product':
      return order.product_name;
    case 'family':
      return t(productTypeKey(order.product_type));
    case 'amount':
      return amount(order.amount_e8, order.coin);
    case 'apr':
      return formatAprE8(order.dual && order.dual.settled_apy_e8 !== '0' ? order.dual.settled_apy_e8 : order.apy_e8);
    case 'term':
      return term(order.duration);
    case 'maturity':
      return formatDateTime(order.yield_end_at);
    case 'earned':
      return new Decimal(order.cumulate_pnl_e8).isZero() ? NONE : amount(order.cumulate_pnl_e8, earnedCoin(order));
    case 'direction':
      return order.dual ? t(dualDirectionKey(order.dual.order_direction)) : NONE;
    case 'target':
      return order.dual ? formatPriceE8(order.dual.benchmark_price_e8) : NONE;
    case 'settlementTime':
      return order.dual ? formatDateTime(order.dual.settlement_time) : formatDateTime(order.yield_end_at);
    case 'settlementPrice':
      return order.dual ? formatPriceE8(order.dual.settlement_price_e8) : NONE;
    case 'returned':
      return order.dual && order.dual.settled_return_amount_e8 !== '0'
        ? amount(order.dual.settled_return_amount_e8, order.dual.settled_return_coin)
        : t('detail.returnCoinOnly', { coin: coinName(coins, order.dual?.settled_return_coin ?? order.return_coin) });
    case 'stakingAction':
      return t(stakingActionKey(order.staking?.action));
    case 'processing': {
      const view = processingView(order.processing_state);
      return <StatusBadge labelKey={view.key} tone={view.tone} />;
    }
    case 'estimatedComplete':
      return order.staking ? formatDateTime(order.staking.estimated_complete_at) : NONE;
    case 'liquidityAction':
      return order.liquidity ? t(liquidityActionKey(order.liquidity.action)) : NONE;
    case 'poolAmounts':
      return order.liquidity
        ? `${amount(order.liquidity.amount_x_e8, order.liquidity.coin_x)} + ${amount(order.liquidity.amount_y_e8, order.liquidity.coin_y)}`
        : amount(order.amount_e8, order.coin);
    case 'leverage':
      return order.liquidity ? `${formatAmount(order.liquidity.leverage, { locale: getIntlLocale(), precision: 1 })}×` : NONE;
    case 'positionState':
      return order.liquidity ? t(liquidityStateKey(order.liquidity.position_state)) : NONE;
    case 'status': {
      const view = orderStatusView(order.order_status);
      return <StatusBadge labelKey={view.key} tone={view.tone} />;
    }
  }
}
