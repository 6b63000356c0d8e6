import type { ParseKeys } from 'i18next';
import { LiquidityAction, LiquidityPositionState } from '@/api/earn/earn-enums';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatPercent } from '@/lib/format-number';
import type { OrderView } from '../family-views';

const LIQUIDITY_STATE: Readonly<Record<number, ParseKeys<'orders'>>> = {
  [LiquidityPositionState.AddPending]: 'liquidityState.addPending',
  [LiquidityPositionState.Effective]: 'liquidityState.effective',
  [LiquidityPositionState.RemovePending]: 'liquidityState.removePending',
};

/** `orders:liquidityState.*` of a liquidity position's state; unknown values read "unknown". */
export function liquidityStateKey(state: number): ParseKeys<'orders'> {
  return LIQUIDITY_STATE[state] ?? 'status.unknown';
}

const LIQUIDITY_ACTION: Readonly<Record<number, ParseKeys<'orders'>>> = {
  [LiquidityAction.Add]: 'liquidityAction.add',
  [LiquidityAction.Remove]: 'liquidityAction.remove',
  [LiquidityAction.Reinvest]: 'liquidityAction.reinvest',
  [LiquidityAction.ReduceLeverage]: 'liquidityAction.reduceLeverage',
  [LiquidityAction.AddMargin]: 'liquidityAction.addMargin',
  [LiquidityAction.Liquidation]: 'liquidityAction.liquidation',
  [LiquidityAction.Swap]: 'liquidityAction.swap',
};

/** `orders:liquidityAction.*` of a liquidity order's action; unknown values read "unknown". */
export function liquidityActionKey(action: number): ParseKeys<'orders'> {
  return LIQUIDITY_ACTION[action] ?? 'status.unknown';
}

/** Liquidity mining in the order lists: the action, both coins, leverage and the position's state. */
export const LIQUIDITY_ORDER_VIEW = {
  cells: {
    liquidityAction: (order, f) => (order.liquidity ? f.t(liquidityActionKey(order.liquidity.action)) : f.none),
    poolAmounts: (order, f) =>
      order.liquidity
        ? `${f.amount(order.liquidity.amount_x_e8, order.liquidity.coin_x)} + ${f.amount(order.liquidity.amount_y_e8, order.liquidity.coin_y)}`
        : f.amount(order.amount_e8, order.coin),
    leverage: (order, f) => (order.liquidity ? f.leverage(order.liquidity.leverage) : f.none),
    positionState: (order, f) => (order.liquidity ? f.t(liquidityStateKey(order.liquidity.position_state)) : f.none),
  },
  detail: (order, f) => {
    const liquidity = order.liquidity;
    if (!liquidity) return [];
    const { t } = f;
    return [
      [t('column.liquidityAction'), f.cell('liquidityAction')],
      [t('column.positionState'), f.cell('positionState')],
      [t('detail.pair'), `${f.coinName(liquidity.coin_x)}/${f.coinName(liquidity.coin_y)}`],
      [t('column.poolAmounts'), f.cell('poolAmounts')],
      [t('column.leverage'), f.cell('leverage')],
      ...(liquidity.remove_rate > 0
        ? [
            [
              t('detail.removeRate'),
              formatPercent(String(liquidity.remove_rate), { locale: getIntlLocale(), fractionDigits: 0 }),
            ] as const,
          ]
        : []),
    ];
  },
} satisfies OrderView;
