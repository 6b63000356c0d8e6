import {
  LiquidityAction,
  LiquidityPositionState,
  LiquidityRemoveMode,
  PositionStatus,
  ProductType,
  WalletRecordType,
} from '@/api/earn/earn-enums';
import type { LiquidityTerms, Product } from './catalogue/product';
import { addRecord, credit } from './ledger';
import { completedLiquidityOrder } from './liquidity-orders';
import {
  afterSwap,
  arbitrageTo,
  liquidationPrice,
  MAINTENANCE_MARGIN,
  poolPrice,
  SWAP_FEE,
  zapQuoteIn,
  type Reserves,
} from './liquidity';
import { D, dec, stored, ZERO, type Dec } from './money';
import type { OrderState, PoolState, PositionState, UserState } from './state';
import { YEAR_DAYS } from './time';
import type { World } from './world';

/** Liquidity pools in the world: reserves that follow spot by arbitrage and pay fees to their providers. */
export function poolState(world: World, terms: LiquidityTerms): PoolState {
  const pool = (world.state.pools[terms.poolId] ??= {
    reserveBase: terms.reserveBase,
    reserveQuote: terms.reserveQuote,
    totalShares: stored(dec(terms.reserveBase).times(terms.reserveQuote).sqrt()),
    feeDay: '0',
    feeWeek: '0',
    syncedAt: 0,
  });
  syncPool(world, terms, pool, world.now());
  return pool;
}

/**
 * Arbitrage is path-independent for a fixed k (x = sqrt(k/P), y = sqrt(k P)), so a pool nobody in this
 * world provides to is brought to the spot price only when read, with its fee figures at steady state.
 */
function syncPool(world: World, terms: LiquidityTerms, pool: PoolState, at: number): void {
  if (pool.syncedAt >= at) return;
  pool.syncedAt = at;
  setReserves(pool, arbitrageTo(reservesOf(pool), world.prices.cross(terms.base, terms.quote, at)));
  if (!hasProviders(world, terms.poolId)) {
    const daily = poolValue(pool).times(terms.dailyTurnover).times(SWAP_FEE);
    pool.feeDay = stored(daily);
    pool.feeWeek = stored(daily.times(7));
  }
}

function hasProviders(world: World, poolId: string): boolean {
  return world.state.positions.some((p) => p.liquidity?.poolId === poolId && p.status !== PositionStatus.Closed);
}

export function reservesOf(pool: PoolState): Reserves {
  return { x: dec(pool.reserveBase), y: dec(pool.reserveQuote) };
}

function setReserves(pool: PoolState, r: Reserves): void {
  pool.reserveBase = stored(r.x);
  pool.reserveQuote = stored(r.y);
}

export function poolValue(pool: PoolState): Dec {
  const r = reservesOf(pool);
  return r.y.times(2);
}

/** APR from the fees of the last day, and from the last week. */
function poolAprs(pool: PoolState): { apr: Dec; apr7d: Dec } {
  const value = poolValue(pool);
  if (value.isZero()) return { apr: ZERO, apr7d: ZERO };
  return {
    apr: dec(pool.feeDay).times(YEAR_DAYS).div(value),
    apr7d: dec(pool.feeWeek).div(7).times(YEAR_DAYS).div(value),
  };
}

/** A pool's APR split into swap fees and mining rewards, over the last day and the last week. */
export function poolYield(
  pool: PoolState,
  terms: LiquidityTerms,
): { fee: Dec; fee7d: Dec; reward: Dec; total: Dec; total7d: Dec } {
  const { apr, apr7d } = poolAprs(pool);
  const reward = dec(terms.rewardApr);
  return { fee: apr, fee7d: apr7d, reward, total: apr.plus(reward), total7d: apr7d.plus(reward) };
}

export function shareOf(pool: PoolState, position: PositionState): Dec {
  const shares = dec(position.liquidity?.shares ?? 0);
  const total = dec(pool.totalShares);
  return total.isZero() ? ZERO : shares.div(total);
}

/** Value of the position's pool share in the quote coin, at the pool's price. */
export function positionValue(pool: PoolState, position: PositionState): Dec {
  return shareOf(pool, position).times(poolValue(pool));
}

export function positionAmounts(pool: PoolState, position: PositionState): { x: Dec; y: Dec } {
  const share = shareOf(pool, position);
  return { x: dec(pool.reserveBase).times(share), y: dec(pool.reserveQuote).times(share) };
}

export function positionLiquidationPrice(pool: PoolState, position: PositionState): Dec {
  return liquidationPrice(reservesOf(pool), shareOf(pool, position), dec(position.liquidity?.loan ?? 0));
}

