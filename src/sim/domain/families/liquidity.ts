import { DisplayStatus, LiquidityAction, PositionStatus, ProductType } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import { TOPICS } from '../../realtime/socket-paths';
import { coin as coinOf } from '../coins';
import { SimCode, fail } from '../errors';
import { displayStatusFor } from '../eligibility';
import { liquidationPrice, poolPrice, SWAP_FEE } from '../liquidity';
import { addMarginAction, lowerLeverage, reinvest, removeLiquidity } from '../liquidity-actions';
import {
  poolHour,
  poolState,
  poolValue,
  poolYield,
  positionAmounts,
  positionLiquidationPrice,
  positionValue,
  reservesOf,
  settleAdd,
} from '../liquidity-pools';
import { dec, floorTo, ZERO } from '../money';
import { Action } from '../position-action';
import { YEAR_DAYS } from '../time';
import type { World } from '../world';
import type { SimFamily } from './family-rules';

/**
 * Liquidity mining: x·y=k pools (maths in `liquidity.ts`, pool state, fees, loans and liquidation in
 * `liquidity-pools.ts`, the actions in `liquidity-actions.ts`, swaps in `liquidity-swap.ts`). An add pays the
 * base coin, the quote coin or both, with a leverage loan in the quote coin; its position holds pool shares.
 */
/** `liquidity.pool[:<base coin>]`: every offered pool's reserves, price and APR, from the same state as REST. */
export function liquidityPools(world: World, arg: number | null) {
  const now = world.now();
  return {
    pools: world.catalogue
      .ofType(ProductType.Liquidity)
      .filter(
        (p) =>
          p.liquidity &&
          (arg === null || p.liquidity.base === arg) &&
          displayStatusFor(world, p, null) === DisplayStatus.Available,
      )
      .flatMap((p) => {
        const terms = p.liquidity;
        if (!terms) return [];
        const pool = poolState(world, terms);
        const apr = poolYield(pool, terms);
        return [
          {
            pool_id: terms.poolId,
            coin_x: terms.base,
            coin_y: terms.quote,
            reserve_x_e8: e8(pool.reserveBase),
            reserve_y_e8: e8(pool.reserveQuote),
            price_e8: e8(poolPrice(reservesOf(pool)).toSignificantDigits(12)),
            apy_e8: e8(apr.total),
            apy_7d_e8: e8(apr.total7d),
            pool_liquidity_value_e8: e8(poolValue(pool)),
            updated_at: sec(now),
          },
        ];
      }),
  };
}

