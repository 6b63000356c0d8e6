import {
  OrderStatus,
  PositionStatus,
  ProcessingState,
  RedemptionType,
  StakingAction,
  WalletRecordType,
} from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf, fitsTxPrecision } from './coins';
import { SimCode, fail } from './errors';
import { familyOf } from './families';
import { addRecord, credit, nextId } from './ledger';
import { D, dec, floorTo, type Dec } from './money';
import { holdIfAsked } from './order-hold';
import { Action } from './position-action';
import { findByClientId } from './subscribe';
import type { OrderKind, OrderState, PositionState, UserState } from './state';
import { DAY, HOUR, MINUTE, YEAR_DAYS } from './time';
import { queuedArrival, quotaLeft } from './redemption-quota';
import { forfeitVoucher } from './vouchers';
import type { World } from './world';

export { Action } from './position-action';
export { ESTIMATE_WINDOW_MS } from './families/smart-leverage';

export interface ActionRequest {
  clientOrderId: string;
  positionId: string;
  productType: number;
  action: number;
  amount?: Dec;
  removeRate?: number;
  removeMode?: number;
  targetLeverage?: Dec;
  /** Early close of a quoted position: refuse (340) below this return. */
  minReturn?: Dec;
}

const KIND: Record<number, OrderKind> = {
  1: 'redeem',
  2: 'early-redeem',
  3: 'unstake',
  4: 'remove-liquidity',
  5: 'reinvest',
  6: 'reduce-leverage',
  7: 'add-margin',
};

/**
 * confirm-order: an action on a held position (redeem, early redeem, unstake; a family's own actions such as
 * remove liquidity, reinvest, reduce leverage, add margin). Idempotent by client order id like pay-order.
 */
export function actOnPosition(
  world: World,
  user: UserState,
  req: ActionRequest,
): { order: OrderState; duplicate: boolean } {
  const existing = findByClientId(world, user.id, req.clientOrderId);
  if (existing) return { order: existing, duplicate: true };
  world.limiter.check(`${user.id}:write`);
  const position = world.state.positions.find((p) => p.id === req.positionId && p.userId === user.id);
  if (!position || position.status === PositionStatus.Closed || position.productType !== req.productType) {
    fail(SimCode.ProductNotFound, 'position not found');
  }
  const product = world.requireProduct(position.productId);
  if (world.state.maintenance.all || product.maintenance || world.state.maintenance.productTypes.includes(product.type))
    fail(SimCode.Maintenance);
  const kind = KIND[req.action];
  if (!kind) fail(SimCode.InvalidParameter, 'unknown action');
  const order = newActionOrder(world, user, product, position, kind, req.clientOrderId);
  switch (req.action) {
    case Action.Redeem:
      redeem(world, user, product, position, order, req.amount, req.minReturn);
      break;
    case Action.EarlyRedeem:
      earlyRedeem(world, user, product, position, order);
      break;
    case Action.Unstake:
      unstake(world, user, product, position, order, req.amount);
      break;
    default: {
      // The other actions belong to a family (remove liquidity, reinvest, reduce leverage, add margin: pools).
      const own = familyOf(product).actions?.[req.action];
      if (!own) fail(SimCode.RedeemNotAllowed, 'not a liquidity position');
      own(world, user, product, position, order, req);
    }
  }
  holdIfAsked(world, order);
  world.state.orders.push(order);
  return { order, duplicate: false };
}

function newActionOrder(
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  kind: OrderKind,
  clientOrderId: string,
): OrderState {
  const now = world.now();
  return {
    id: nextId(world.state),
    clientOrderId,
    userId: user.id,
    kind,
    productId: product.id,
    productType: product.type,
    positionId: position.id,
    coin: position.coin,
    returnCoin: position.returnCoin,
    amount: '0',
    status: OrderStatus.Completed,
    processing: ProcessingState.Success,
    createdAt: now,
    updatedAt: now,
    dueAt: now,
    apr: position.apr,
    durationMs: 0,
    yieldStartAt: null,
    yieldEndAt: null,
    pnl: '0',
    accountType: product.toAccountType,
    toAccountType: product.toAccountType,
    autoReinvest: false,
    failReason: null,
    returns: [],
  };
}

function requireActive(position: PositionState): void {
  if (position.status !== PositionStatus.Active) fail(SimCode.RedeemNotAllowed, 'position is not active yet');
}

function lockedBeforeMaturity(world: World, product: Product, position: PositionState): boolean {
  const lock = product.redemption.lockBeforeMaturityMinutes * MINUTE;
  return position.maturityAt !== null && lock > 0 && world.now() >= position.maturityAt - lock;
}

function checkAmount(position: PositionState, amount: Dec | undefined): Dec {
  const principal = dec(position.principal);
  const value = amount ?? principal;
  if (value.lessThanOrEqualTo(0) || !fitsTxPrecision(position.coin, value.toFixed()))
    fail(SimCode.InvalidParameter, 'invalid amount');
  if (value.greaterThan(principal)) fail(SimCode.InsufficientPosition);
  return value;
}