/** Puts quote and base coin into the pool at its ratio, swapping the excess side first. Returns minted shares. */
function deposit(pool: PoolState, base: Dec, quote: Dec): Dec {
  let r = reservesOf(pool);
  const price = poolPrice(r);
  const quoteExcess = quote.minus(base.times(price));
  if (quoteExcess.greaterThan(0)) {
    const zap = zapQuoteIn(r, quoteExcess);
    r = { x: r.x.minus(zap.baseOut), y: r.y.plus(zap.swapIn) };
    base = base.plus(zap.baseOut);
    quote = quote.minus(zap.swapIn);
  } else if (quoteExcess.lessThan(0)) {
    const zap = zapQuoteIn({ x: r.y, y: r.x }, base.minus(quote.div(price)));
    r = { x: r.x.plus(zap.swapIn), y: r.y.minus(zap.baseOut) };
    base = base.minus(zap.swapIn);
    quote = quote.plus(zap.baseOut);
  }
  const total = dec(pool.totalShares);
  const minted = total.times(base.div(r.x)).lessThan(total.times(quote.div(r.y)))
    ? total.times(base.div(r.x))
    : total.times(quote.div(r.y));
  setReserves(pool, { x: r.x.plus(base), y: r.y.plus(quote) });
  pool.totalShares = stored(total.plus(minted));
  return minted;
}

/** Takes `shares` out of the pool; returns the coins. */
function withdraw(pool: PoolState, shares: Dec): { x: Dec; y: Dec } {
  const total = dec(pool.totalShares);
  const share = shares.div(total);
  const r = reservesOf(pool);
  const out = { x: r.x.times(share), y: r.y.times(share) };
  setReserves(pool, { x: r.x.minus(out.x), y: r.y.minus(out.y) });
  pool.totalShares = stored(total.minus(shares));
  return out;
}

/** Largest pool price move accepted between placing and settling an add. */
const ADD_SLIPPAGE = dec('0.01');

/**
 * Settles a pending add: fails on slippage, else borrows the loan, deposits both legs and makes the
 * position Effective. Returns false when it failed.
 */
export function settleAdd(world: World, product: Product, order: OrderState, position: PositionState): boolean {
  const terms = product.liquidity;
  const info = order.liquidity;
  if (!terms || !info || !position.liquidity) return false;
  const pool = poolState(world, terms);
  const price = poolPrice(reservesOf(pool));
  if (price.minus(info.refPrice).abs().div(info.refPrice).greaterThan(ADD_SLIPPAGE)) return false;
  const margin = dec(order.amount);
  const loan = margin.times(info.leverage).minus(margin);
  const minted = deposit(pool, dec(info.amountX), dec(info.amountY).plus(loan));
  position.liquidity.shares = stored(minted);
  position.liquidity.loan = loan.toFixed();
  position.liquidity.margin = margin.toFixed();
  position.liquidity.state = LiquidityPositionState.Effective;
  position.status = PositionStatus.Active;
  return true;
}

/**
 * Removes `rate` % of a position: repays that part of the loan from the quote leg (swapping base if short),
 * then pays out per mode. Returns what was paid.
 */
export function removeFromPosition(
  world: World,
  product: Product,
  user: UserState,
  position: PositionState,
  rate: number,
  mode: number,
  at: number,
  orderId: string,
): Array<{ coin: number; amount: Dec }> {
  const terms = product.liquidity;
  const info = position.liquidity;
  if (!terms || !info) return [];
  const pool = poolState(world, terms);
  const shares = dec(info.shares).times(rate).div(100);
  let { x, y } = withdraw(pool, shares);
  const repay = dec(info.loan).times(rate).div(100);
  if (y.lessThan(repay)) {
    const r = reservesOf(pool);
    const need = repay.minus(y);
    // Sell just enough base: invert the swap formula for the needed quote.
    const fee = dec(1).minus(SWAP_FEE);
    const baseIn = need.times(r.x).div(r.y.minus(need).times(fee));
    const sold = baseIn.greaterThan(x) ? x : baseIn;
    const swapped = afterSwap(r.x, r.y, sold);
    setReserves(pool, { x: swapped.in, y: swapped.out });
    x = x.minus(sold);
    y = y.plus(swapped.received);
  }
  y = y.minus(repay);
  if (y.isNegative()) y = ZERO;
  if (mode === LiquidityRemoveMode.QuoteOnly && x.greaterThan(0)) {
    const r = reservesOf(pool);
    const swapped = afterSwap(r.x, r.y, x);
    setReserves(pool, { x: swapped.in, y: swapped.out });
    y = y.plus(swapped.received);
    x = ZERO;
  } else if (mode === LiquidityRemoveMode.BaseOnly && y.greaterThan(0)) {
    const r = reservesOf(pool);
    const swapped = afterSwap(r.y, r.x, y);
    setReserves(pool, { x: swapped.out, y: swapped.in });
    x = x.plus(swapped.received);
    y = ZERO;
  }
  info.shares = stored(dec(info.shares).minus(shares));
  info.loan = stored(dec(info.loan).minus(repay));
  info.margin = stored(
    dec(info.margin)
      .times(100 - rate)
      .div(100),
  );
  position.principal = info.margin;
  const paid: Array<{ coin: number; amount: Dec }> = [];
  for (const [coinValue, amount] of [
    [terms.base, x],
    [terms.quote, y],
  ] as const) {
    if (amount.lessThanOrEqualTo(0)) continue;
    const value = credit(user, product.toAccountType, coinValue, amount);
    paid.push({ coin: coinValue, amount: value });
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Redeem,
      coin: coinValue,
      amount: value,
      productType: product.type,
      productId: product.id,
      orderId,
      at,
    });
  }
  if (rate === 100) {
    position.status = PositionStatus.Closed;
    info.state = LiquidityPositionState.Effective;
  }
  return paid;
}

