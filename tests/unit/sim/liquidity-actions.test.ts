import { describe, expect, it } from 'vitest';
import { LiquidityAction, LiquidityPositionState, LiquidityRemoveMode, PositionStatus } from '@/api/earn/earn-enums';
import { actOnPosition, Action } from '@/sim/domain/actions';
import { claimYield } from '@/sim/domain/claims';
import { coinEnum } from '@/sim/domain/coins';
import { swapOut } from '@/sim/domain/liquidity';
import {
  forceLiquidation,
  poolState,
  positionLiquidationPrice,
  positionValue,
  reservesOf,
} from '@/sim/domain/liquidity-pools';
import { quoteSwap, swap, SWAP_QUOTE_REAL_MS } from '@/sim/domain/liquidity-swap';
import { createWorld } from '@/sim/domain/create-world';
import { dec } from '@/sim/domain/money';
import { parseSimParams } from '@/sim/faults/parse-sim-param';
import { HOUR, MINUTE } from '@/sim/domain/time';
import { advance, clientId, codeOf, freshWorld, funding, pay, VERIFIED } from './sim-test-kit';

const SOL = coinEnum('SOL');
const USDT = coinEnum('USDT');

function addLeveraged(leverage: number) {
  const world = freshWorld();
  const { order } = pay(world, VERIFIED, '5003', '1000', { liquidity: { leverage: dec(leverage) } });
  const position = world.state.positions.find((p) => p.orderId === order.id);
  if (!position?.liquidity) throw new Error('no position');
  return {
    world,
    position,
    info: position.liquidity,
    terms:
      world.requireProduct('5003').liquidity ??
      (() => {
        throw new Error();
      })(),
  };
}

const act = (world: ReturnType<typeof freshWorld>, positionId: string, action: number, extra: object = {}) =>
  actOnPosition(world, world.requireUser(VERIFIED), {
    clientOrderId: clientId(),
    positionId,
    productType: 5,
    action,
    ...extra,
  });

