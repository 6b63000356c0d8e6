import { LiquidityPositionState, PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { Decimal, maxOf } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import type { LiquidityPool } from '@/products/liquidity/pools';

export type PositionState = 'addPending' | 'effective' | 'removePending' | 'liquidating' | 'liquidated';

export interface PositionFigures {
  state: PositionState;
  leverage: Decimal;
  /** Leveraged value, loan, margin and equity (value less loan) in the quote coin. */
  value: Decimal;
  loan: Decimal;
  margin: Decimal;
  equity: Decimal;
  liquidationPrice: Decimal;
  /** How far the pool price is above the liquidation price, as a fraction of the price; null without a loan. */
  distance: Decimal | null;
  claimable: Decimal;
  /**
   * Fees and rewards on the leveraged value, less the loan's interest, over the equity: the exchange's figure
   * for the position (`apy_e8`), the one the wallet shows too.
   */
  apr: Decimal;
}

/**
 * What a liquidity position shows: its figures from the exchange, its distance from liquidation at the
 * pool's live price, and its state (liquidating once the price is at or past the line, until the exchange
 * closes it; liquidated once closed by liquidation).
 */
export function positionFigures(position: Position, pool: LiquidityPool | undefined): PositionFigures | null {
  const info = position.liquidity;
  if (!info) return null;
  const value = fromE8(info.value_e8);
  const loan = fromE8(info.loan_e8);
  const leverage = new Decimal(info.leverage);
  const liquidationPrice = fromE8(info.liquidation_price_e8);
  const price = pool?.price ?? null;
  const distance =
    price?.greaterThan(0) && liquidationPrice.greaterThan(0) ? price.minus(liquidationPrice).div(price) : null;
  let state: PositionState =
    info.position_state === LiquidityPositionState.AddPending
      ? 'addPending'
      : info.position_state === LiquidityPositionState.RemovePending
        ? 'removePending'
        : 'effective';
  if (info.liquidated_at !== undefined && position.status === PositionStatus.Closed) state = 'liquidated';
  else if (state === 'effective' && distance !== null && distance.lessThanOrEqualTo(0)) state = 'liquidating';
  const margin = fromE8(info.margin_e8);
  const equity = maxOf(0, value.minus(loan));
  return {
    state,
    leverage,
    value,
    loan,
    margin,
    equity,
    liquidationPrice,
    distance,
    claimable: fromE8(position.claimable_yield_e8),
    apr: fromE8(position.apy_e8),
  };
}