/** Lowers leverage by selling pool share to repay part of the loan. */
export function reduceLeverage(world: World, product: Product, position: PositionState, target: Dec): void {
  const terms = product.liquidity;
  const info = position.liquidity;
  if (!terms || !info) return;
  const pool = poolState(world, terms);
  const value = positionValue(pool, position);
  const loan = dec(info.loan);
  const equity = value.minus(loan);
  const newValue = equity.times(target);
  const fraction = value.minus(newValue).div(value);
  const shares = dec(info.shares).times(fraction);
  const out = withdraw(pool, shares);
  const r = reservesOf(pool);
  const swapped = afterSwap(r.x, r.y, out.x);
  setReserves(pool, { x: swapped.in, y: swapped.out });
  const proceeds = out.y.plus(swapped.received);
  info.shares = stored(dec(info.shares).minus(shares));
  info.loan = stored(loan.minus(proceeds).isNegative() ? ZERO : loan.minus(proceeds));
  info.leverage = target.toFixed();
}

/** Adds the claimable yield (quote coin) back into the pool. Returns the amount reinvested. */
export function reinvestYield(world: World, product: Product, position: PositionState): Dec {
  const terms = product.liquidity;
  const info = position.liquidity;
  if (!terms || !info) return ZERO;
  const amount = dec(position.claimable);
  if (amount.lessThanOrEqualTo(0)) return ZERO;
  const minted = deposit(poolState(world, terms), ZERO, amount);
  info.shares = stored(dec(info.shares).plus(minted));
  info.margin = dec(info.margin).plus(amount).toFixed();
  position.principal = info.margin;
  position.claimable = '0';
  return amount;
}

/**
 * One hour of a pool: arbitrage to spot, fees of the hour's volume shared by pool share, the loan's
 * interest charged, and liquidation of positions whose equity fell under the maintenance margin.
 */
export function poolHour(world: World, product: Product, hourAt: number): void {
  const terms = product.liquidity;
  if (!terms || !hasProviders(world, terms.poolId)) return;
  const pool = poolState(world, terms);
  const fee = poolValue(pool).times(terms.dailyTurnover).div(24).times(SWAP_FEE);
  pool.feeDay = stored(dec(pool.feeDay).times(23).div(24).plus(fee));
  pool.feeWeek = stored(dec(pool.feeWeek).times(167).div(168).plus(fee));
  for (const position of world.state.positions) {
    if (position.productId !== product.id || position.status !== PositionStatus.Active || !position.liquidity) continue;
    const info = position.liquidity;
    if (info.state === LiquidityPositionState.AddPending) continue;
    // Fees by pool share, the mining reward on the position's value, less the loan's interest.
    const earned = fee.times(shareOf(pool, position)).plus(
      positionValue(pool, position)
        .times(terms.rewardApr)
        .div(YEAR_DAYS * 24),
    );
    const interest = dec(info.loan)
      .times(terms.loanApr)
      .div(YEAR_DAYS * 24);
    const net = earned.minus(interest);
    if (net.isNegative()) info.loan = stored(dec(info.loan).minus(net));
    else {
      position.claimable = stored(dec(position.claimable).plus(net));
      position.totalYield = stored(dec(position.totalYield).plus(net));
    }
  }
  liquidateUnderwater(world, product, hourAt);
}

/** Whether a leveraged position's value has fallen to its loan / (1 - maintenance margin). */
function isUnderwater(pool: PoolState, position: PositionState): boolean {
  const loan = dec(position.liquidity?.loan ?? 0);
  return (
    loan.greaterThan(0) && positionValue(pool, position).lessThanOrEqualTo(loan.div(dec(1).minus(MAINTENANCE_MARGIN)))
  );
}

