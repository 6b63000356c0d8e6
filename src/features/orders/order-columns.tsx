import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/earn/query-orders';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import { familyNameKey, familyOfType } from '@/products/families';
import type { OrderFormat } from '@/products/family-views';
import { orderViewOfType } from '@/products/order-views';
import type { ColumnId } from '@/products/order-lists';
import { quotedAprE8 } from '@/products/quoted-apr';
import { useCoins } from '@/products/use-coins';
import { orderStatusView, processingView, stakingActionKey } from './order-status';
import { coinName, formatAprE8, formatCoinE8, formatDateTime, formatPriceE8, NONE, termParts } from './format';
import { StatusBadge } from './status-badge';

/** The coin a result is counted in: the family's (a settled dual-asset order earned in the coin it paid out), or the return coin. */
export function earnedCoin(order: Order): number {
  return orderViewOfType(order.product_type).resultCoin?.(order) ?? order.return_coin;
}

function useTermLabel(): (duration: string) => string {
  const { t } = useTranslation('orders');
  return (duration) => {
    const term = termParts(duration);
    return term.unit === 'flexible' ? t('term.flexible') : t(`term.${term.unit}`, { value: term.value });
  };
}

/** What a cell is drawn with: the list's figures (which the families' cells use too) and the term's words. */
export interface CellContext extends OrderFormat {
  term: (duration: string) => string;
}

/** The list's figures in the `orders` namespace, for the table, the phone cards and the detail view. */
export function useCellContext(): CellContext {
  const { t } = useTranslation(['orders', 'products']);
  const coins = useCoins();
  return {
    t,
    coins,
    coinName: (coin) => coinName(coins, coin),
    amount: (e8, coin) => withUnit(formatCoinE8(e8, coins?.byEnum.get(coin)), coinName(coins, coin), getIntlLocale()),
    dateTime: formatDateTime,
    apr: formatAprE8,
    price: formatPriceE8,
    leverage: (value) => `${formatAmount(value, { locale: getIntlLocale(), precision: 1 })}×`,
    none: NONE,
    term: useTermLabel(),
  };
}

export interface ColumnDef {
  /** Right-aligned figures. */
  numeric?: boolean;
  cell: (order: Order, ctx: CellContext) => ReactNode;
}

/** The common cells: what a column shows for an order whose family has no cell of its own for it. */
const COMMON_CELLS: Readonly<Record<ColumnId, (order: Order, ctx: CellContext) => ReactNode>> = {
  created: (order) => formatDateTime(order.created_at),
  product: (order) => order.product_name,
  family: (order, { t }) => t(familyNameKey(familyOfType(order.product_type)), { ns: 'products' }),
  amount: (order, ctx) => ctx.amount(order.amount_e8, order.coin),
  apr: (order) => {
    const apr = quotedAprE8(order.product_type, order.apy_e8);
    return apr === null ? NONE : formatAprE8(apr);
  },
  term: (order, { term }) => term(order.duration),
  maturity: (order) => formatDateTime(order.yield_end_at),
  earned: (order, ctx) =>
    new Decimal(order.cumulate_pnl_e8).isZero() ? NONE : ctx.amount(order.cumulate_pnl_e8, earnedCoin(order)),
  direction: () => NONE,
  target: () => NONE,
  settlementTime: (order) => formatDateTime(order.yield_end_at),
  settlementPrice: () => NONE,
  returned: (order, { t, coins }) => t('detail.returnCoinOnly', { coin: coinName(coins, order.return_coin) }),
  levels: () => NONE,
  stakingAction: (order, { t }) => t(stakingActionKey(order.staking?.action)),
  processing: (order) => {
    const view = processingView(order.processing_state);
    return <StatusBadge labelKey={view.key} tone={view.tone} />;
  },
  estimatedComplete: (order) => (order.staking ? formatDateTime(order.staking.estimated_complete_at) : NONE),
  liquidityAction: () => NONE,
  poolAmounts: (order, ctx) => ctx.amount(order.amount_e8, order.coin),
  leverage: () => NONE,
  positionState: () => NONE,
  status: (order) => {
    const view = orderStatusView(order.order_status);
    return <StatusBadge labelKey={view.key} tone={view.tone} />;
  },
};

const NUMERIC: ReadonlySet<ColumnId> = new Set([
  'amount',
  'apr',
  'earned',
  'target',
  'settlementPrice',
  'returned',
  'levels',
  'poolAmounts',
  'leverage',
]);

/**
 * How each column draws one order, as data: the registry (src/products/order-lists.ts) says which columns a
 * list shows; the order's family draws the columns it has its own cell for (src/products/family-views.ts),
 * the common cell the rest. The same definitions feed the table, the phone cards and the detail view.
 */
export const ORDER_COLUMNS = Object.fromEntries(
  (Object.keys(COMMON_CELLS) as ColumnId[]).map((column) => [
    column,
    {
      numeric: NUMERIC.has(column),
      cell: (order: Order, ctx: CellContext) => {
        const own = orderViewOfType(order.product_type).cells?.[column];
        return own ? own(order, ctx) : COMMON_CELLS[column](order, ctx);
      },
    },
  ]),
) as Readonly<Record<ColumnId, ColumnDef>>;