describe('liquidity actions on the simulated exchange', () => {
  it('refuses a removal while the add is pending, and takes it once the add has settled', () => {
    const { world, position } = addLeveraged(3);
    expect(position.liquidity?.state).toBe(LiquidityPositionState.AddPending);
    expect(
      codeOf(() =>
        act(world, position.id, Action.RemoveLiquidity, { removeRate: 50, removeMode: LiquidityRemoveMode.Both }),
      ),
    ).toBe(602);
    expect(codeOf(() => act(world, position.id, Action.AddMargin, { amount: dec(100) }))).toBe(602);
    advance(world, 5 * MINUTE);
    expect(position.liquidity?.state).toBe(LiquidityPositionState.Effective);
    expect(
      codeOf(() =>
        act(world, position.id, Action.RemoveLiquidity, { removeRate: 50, removeMode: LiquidityRemoveMode.Both }),
      ),
    ).toBe(0);
  });

  it('pays fees and mining rewards hour by hour, claimed to the wallet', () => {
    const { world, position } = addLeveraged(1);
    advance(world, 5 * MINUTE);
    advance(world, 4 * HOUR);
    const claimable = dec(position.claimable);
    // 1x, about 1000 USDT of value: the 8 % reward alone is about 0.0091 USDT an hour.
    expect(
      claimable.greaterThan(
        dec(1000)
          .times('0.08')
          .div(365 * 24)
          .times(4)
          .times('0.9'),
      ),
    ).toBe(true);
    const before = dec(funding(world, VERIFIED, USDT));
    claimYield(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      productType: 5,
      positionId: position.id,
    });
    // Paid to the coin's asset precision; a dust remainder stays claimable.
    expect(dec(position.claimable).lessThan('0.00000001')).toBe(true);
    expect(
      dec(funding(world, VERIFIED, USDT))
        .minus(before)
        .toFixed(),
    ).toBe(claimable.minus(position.claimable).toFixed());
  });

  it('adds margin from the wallet: the loan falls, the liquidation line moves away, leverage drops', () => {
    const { world, position, info, terms } = addLeveraged(3);
    advance(world, 5 * MINUTE);
    const pool = poolState(world, terms);
    const lineBefore = positionLiquidationPrice(pool, position);
    const wallet = dec(funding(world, VERIFIED, USDT));
    expect(codeOf(() => act(world, position.id, Action.AddMargin, { amount: dec(5000) }))).toBe(320);
    const { order } = act(world, position.id, Action.AddMargin, { amount: dec(500) });
    expect(order.liquidity?.action).toBe(LiquidityAction.AddMargin);
    expect(info.loan).toBe('1500');
    expect(info.margin).toBe('1500');
    expect(dec(funding(world, VERIFIED, USDT)).toFixed()).toBe(wallet.minus(500).toFixed());
    expect(positionLiquidationPrice(pool, position).lessThan(lineBefore)).toBe(true);
    expect(dec(info.leverage).lessThan(3)).toBe(true);
  });

  it('reduces leverage and reinvests yield', () => {
    const { world, position, info } = addLeveraged(3);
    advance(world, 5 * MINUTE);
    advance(world, 2 * HOUR);
    act(world, position.id, Action.ReduceLeverage, { targetLeverage: dec(2) });
    expect(info.leverage).toBe('2');
    expect(dec(info.loan).lessThan(2000)).toBe(true);
    expect(codeOf(() => act(world, position.id, Action.ReduceLeverage, { targetLeverage: dec(2) }))).toBe(10001);
    advance(world, HOUR);
    const claimable = dec(position.claimable);
    expect(claimable.greaterThan(0)).toBe(true);
    act(world, position.id, Action.ReinvestYield);
    expect(dec(position.claimable).isZero()).toBe(true);
    expect(dec(info.margin).toFixed()).toBe(dec(1000).plus(claimable).toFixed());
  });

  it('swaps at x*y=k with the fee, and never executes a stale quote', () => {
    const world = freshWorld();
    const terms =
      world.requireProduct('5003').liquidity ??
      (() => {
        throw new Error();
      })();
    const quote = quoteSwap(world, 'P-SOL-USDT', USDT, dec(1000), dec('0.005'));
    const r = reservesOf(poolState(world, terms));
    expect(quote.coinOut).toBe(SOL);
    expect(quote.amountOut.toFixed()).toBe(
      swapOut(r.y, r.x, dec(1000))
        .toDecimalPlaces(quote.amountOut.decimalPlaces() || 0, 1)
        .toFixed(),
    );
    expect(quote.minReceived.lessThanOrEqualTo(quote.amountOut.times('0.995'))).toBe(true);
    expect(quote.priceImpact.greaterThan(0)).toBe(true);
    expect(quote.fee.toFixed()).toBe('3');
    const user = world.requireUser(VERIFIED);
    const sol = dec(funding(world, VERIFIED, SOL));
    const req = {
      clientOrderId: clientId(),
      poolId: 'P-SOL-USDT',
      coinIn: USDT,
      amountIn: dec(1000),
      quoteId: quote.quoteId,
      minReceived: quote.minReceived,
    };
    // A minimum the pool cannot pay is refused with 340 and nothing moves.
    expect(codeOf(() => swap(world, user, { ...req, minReceived: quote.amountOut.times(2) }))).toBe(340);
    expect(funding(world, VERIFIED, SOL)).toBe(sol.toFixed());
    const { order } = swap(world, user, req);
    expect(
      dec(funding(world, VERIFIED, SOL))
        .minus(sol)
        .greaterThanOrEqualTo(quote.minReceived),
    ).toBe(true);
    expect(swap(world, user, req).duplicate).toBe(true);
    expect(order.kind).toBe('swap');
    // An expired quote is refused as expired (341), not as a pool that moved.
    const late = quoteSwap(world, 'P-SOL-USDT', USDT, dec(10), dec('0.005'));
    advance(world, SWAP_QUOTE_REAL_MS + 1000);
    expect(
      codeOf(() =>
        swap(world, user, {
          ...req,
          clientOrderId: clientId(),
          amountIn: dec(10),
          quoteId: late.quoteId,
          minReceived: late.minReceived,
        }),
      ),
    ).toBe(341);
  });

  it('keeps a swap quote for 15 s of real time at the demo speed, where 15 simulated seconds pass in a quarter second', () => {
    let real = 5_000_000;
    const world = createWorld({ seed: 1, history: false, speed: 60, realNow: () => real });
    const user = world.requireUser(VERIFIED);
    const quoteAndSwap = (wait: number) => {
      const quote = quoteSwap(world, 'P-SOL-USDT', USDT, dec(10), dec('0.005'));
      real += wait;
      world.sync();
      return codeOf(() =>
        swap(world, user, {
          clientOrderId: clientId(),
          poolId: 'P-SOL-USDT',
          coinIn: USDT,
          amountIn: dec(10),
          quoteId: quote.quoteId,
          minReceived: quote.minReceived,
        }),
      );
    };
    expect(quoteAndSwap(5_000)).toBe(0);
    expect(quoteAndSwap(SWAP_QUOTE_REAL_MS - 1_000)).toBe(0);
    expect(quoteAndSwap(SWAP_QUOTE_REAL_MS + 1_000)).toBe(341);
    // Its expiry on the wire is 15 real seconds of simulated time away.
    const quote = quoteSwap(world, 'P-SOL-USDT', USDT, dec(10), dec('0.005'));
    expect(quote.expireAt - world.now()).toBeGreaterThan(60 * (SWAP_QUOTE_REAL_MS - 1_000));
  });

  it('liquidates on the demo directive: the price crosses the line and the position closes as liquidated', () => {
    const { world, position, terms } = addLeveraged(3);
    advance(world, 5 * MINUTE);
    const line = positionLiquidationPrice(poolState(world, terms), position);
    expect(parseSimParams(['liquidate:SOL']).liquidations).toEqual([SOL]);
    expect(parseSimParams(['liquidate:USDT']).errors).toEqual(['liquidate:USDT']);
    const factor = forceLiquidation(world, SOL);
    expect(factor).not.toBeNull();
    expect(world.prices.cross(SOL, USDT, world.now()).lessThan(line)).toBe(true);
    expect(position.status).toBe(PositionStatus.Closed);
    expect(position.liquidity?.liquidatedAt).toBe(world.now());
    expect(positionValue(poolState(world, terms), position).isZero()).toBe(true);
    const order = world.state.orders.find(
      (o) => o.positionId === position.id && o.liquidity?.action === LiquidityAction.Liquidation,
    );
    expect(order).toBeDefined();
    // Nothing left to liquidate.
    expect(forceLiquidation(world, SOL)).toBeNull();
  });
});
