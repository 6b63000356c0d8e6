import { describe, expect, it } from 'vitest';
import { LiquidityPositionState, LiquidityRemoveMode, PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { actOnPosition, Action } from '@/sim/domain/actions';
import {
  afterSwap,
  arbitrageTo,
  liquidationPrice,
  MAINTENANCE_MARGIN,
  poolPrice,
  shareValue,
  swapOut,
  zapQuoteIn,
} from '@/sim/domain/liquidity';
import { poolState, positionValue, shareOf } from '@/sim/domain/liquidity-pools';
import { dec } from '@/sim/domain/money';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { advance, clientId, freshWorld, pay, VERIFIED } from './sim-test-kit';

const r = { x: dec(100), y: dec(10_000) };

describe('constant-product pools', () => {
  it('quotes x*y=k with the 0.3 % fee taken from the input', () => {
    // 10 in: 9.97 effective, out = 10000 x 9.97 / 109.97
    const out = swapOut(r.x, r.y, dec(10));
    expect(out.toDecimalPlaces(10).toFixed()).toBe(
      dec(10_000).times('9.97').div('109.97').toDecimalPlaces(10).toFixed(),
    );
    const after = afterSwap(r.x, r.y, dec(10));
    // The fee stays in the pool, so k grows.
    expect(after.in.times(after.out).greaterThan(r.x.times(r.y))).toBe(true);
    // Without a fee k is unchanged.
    const free = afterSwap(r.x, r.y, dec(10), dec(0));
    expect(free.in.times(free.out).toDecimalPlaces(20).toFixed()).toBe('1000000');
  });

  it('moves the price against the trader: a bigger trade gets a worse average price', () => {
    const small = swapOut(r.y, r.x, dec(100)).div(100);
    const big = swapOut(r.y, r.x, dec(5000)).div(5000);
    expect(big.lessThan(small)).toBe(true);
  });

  it('arbitrages to an outside price keeping k', () => {
    const moved = arbitrageTo(r, dec(121));
    expect(poolPrice(moved).toDecimalPlaces(20).toFixed()).toBe('121');
    expect(moved.x.times(moved.y).toDecimalPlaces(20).toFixed()).toBe('1000000');
  });

  it('zaps a single coin in so that what is left matches the pool ratio', () => {
    const zap = zapQuoteIn(r, dec(1000));
    const after = { x: r.x.minus(zap.baseOut), y: r.y.plus(zap.swapIn) };
    expect(zap.quoteLeft.div(zap.baseOut).toDecimalPlaces(12).toFixed()).toBe(
      after.y.div(after.x).toDecimalPlaces(12).toFixed(),
    );
  });

  it('puts the liquidation price where equity falls to the maintenance margin', () => {
    const share = dec('0.01');
    const value = shareValue(r, share);
    // 3x leverage: loan = 2/3 of the value.
    const loan = value.times(2).div(3);
    const price = liquidationPrice(r, share, loan);
    const atLiquidation = shareValue(arbitrageTo(r, price), share);
    expect(atLiquidation.toDecimalPlaces(12).toFixed()).toBe(
      loan.div(dec(1).minus(MAINTENANCE_MARGIN)).toDecimalPlaces(12).toFixed(),
    );
    // Closed form: P0 x (D / ((1 - m) V0))^2
    expect(price.toDecimalPlaces(10).toFixed()).toBe(
      poolPrice(r)
        .times(loan.div(dec('0.95').times(value)).pow(2))
        .toDecimalPlaces(10)
        .toFixed(),
    );
    expect(liquidationPrice(r, share, dec(0)).toFixed()).toBe('0');
  });
});

describe('liquidity positions', () => {
  it('adds with leverage after the settling minutes, earns fees, and removes half with the loan repaid', () => {
    const world = freshWorld();
    const { order } = pay(world, VERIFIED, '5003', '1000', { liquidity: { leverage: dec(3) } });
    const position = world.state.positions.find((p) => p.orderId === order.id);
    expect(position?.liquidity?.state).toBe(LiquidityPositionState.AddPending);
    advance(world, 5 * MINUTE);
    expect(position?.liquidity?.state).toBe(LiquidityPositionState.Effective);
    expect(position?.liquidity?.loan).toBe('2000');
    const product = world.requireProduct('5003');
    const pool = poolState(
      world,
      product.liquidity ??
        (() => {
          throw new Error('no pool');
        })(),
    );
    // About 3000 quote coin of value went in (less the swap fee of the zap).
    const value = positionValue(
      pool,
      position ??
        (() => {
          throw new Error();
        })(),
    );
    expect(value.greaterThan(2990) && value.lessThan(3000)).toBe(true);
    advance(world, 3 * HOUR);
    expect(dec(position?.claimable ?? 0).greaterThan(0)).toBe(true);
    const share = shareOf(
      pool,
      position ??
        (() => {
          throw new Error();
        })(),
    );
    actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position?.id ?? '',
      productType: 5,
      action: Action.RemoveLiquidity,
      removeRate: 50,
      removeMode: LiquidityRemoveMode.QuoteOnly,
    });
    expect(position?.liquidity?.state).toBe(LiquidityPositionState.RemovePending);
    advance(world, 5 * MINUTE);
    expect(position?.liquidity?.state).toBe(LiquidityPositionState.Effective);
    expect(position?.liquidity?.loan).toBe('1000');
    expect(
      shareOf(
        pool,
        position ??
          (() => {
            throw new Error();
          })(),
      ).lessThan(share),
    ).toBe(true);
    const paid = world.state.records.filter((rec) => rec.productId === '5003' && rec.type === WalletRecordType.Redeem);
    expect(paid.map((rec) => rec.coin)).toEqual([5]);
  });

  it('liquidates a position whose equity falls under the maintenance margin', () => {
    const world = freshWorld();
    const { order } = pay(world, VERIFIED, '5003', '1000', { liquidity: { leverage: dec(5) } });
    advance(world, 5 * MINUTE);
    const position = world.state.positions.find((p) => p.orderId === order.id);
    if (!position?.liquidity) throw new Error('no position');
    // A loan grown to 97 % of the value leaves 3 % equity: below the 5 % margin.
    const pool = poolState(
      world,
      world.requireProduct('5003').liquidity ??
        (() => {
          throw new Error();
        })(),
    );
    const value = positionValue(pool, position);
    position.liquidity.loan = value.times('0.97').toFixed();
    advance(world, HOUR);
    expect(position.status).toBe(PositionStatus.Closed);
    const settlement = world.state.records.filter(
      (rec) => rec.orderId !== order.id && rec.productId === '5003' && rec.type === WalletRecordType.Settlement,
    );
    expect(settlement).toHaveLength(1);
    // What is left after repaying the loan: about the 3 % equity, less swap fees and price moves.
    const returned = dec(settlement[0]?.amount ?? 0);
    expect(returned.greaterThan(0) && returned.lessThan(value.times('0.05'))).toBe(true);
  });
});