/** Liquidates every effective position of the pool whose price crossed its liquidation line. Returns how many. */
function liquidateUnderwater(world: World, product: Product, at: number): number {
  const terms = product.liquidity;
  if (!terms) return 0;
  const pool = poolState(world, terms);
  let count = 0;
  for (const position of world.state.positions) {
    if (
      position.productId !== product.id ||
      position.status !== PositionStatus.Active ||
      position.liquidity?.state !== LiquidityPositionState.Effective
    )
      continue;
    if (!isUnderwater(pool, position)) continue;
    liquidate(world, product, position, at);
    count += 1;
  }
  return count;
}

/**
 * Demo directive `liquidate:<coin>`: moves the coin's price 3 % past the lowest liquidation line of the
 * leveraged positions in its pools, so every one of them is liquidated now. Returns the factor applied, or
 * null when no leveraged position holds the coin.
 */
export function forceLiquidation(world: World, coin: number): string | null {
  const now = world.now();
  const products = world.catalogue.ofType(ProductType.Liquidity).filter((p) => p.liquidity?.base === coin);
  let lowest: Dec | null = null;
  let price: Dec | null = null;
  for (const product of products) {
    const terms = product.liquidity;
    if (!terms) continue;
    const pool = poolState(world, terms);
    for (const position of world.state.positions) {
      if (
        position.productId !== product.id ||
        position.status !== PositionStatus.Active ||
        position.liquidity?.state !== LiquidityPositionState.Effective
      )
        continue;
      const line = positionLiquidationPrice(pool, position);
      if (line.lessThanOrEqualTo(0)) continue;
      if (lowest === null || line.lessThan(lowest)) lowest = line;
      price = poolPrice(reservesOf(pool));
    }
  }
  if (lowest === null || price === null) return null;
  const factor = lowest.times('0.97').div(price).toSignificantDigits(12).toFixed();
  world.shock(coin, factor);
  // The shock starts within the current second, which the pools may already have been synced to.
  for (const product of products) {
    if (product.liquidity) poolState(world, product.liquidity).syncedAt = -1;
    liquidateUnderwater(world, product, now);
  }
  return factor;
}

/**
 * Add margin: quote coin from the wallet repays part of the loan, so the same pool share carries less debt
 * and its liquidation line moves away. Leverage is then value / equity, to one decimal.
 */
export function addMargin(world: World, product: Product, position: PositionState, amount: Dec): void {
  const terms = product.liquidity;
  const info = position.liquidity;
  if (!terms || !info) return;
  const loan = dec(info.loan).minus(amount);
  info.loan = stored(loan.isNegative() ? ZERO : loan);
  info.margin = stored(dec(info.margin).plus(amount));
  position.principal = info.margin;
  const value = positionValue(poolState(world, terms), position);
  const equity = value.minus(info.loan);
  info.leverage = equity.greaterThan(0) ? D.max(1, value.div(equity).toDecimalPlaces(1)).toFixed() : info.leverage;
}

function liquidate(world: World, product: Product, position: PositionState, at: number): void {
  const user = world.user(position.userId);
  if (!user) return;
  if (position.liquidity) position.liquidity.liquidatedAt = at;
  const order = completedLiquidityOrder(world, product, at, {
    kind: 'remove-liquidity',
    userId: user.id,
    clientOrderId: null,
    positionId: position.id,
    coin: product.coin,
    returnCoin: product.returnCoin,
    amount: position.principal,
    accountType: product.toAccountType,
    liquidity: {
      action: LiquidityAction.Liquidation,
      poolId: position.liquidity?.poolId ?? '',
      leverage: position.liquidity?.leverage ?? '1',
      amountX: '0',
      amountY: '0',
      removeRate: 100,
      removeMode: LiquidityRemoveMode.QuoteOnly,
      refPrice: '0',
    },
  });
  world.state.orders.push(order);
  const paid = removeFromPosition(world, product, user, position, 100, LiquidityRemoveMode.QuoteOnly, at, order.id);
  order.returns = paid.map((p) => ({ coin: p.coin, amount: p.amount.toFixed() }));
  // Liquidation is a settlement of the position, recorded apart from a user's own removal.
  for (const record of world.state.records) {
    if (record.orderId === order.id) record.type = WalletRecordType.Settlement;
  }
}

/** What an add puts in, valued in the quote coin at the market price: the margin of the position. */
export function addValue(
  world: World,
  terms: LiquidityTerms,
  coin: number,
  amount: Dec,
  amountY: Dec | undefined,
): Dec {
  const price = world.prices.cross(terms.base, terms.quote, world.now());
  if (amountY !== undefined) return amount.times(price).plus(amountY);
  return coin === terms.base ? amount.times(price) : amount;
}