function redeem(
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  order: OrderState,
  amount: Dec | undefined,
  minReturn?: Dec,
): void {
  requireActive(position);
  const now = world.now();
  if (familyOf(product).earlyClose) return closeQuotedEarly(world, user, product, position, order, minReturn);
  if (product.redemption.type === RedemptionType.Delayed) return unstake(world, user, product, position, order, amount);
  if (product.redemption.type !== RedemptionType.Instant || position.maturityAt !== null)
    fail(SimCode.RedeemNotAllowed, 'this product is redeemed at maturity');
  const value = checkAmount(position, amount);
  // Within the day's quota it is paid at once; the rest leaves the position now and arrives at the next 00:00 UTC.
  const left = quotaLeft(world.state, user.id, product, now);
  const fast = left === null ? value : D.min(value, left);
  position.principal = dec(position.principal).minus(value).toFixed();
  if (dec(position.earning).greaterThan(position.principal)) position.earning = position.principal;
  if (fast.greaterThan(0)) {
    credit(user, product.toAccountType, position.coin, fast);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Redeem,
      coin: position.coin,
      amount: fast,
      productType: product.type,
      productId: product.id,
      orderId: order.id,
      at: now,
    });
  }
  order.amount = value.toFixed();
  order.returns = [{ coin: position.coin, amount: value.toFixed() }];
  if (left !== null) order.fastAmount = fast.toFixed();
  if (fast.lessThan(value)) {
    const arrival = queuedArrival(now);
    position.pendingRedeem = dec(position.pendingRedeem).plus(value.minus(fast)).toFixed();
    position.pendingRedeemArrivalAt = arrival;
    if (dec(position.principal).isZero()) position.status = PositionStatus.Redeeming;
    order.status = OrderStatus.Pending;
    order.processing = ProcessingState.InProgress;
    order.dueAt = arrival;
    return;
  }
  if (familyOf(product).instantUnstake) order.stakingAction = StakingAction.Unstake;
  // Unclaimed launchpool or staking rewards keep the position open until they are claimed.
  if (dec(position.principal).isZero() && dec(position.accrued).isZero() && dec(position.claimable).isZero())
    position.status = PositionStatus.Closed;
}

/**
 * Early redemption in full at the penalty APR for the time held; the difference to the position's APR over
 * that time is forfeited (and a voucher riding on the order ends unpaid). The order carries the reduced APR.
 */
function earlyRedeem(
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  order: OrderState,
): void {
  requireActive(position);
  if (product.redemption.type !== RedemptionType.EarlyWithPenalty)
    fail(SimCode.RedeemNotAllowed, 'early redemption is not offered');
  if (lockedBeforeMaturity(world, product, position)) fail(SimCode.RedeemNotAllowed, 'too close to maturity');
  const now = world.now();
  const principal = dec(position.principal);
  const held = Math.max(0, now - position.interestStartAt);
  const precision = coinOf(position.returnCoin).assetPrecision;
  const interest = floorTo(
    principal
      .times(product.redemption.penaltyApr)
      .times(held)
      .div(YEAR_DAYS * 24 * HOUR),
    precision,
  );
  const full = floorTo(
    principal
      .times(position.apr)
      .times(held)
      .div(YEAR_DAYS * 24 * HOUR),
    precision,
  );
  credit(user, product.toAccountType, position.coin, principal);
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Redeem,
    coin: position.coin,
    amount: principal,
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at: now,
  });
  if (interest.greaterThan(0)) {
    credit(user, product.toAccountType, position.returnCoin, interest);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Interest,
      coin: position.returnCoin,
      amount: interest,
      productType: product.type,
      productId: product.id,
      orderId: order.id,
      at: now,
      pnlUsd: interest.times(world.prices.price(position.returnCoin, now)),
    });
  }
  position.accrued = '0';
  position.totalYield = interest.toFixed();
  position.status = PositionStatus.Closed;
  order.amount = principal.toFixed();
  order.pnl = interest.toFixed();
  order.apr = product.redemption.penaltyApr;
  order.forfeited = (full.greaterThan(interest) ? full.minus(interest) : dec(0)).toFixed();
  order.returns = [
    { coin: position.coin, amount: principal.toFixed() },
    { coin: position.returnCoin, amount: interest.toFixed() },
  ];
  forfeitVoucher(world, position.orderId, now);
  closeSubscription(world, position, now);
}

