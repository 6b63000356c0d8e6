import { LiquidityAction, LiquidityPositionState } from '@/api/earn/earn-enums';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import type { FamilyView, PositionFactsProps } from '../family-views';

const LIQUIDITY_STATE: Record<number, string> = {
  [LiquidityPositionState.AddPending]: 'liquidityState.addPending',
  [LiquidityPositionState.Effective]: 'liquidityState.effective',
  [LiquidityPositionState.RemovePending]: 'liquidityState.removePending',
};

/** `orders:liquidityState.*` of a liquidity position's state; unknown values read "unknown". */
export function liquidityStateKey(state: number): string {
  return LIQUIDITY_STATE[state] ?? 'status.unknown';
}

const LIQUIDITY_ACTION: Record<number, string> = {
  [LiquidityAction.Add]: 'liquidityAction.add',
  [LiquidityAction.Remove]: 'liquidityAction.remove',
  [LiquidityAction.Reinvest]: 'liquidityAction.reinvest',
  [LiquidityAction.ReduceLeverage]: 'liquidityAction.reduceLeverage',
  [LiquidityAction.AddMargin]: 'liquidityAction.addMargin',
  [LiquidityAction.Liquidation]: 'liquidityAction.liquidation',
  [LiquidityAction.Swap]: 'liquidityAction.swap',
};

/** `orders:liquidityAction.*` of a liquidity order's action; unknown values read "unknown". */
export function liquidityActionKey(action: number): string {
  return LIQUIDITY_ACTION[action] ?? 'status.unknown';
}

/** The liquidity lines of a wallet position: pool state, both coins, leverage, value and (with a loan) liquidation price. */
function LiquidityPositionFacts({ position, format }: PositionFactsProps) {
  const liquidity = position.liquidity;
  if (!liquidity) return null;
  const { t } = format;
  const locale = getIntlLocale();
  return (
    <>
      <div>
        <dt>{t('positions.poolState')}</dt>
        <dd>{t(`liquidityState.${liquidity.position_state}`)}</dd>
      </div>
      <div>
        <dt>{t('positions.poolAmounts')}</dt>
        <dd>
          {format.amount(liquidity.amount_x_e8, liquidity.coin_x)} + {format.amount(liquidity.amount_y_e8, liquidity.coin_y)}
        </dd>
      </div>
      <div>
        <dt>{t('positions.leverage')}</dt>
        <dd>{formatAmount(liquidity.leverage, { locale, precision: 1 })}×</dd>
      </div>
      <div>
        <dt>{t('positions.poolValue')}</dt>
        <dd>{format.value(liquidity.value_e8)} {format.coinName(liquidity.coin_y)}</dd>
      </div>
      {new Decimal(liquidity.loan_e8).greaterThan(0) && (
        <div>
          <dt>{t('positions.liquidationPrice')}</dt>
          <dd>{formatAmount(fromE8(liquidity.liquidation_price_e8), { locale, precision: 4 })}</dd>
        </div>
      )}
    </>
  );
}

/**
 * Liquidity mining where families meet: a pool position comes out by removing a share of it, and its fees
 * may go back into the pool while it is effective; its orders show the action, both coins, leverage and state.
 */
export const LIQUIDITY_VIEW = {
  position: {
    Facts: LiquidityPositionFacts,
    redeem: 'removeLiquidity',
    // Nothing else may be pending on the position.
    reinvest: (position) => position.liquidity?.position_state === LiquidityPositionState.Effective,
  },
  order: {
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
        ...(liquidity.remove_rate > 0 ? [[t('detail.removeRate'), `${liquidity.remove_rate}%`] as const] : []),
      ];
    },
  },
} satisfies FamilyView;