export const liquidity: SimFamily = {
  type: ProductType.Liquidity,
  family: 'liquidity',

  /** Either coin of the pool or both; the subscription's size is the margin valued in the quote coin. */
  paymentLegs(world, product, req) {
    const pool = product.liquidity;
    if (!pool) fail(SimCode.InvalidParameter, 'coin is not in this pool');
    const leverage = req.liquidity?.leverage ?? dec(1);
    if (leverage.lessThan(1) || leverage.greaterThan(pool.maxLeverage) || leverage.decimalPlaces() > 1) {
      fail(SimCode.InvalidParameter, `leverage must be between 1 and ${pool.maxLeverage} with at most one decimal`);
    }
    let amountX = dec(0);
    let amountY = dec(0);
    if (req.liquidity?.amountY !== undefined) {
      if (req.coin !== pool.base) fail(SimCode.InvalidParameter, 'a two-coin add pays the base coin in amount_e8');
      amountX = req.amount;
      amountY = req.liquidity.amountY;
    } else if (req.coin === pool.base) {
      amountX = req.amount;
    } else if (req.coin === pool.quote) {
      amountY = req.amount;
    } else {
      fail(SimCode.InvalidParameter, 'coin is not in this pool');
    }
    for (const [c, a] of [
      [pool.base, amountX],
      [pool.quote, amountY],
    ] as const) {
      if (a.greaterThan(0) && a.decimalPlaces() > coinOf(c).txPrecision)
        fail(SimCode.InvalidParameter, `at most ${coinOf(c).txPrecision} decimals of ${coinOf(c).name}`);
    }
    const price = world.prices.cross(pool.base, pool.quote, world.now());
    const value = floorTo(amountY.plus(amountX.times(price)), coinOf(pool.quote).txPrecision);
    const coins = [
      { coin: pool.base, amount: amountX },
      { coin: pool.quote, amount: amountY },
    ].filter((leg) => leg.amount.greaterThan(0));
    return { coins, value, amountX, amountY };
  },

  /** The add: its leverage, both legs and the pool price it was placed at (it fails if the pool moves 1 %). */
  orderTerms(world, product, req, order, legs) {
    if (!product.liquidity) return;
    order.liquidity = {
      action: LiquidityAction.Add,
      poolId: product.liquidity.poolId,
      leverage: (req.liquidity?.leverage ?? dec(1)).toFixed(),
      amountX: legs.amountX.toFixed(),
      amountY: legs.amountY.toFixed(),
      removeRate: 0,
      removeMode: 0,
      refPrice: world.prices.cross(product.liquidity.base, product.liquidity.quote, order.createdAt).toFixed(),
    };
  },

  openPosition(position, order) {
    if (!order.liquidity) return;
    position.liquidity = {
      poolId: order.liquidity.poolId,
      shares: '0',
      leverage: order.liquidity.leverage,
      loan: '0',
      margin: order.amount,
      state: 0,
    };
  },

  /** An add freezes both legs. */
  orderLegs(product, order) {
    if (!order.liquidity || !product.liquidity) return undefined;
    return [
      { coin: product.liquidity.base, amount: dec(order.liquidity.amountX) },
      { coin: product.liquidity.quote, amount: dec(order.liquidity.amountY) },
    ].filter((leg) => leg.amount.greaterThan(0));
  },

  /** The add settles into the pool, or fails (refunded) when the pool moved more than 1 % meanwhile. */
  settleActivation: (world, product, order, position) => settleAdd(world, product, order, position),

  /** Fees, mining reward and loan interest of the hour; underwater positions are liquidated. */
  everyHour: (world, product, hourEnd) => poolHour(world, product, hourEnd),

  /** Its share of both reserves, less the loan in the quote coin; a pending add its margin. */
  holdings(world, position, add) {
    const product = world.product(position.productId);
    if (position.liquidity && product?.liquidity && position.status !== PositionStatus.Processing) {
      const amounts = positionAmounts(poolState(world, product.liquidity), position);
      add(product.liquidity.base, amounts.x);
      add(product.liquidity.quote, amounts.y.minus(position.liquidity.loan));
    } else if (!position.liquidity || product?.liquidity) {
      add(position.coin, dec(position.principal).plus(position.pendingRedeem));
    }
  },

  /** The leverage figures of an add: loan, margin, liquidation price, pool share; yield net of the loan. */
  preview(world, input, base) {
    const { product, amount } = input;
    if (!product.liquidity) return undefined;
    const pool = poolState(world, product.liquidity);
    const leverage = input.leverage ?? dec(1);
    const value = amount.times(leverage);
    const loan = value.minus(amount);
    const price = world.prices.cross(product.liquidity.base, product.liquidity.quote, world.now());
    const r = reservesOf(pool);
    const after = { x: r.x.plus(value.div(2).div(price)), y: r.y.plus(value.div(2)) };
    const share = value.div(poolValue(pool).plus(value));
    const apr = poolYield(pool, product.liquidity).total;
    const yearly = value.times(apr).minus(loan.times(product.liquidity.loanApr));
    return {
      ...base,
      apr: amount.isZero() ? ZERO : yearly.div(amount),
      estimatedYield: yearly,
      dailyYield: yearly.div(YEAR_DAYS),
      fee: value.div(2).times(SWAP_FEE),
      liquidity: { loan, margin: amount, liquidationPrice: liquidationPrice(after, share, loan), poolShare: share },
    };
  },

  actions: {
    [Action.RemoveLiquidity]: (world, _user, _product, position, order, req) =>
      removeLiquidity(world, position, order, req.removeRate, req.removeMode),
    [Action.ReinvestYield]: (world, _user, product, position, order) => reinvest(world, product, position, order),
    [Action.ReduceLeverage]: (world, _user, product, position, order, req) =>
      lowerLeverage(world, product, position, order, req.targetLeverage),
    [Action.AddMargin]: (world, user, product, position, order, req) =>
      addMarginAction(world, user, product, position, order, req.amount),
  },

  /** From the pool's APR unlevered to its maximum leverage. */
  aprRange(world, product) {
    if (!product.liquidity) return { min: ZERO, max: ZERO };
    const apr = poolYield(poolState(world, product.liquidity), product.liquidity).total;
    const top = apr.times(product.liquidity.maxLeverage);
    return { min: apr, max: top };
  },

  productWire(world, product, _userId, detail) {
    if (!product.liquidity) return;
    const pool = poolState(world, product.liquidity);
    const split = poolYield(pool, product.liquidity);
    detail.liquidity = {
      pool_id: product.liquidity.poolId,
      coin_x: product.liquidity.base,
      coin_y: product.liquidity.quote,
      max_leverage: String(product.liquidity.maxLeverage),
      apy_7d_e8: e8(split.total7d),
      pool_liquidity_value_e8: e8(poolValue(pool)),
      daily_yield_e8: e8(dec(pool.feeDay)),
      reserve_x_e8: e8(pool.reserveBase),
      reserve_y_e8: e8(pool.reserveQuote),
      fee_rate_e8: e8('0.003'),
      fee_apy_e8: e8(split.fee),
      fee_apy_7d_e8: e8(split.fee7d),
      reward_apy_e8: e8(split.reward),
      loan_apy_e8: e8(product.liquidity.loanApr),
    };
  },

  /** The position's share of both reserves, its loan, margin and liquidation price (a pending add: what it will take). */
  positionWire({ world, position, order, product, row }) {
    if (!position.liquidity || !product?.liquidity) return;
    const pool = poolState(world, product.liquidity);
    const effective = position.liquidity.state !== 0;
    const amounts = effective
      ? positionAmounts(pool, position)
      : { x: dec(order?.liquidity?.amountX ?? 0), y: dec(order?.liquidity?.amountY ?? 0) };
    row.liquidity = {
      pool_id: position.liquidity.poolId,
      coin_x: product.liquidity.base,
      coin_y: product.liquidity.quote,
      position_state: position.liquidity.state as 0 | 1 | 2,
      leverage: dec(position.liquidity.leverage).toFixed(),
      amount_x_e8: e8(amounts.x),
      amount_y_e8: e8(amounts.y),
      value_e8: e8(
        effective ? positionValue(pool, position) : dec(position.principal).times(position.liquidity.leverage),
      ),
      // A pending add borrows when it settles: until then the loan shown is the one it will take.
      loan_e8: e8(
        effective ? position.liquidity.loan : dec(position.principal).times(dec(position.liquidity.leverage).minus(1)),
      ),
      margin_e8: e8(effective ? position.liquidity.margin : position.principal),
      liquidation_price_e8: e8(effective ? positionLiquidationPrice(pool, position) : 0),
    };
    if (position.liquidity.liquidatedAt !== undefined)
      row.liquidity.liquidated_at = sec(position.liquidity.liquidatedAt);
    // What the position earns now on what the user put in: the pool's fees and rewards on the leveraged value,
    // less the loan's interest, over the equity. The wallet and My liquidity both show this one figure.
    const value = dec(row.liquidity.value_e8).div(1e8);
    const loan = dec(row.liquidity.loan_e8).div(1e8);
    const equity = value.minus(loan);
    const yearly = value.times(poolYield(pool, product.liquidity).total).minus(loan.times(product.liquidity.loanApr));
    row.apy_e8 = e8(equity.greaterThan(0) ? yearly.div(equity) : ZERO);
  },

  topic: { name: TOPICS.liquidityPool, payload: liquidityPools },

  orderWire(world, order, row) {
    const l = order.liquidity;
    if (!l) return;
    const product = world.product(order.productId);
    const position = order.positionId ? world.state.positions.find((p) => p.id === order.positionId) : undefined;
    row.liquidity = {
      action: l.action as 1 | 2 | 3 | 4,
      position_state: (position?.liquidity?.state ?? 1) as 0 | 1 | 2,
      pool_id: l.poolId,
      coin_x: product?.liquidity?.base ?? order.coin,
      coin_y: product?.liquidity?.quote ?? order.coin,
      leverage: dec(l.leverage).toFixed(),
      amount_x_e8: e8(l.amountX),
      amount_y_e8: e8(l.amountY),
      remove_rate: l.removeRate,
    };
  },
};