/** A family that closes early (`earlyClose`) does so at the value its settlement rule gives at today's price. */
function closeQuotedEarly(
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  order: OrderState,
  minReturn?: Dec,
): void {
  if (lockedBeforeMaturity(world, product, position))
    fail(SimCode.RedeemNotAllowed, 'redemption closes before settlement');
  const source = world.state.orders.find((o) => o.id === position.orderId);
  const info = source?.offer;
  if (!source || !info) fail(SimCode.RedeemNotAllowed);
  const now = world.now();
  const value = earlyCloseValue(world, product, source, now);
  if (minReturn && value.lessThan(minReturn)) fail(SimCode.StaleQuote, 'the value moved below the accepted minimum');
  const paid = credit(user, product.toAccountType, info.quote, value);
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Redeem,
    coin: info.quote,
    amount: paid,
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at: now,
    pnlUsd: paid.minus(source.amount),
  });
  order.amount = source.amount;
  order.pnl = paid.minus(source.amount).toFixed();
  order.pnlCoin = info.quote;
  order.returns = [{ coin: info.quote, amount: paid.toFixed() }];
  position.status = PositionStatus.Closed;
  closeSubscription(world, position, now);
}

/**
 * The position's value estimate, in the quote coin, by the family's `offerValue`: what the settlement rule
 * pays at the price now, or for an option-like family its expected value over the time left.
 */
export function offerValueNow(world: World, product: Product, source: OrderState, at: number): Dec {
  const info = source.offer;
  const value = familyOf(product).offerValue;
  if (!info || !value) return dec(0);
  const price = world.prices.cross(info.base, info.quote, at);
  const amount = dec(source.amount);
  const daysLeft = dec(Math.max(0, info.settlementTime - at)).div(DAY);
  const volatility = dec(coinOf(info.base).volatility);
  const gross = value({ world, product, source, info, amount, price, volatility, daysLeft });
  return floorTo(gross, coinOf(info.quote).assetPrecision);
}

/** Start of the family's estimate window `at` falls in (`estimateWindowMs`); other families are priced at `at`. */
export function estimatePricedAt(product: Product, at: number): number {
  const window = familyOf(product).estimateWindowMs;
  return window ? Math.floor(at / window) * window : at;
}

/**
 * Early-close value: the settlement payoff at the current price, less a 2 % unwinding fee. A family with an
 * estimate window prices it at the window's start, so the estimate shown is what is paid until it ends.
 */
export function earlyCloseValue(world: World, product: Product, source: OrderState, at: number): Dec {
  return floorTo(
    offerValueNow(world, product, source, estimatePricedAt(product, at)).times('0.98'),
    coinOf(source.offer?.quote ?? source.coin).assetPrecision,
  );
}

function closeSubscription(world: World, position: PositionState, at: number): void {
  const source = world.state.orders.find((o) => o.id === position.orderId);
  if (source && source.status === OrderStatus.Active) {
    source.status = OrderStatus.Completed;
    source.updatedAt = at;
  }
}

/** Unstake: the amount waits for the chain's unbonding time, then arrives in the wallet. */
function unstake(
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  order: OrderState,
  amount: Dec | undefined,
): void {
  // A launchpool stake comes back at once (and earns nothing more from then on).
  if (familyOf(product).instantUnstake) return redeem(world, user, product, position, order, amount);
  requireActive(position);
  if (product.redemption.type !== RedemptionType.Delayed || position.maturityAt !== null)
    fail(SimCode.RedeemNotAllowed, 'this stake is locked until maturity');
  const value = checkAmount(position, amount);
  const now = world.now();
  familyOf(product).unstaked?.(world, user, product, value);
  position.principal = dec(position.principal).minus(value).toFixed();
  if (dec(position.earning).greaterThan(position.principal)) position.earning = position.principal;
  position.pendingRedeem = dec(position.pendingRedeem).plus(value).toFixed();
  const arrival = now + product.redemption.processingHours * HOUR;
  position.pendingRedeemArrivalAt = arrival;
  if (dec(position.principal).isZero()) position.status = PositionStatus.Redeeming;
  order.amount = value.toFixed();
  order.status = OrderStatus.Pending;
  order.processing = ProcessingState.InProgress;
  order.dueAt = arrival;
  order.stakingAction = StakingAction.Unstake;
  order.returns = [{ coin: position.coin, amount: value.toFixed() }];
}

/** An unstake reaches its arrival time: the coins land in the wallet. */
export function completeUnstake(world: World, order: OrderState): void {
  const user = world.user(order.userId);
  const position = world.state.positions.find((p) => p.id === order.positionId);
  const product = world.product(order.productId);
  if (!user || !position || !product) return;
  // A redemption beyond the daily quota: only what waited arrives now (the rest was paid when it was placed).
  const amount = dec(order.amount).minus(order.fastAmount ?? 0);
  credit(user, product.toAccountType, order.coin, amount);
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Redeem,
    coin: order.coin,
    amount,
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at: order.dueAt,
  });
  position.pendingRedeem = dec(position.pendingRedeem).minus(amount).toFixed();
  if (dec(position.pendingRedeem).isZero()) position.pendingRedeemArrivalAt = null;
  if (dec(position.principal).isZero() && dec(position.pendingRedeem).isZero()) {
    position.status =
      dec(position.accrued).isZero() && dec(position.claimable).isZero()
        ? PositionStatus.Closed
        : PositionStatus.Active;
  }
  order.status = OrderStatus.Completed;
  order.processing = ProcessingState.Success;
  order.updatedAt = order.dueAt;
}
