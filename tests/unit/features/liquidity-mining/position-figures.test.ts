import { describe, expect, it } from 'vitest';
import { LiquidityPositionState, PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { positionFigures } from '@/features/liquidity-mining/position-figures';
import { Decimal } from '@/lib/decimal';
import type { LiquidityPool } from '@/products/liquidity/pools';

const liquidity = {
  pool_id: 'P-BTC-USDT',
  coin_x: 1,
  coin_y: 5,
  position_state: LiquidityPositionState.Effective,
  leverage: '3',
  amount_x_e8: '2343750',
  amount_y_e8: '150000000000',
  value_e8: '300000000000',
  loan_e8: '200000000000',
  margin_e8: '100000000000',
  liquidation_price_e8: '3151739000000',
};
const position = (over: Partial<Position['liquidity']> = {}, status: number = PositionStatus.Active) =>
  ({
    position_id: 'lp1',
    status,
    claimable_yield_e8: '1234',
    return_coin: 5,
    apy_e8: '110000000',
    liquidity: { ...liquidity, ...over },
  }) as unknown as Position;
const pool = (price: string) =>
  ({ price: new Decimal(price), apr: new Decimal('0.42'), loanApr: new Decimal('0.08') }) as LiquidityPool;

describe('liquidity position figures', () => {
  it("gives equity, distance from liquidation and the exchange's leveraged APR of the position", () => {
    const f = positionFigures(position(), pool('64000'));
    expect(f?.state).toBe('effective');
    expect(f?.equity.toFixed()).toBe('1000');
    expect(f?.distance?.toDecimalPlaces(4).toFixed()).toBe('0.5075');
    // The position's own apy_e8, which the wallet shows too (not recomputed from the pool here).
    expect(f?.apr.toFixed()).toBe('1.1');
    expect(f?.claimable.toFixed()).toBe('0.00001234');
  });

  it('says add pending, remove pending, liquidating past the line and liquidated once closed by it', () => {
    expect(positionFigures(position({ position_state: LiquidityPositionState.AddPending }), pool('64000'))?.state).toBe(
      'addPending',
    );
    expect(
      positionFigures(position({ position_state: LiquidityPositionState.RemovePending }), pool('64000'))?.state,
    ).toBe('removePending');
    expect(positionFigures(position(), pool('31517'))?.state).toBe('liquidating');
    expect(
      positionFigures(position({ liquidated_at: '1700000000' }, PositionStatus.Closed), pool('30000'))?.state,
    ).toBe('liquidated');
    // Without a loan there is no line to cross.
    expect(
      positionFigures(position({ loan_e8: '0', liquidation_price_e8: '0', leverage: '1' }), pool('1'))?.distance,
    ).toBeNull();
  });

  it('gives no distance when the pool price is zero', () => {
    const f = positionFigures(position(), pool('0'));
    expect(f?.distance).toBeNull();
    expect(f?.state).toBe('effective');
  });
});
