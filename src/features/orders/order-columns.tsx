import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Order } from '@/api/earn/query-orders';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { getIntlLocale } from '@/i18n/current-locale';
import { familyNameKey, familyOfType } from '@/products/families';
import type { ColumnId } from '@/products/order-lists';
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

export interface CellContext {
  coins: CoinCatalogue | undefined;
  t: T;
  term: (duration: string) => string;
}

export interface ColumnDef {
  /** Right-aligned figures. */
  numeric?: boolean;
  cell: (order: Order, ctx: CellContext) => ReactNode;
}

const amountOf = ({ coins }: CellContext, e8: string, coin: number) => `${formatCoinE8(e8, coins?.byEnum.get(coin))} ${coinName(coins, coin)}`;

/**
 * How each column draws one order, as data: the registry (src/products/order-lists.ts) says which columns a
 * list shows; the same definitions feed the table, the phone cards and the detail view.
 */
export const ORDER_COLUMNS: Readonly<Record<ColumnId, ColumnDef>> = {
  created: { cell: (order) => formatDateTime(order.created_at) },
  product: { cell: (order) => order.product_name },
  family: { cell: (order, { t }) => t(familyNameKey(familyOfType(order.product_type)), { ns: 'products' }) },
  amount: { numeric: true, cell: (order, ctx) => amountOf(ctx, order.amount_e8, order.coin) },
  apr: { numeric: true, cell: (order) => formatAprE8(order.dual && order.dual.settled_apy_e8 !== '0' ? order.dual.settled_apy_e8 : order.apy_e8) },
  term: { cell: (order, { term }) => term(order.duration) },
  maturity: { cell: (order) => formatDateTime(order.yield_end_at) },
  earned: {
    numeric: true,
    cell: (order, ctx) => (new Decimal(order.cumulate_pnl_e8).isZero() ? NONE : amountOf(ctx, order.cumulate_pnl_e8, earnedCoin(order))),
  },
  direction: { cell: (order, { t }) => (order.dual ? t(dualDirectionKey(order.dual.order_direction)) : NONE) },
  target: { numeric: true, cell: (order) => (order.dual ? formatPriceE8(order.dual.benchmark_price_e8) : NONE) },
  settlementTime: { cell: (order) => formatDateTime(order.dual ? order.dual.settlement_time : order.offer ? order.offer.settlement_time : order.yield_end_at) },
  settlementPrice: {
    numeric: true,
    cell: (order) => (order.dual ? formatPriceE8(order.dual.settlement_price_e8) : order.offer && order.offer.settlement_price_e8 !== '0' ? formatPriceE8(order.offer.settlement_price_e8) : NONE),
  },
  returned: {
    numeric: true,
    cell: (order, ctx) =>
      order.dual && order.dual.settled_return_amount_e8 !== '0'
        ? amountOf(ctx, order.dual.settled_return_amount_e8, order.dual.settled_return_coin)
        : order.offer && order.offer.settlement_price_e8 !== '0'
          ? amountOf(ctx, order.offer.payout_e8, order.offer.payout_coin)
          : ctx.t('detail.returnCoinOnly', { coin: coinName(ctx.coins, order.dual?.settled_return_coin ?? order.offer?.payout_coin ?? order.return_coin) }),
  },
  levels: {
    numeric: true,
    cell: (order) =>
      !order.offer
        ? NONE
        : order.offer.lower_price_e8 === order.offer.upper_price_e8
          ? formatPriceE8(order.offer.lower_price_e8)
          : `${formatPriceE8(order.offer.lower_price_e8)} – ${formatPriceE8(order.offer.upper_price_e8)}`,
  },
  stakingAction: { cell: (order, { t }) => t(stakingActionKey(order.staking?.action)) },
  processing: {
    cell: (order) => {
      const view = processingView(order.processing_state);
      return <StatusBadge labelKey={view.key} tone={view.tone} />;
    },
  },
  estimatedComplete: { cell: (order) => (order.staking ? formatDateTime(order.staking.estimated_complete_at) : NONE) },
  liquidityAction: { cell: (order, { t }) => (order.liquidity ? t(liquidityActionKey(order.liquidity.action)) : NONE) },
  poolAmounts: {
    numeric: true,
    cell: (order, ctx) =>
      order.liquidity
        ? `${amountOf(ctx, order.liquidity.amount_x_e8, order.liquidity.coin_x)} + ${amountOf(ctx, order.liquidity.amount_y_e8, order.liquidity.coin_y)}`
        : amountOf(ctx, order.amount_e8, order.coin),
  },
  leverage: {
    numeric: true,
    cell: (order) =>
      order.liquidity
        ? `${formatAmount(order.liquidity.leverage, { locale: getIntlLocale(), precision: 1 })}×`
        : order.offer && order.offer.leverage !== '1'
          ? `${formatAmount(order.offer.leverage, { locale: getIntlLocale(), precision: 1 })}×`
          : NONE,
  },
  positionState: { cell: (order, { t }) => (order.liquidity ? t(liquidityStateKey(order.liquidity.position_state)) : NONE) },
  status: {
    cell: (order) => {
      const view = orderStatusView(order.order_status);
      return <StatusBadge labelKey={view.key} tone={view.tone} />;
    },
  },
};
