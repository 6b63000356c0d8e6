import {
  LiquidityAction,
  LiquidityPositionState,
  LiquidityRemoveMode,
  OrderStatus,
  PositionStatus,
  ProcessingState,
  WalletRecordType,
} from '@/api/earn/earn-enums';
import { REMOVE_MINUTES } from './catalogue/liquidity';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { addRecord, debit } from './ledger';
import { addMargin, reduceLeverage, reinvestYield, removeFromPosition } from './liquidity-pools';
import { dec, type Dec } from './money';
import type { OrderState, PositionState, UserState } from './state';
import { MINUTE } from './time';
import type { World } from './world';

/** Liquidity actions need an effective position with nothing pending on it (an add still settling, a removal). */
function requireSettledLiquidity(world: World, position: PositionState): void {
  if (!position.liquidity) fail(SimCode.RedeemNotAllowed, 'not a liquidity position');
  if (position.liquidity.state === LiquidityPositionState.AddPending)
    fail(SimCode.RedeemNotAllowed, 'liquidity add still pending');
  if (position.liquidity.state !== LiquidityPositionState.Effective || position.status !== PositionStatus.Active) {
    fail(SimCode.RedeemNotAllowed, 'an order on this position is still pending');
  }
  if (world.state.orders.some((o) => o.positionId === position.id && o.status === OrderStatus.Pending)) {
    fail(SimCode.RedeemNotAllowed, 'an order on this position is still pending');
  }
}

/** Add margin: quote coin from the funding wallet repays loan, at most the whole loan. */
export function addMarginAction(
  world: World,
  user: UserState,
  product: Product,
  position: PositionState,
  order: OrderState,
  amount: Dec | undefined,
): void {
  requireSettledLiquidity(world, position);
  const terms = product.liquidity;
  const info = position.liquidity;
  if (!terms || !info) return;
  if (!amount || amount.lessThanOrEqualTo(0)) fail(SimCode.InvalidParameter, 'amount must be positive');
  if (amount.decimalPlaces() > coinOf(terms.quote).txPrecision) fail(SimCode.InvalidParameter, 'too many decimals');
  if (amount.greaterThan(info.loan)) fail(SimCode.OverLimit, 'margin above the loan');
  debit(user, product.toAccountType, terms.quote, amount);
  addMargin(world, product, position, amount);
  const now = world.now();
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Subscribe,
    coin: terms.quote,
    amount: amount.negated(),
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at: now,
  });
  order.amount = amount.toFixed();
  order.coin = terms.quote;
  order.liquidity = {
    action: LiquidityAction.AddMargin,
    poolId: info.poolId,
    leverage: info.leverage,
    amountX: '0',
    amountY: amount.toFixed(),
    removeRate: 0,
    removeMode: 0,
    refPrice: '0',
  };
}

function requireEffective(world: World, position: PositionState): void {
  requireSettledLiquidity(world, position);
  if (!position.liquidity) fail(SimCode.RedeemNotAllowed, 'not a liquidity position');
  if (position.liquidity.state !== LiquidityPositionState.Effective || position.status !== PositionStatus.Active) {
    fail(SimCode.RedeemNotAllowed, 'an order on this position is still pending');
  }
  const pending = world.state.orders.some((o) => o.positionId === position.id && o.status === OrderStatus.Pending);
  if (pending) fail(SimCode.RedeemNotAllowed, 'an order on this position is still pending');
}

export function removeLiquidity(
  world: World,
  position: PositionState,
  order: OrderState,
  rate: number | undefined,
  mode: number | undefined,
): void {
  requireEffective(world, position);
  if (!rate || rate < 1 || rate > 100 || !Number.isInteger(rate))
    fail(SimCode.InvalidParameter, 'remove_rate must be 1-100');
  const info = position.liquidity;
  if (!info) return;
  info.state = LiquidityPositionState.RemovePending;
  order.status = OrderStatus.Pending;
  order.processing = ProcessingState.InProgress;
  order.dueAt = world.now() + REMOVE_MINUTES * MINUTE;
  order.amount = dec(position.principal).times(rate).div(100).toFixed();
  order.liquidity = {
    action: LiquidityAction.Remove,
    poolId: info.poolId,
    leverage: info.leverage,
    amountX: '0',
    amountY: '0',
    removeRate: rate,
    removeMode: mode ?? LiquidityRemoveMode.Both,
    refPrice: '0',
  };
}

export function reinvest(world: World, product: Product, position: PositionState, order: OrderState): void {
  requireEffective(world, position);
  if (dec(position.claimable).lessThanOrEqualTo(0)) fail(SimCode.InsufficientPosition, 'nothing to reinvest');
  const amount = reinvestYield(world, product, position);
  order.amount = amount.toFixed();
  order.liquidity = {
    action: LiquidityAction.Reinvest,
    poolId: position.liquidity?.poolId ?? '',
    leverage: position.liquidity?.leverage ?? '1',
    amountX: '0',
    amountY: amount.toFixed(),
    removeRate: 0,
    removeMode: 0,
    refPrice: '0',
  };
}

export function lowerLeverage(
  world: World,
  product: Product,
  position: PositionState,
  order: OrderState,
  target: Dec | undefined,
): void {
  requireEffective(world, position);
  const current = dec(position.liquidity?.leverage ?? 1);
  if (!target || target.lessThan(1) || target.greaterThanOrEqualTo(current) || target.decimalPlaces() > 1) {
    fail(SimCode.InvalidParameter, 'target_leverage must be at least 1 and below the current leverage');
  }
  reduceLeverage(world, product, position, target);
  order.liquidity = {
    action: LiquidityAction.ReduceLeverage,
    poolId: position.liquidity?.poolId ?? '',
    leverage: target.toFixed(),
    amountX: '0',
    amountY: '0',
    removeRate: 0,
    removeMode: 0,
    refPrice: '0',
  };
}

/** A liquidity removal reaches its settlement time: coins out, loan repaid, position Effective again. */
export function completeRemove(world: World, order: OrderState): void {
  const user = world.user(order.userId);
  const position = world.state.positions.find((p) => p.id === order.positionId);
  const product = world.product(order.productId);
  const info = order.liquidity;
  if (!user || !position || !product || !info) return;
  const paid = removeFromPosition(
    world,
    product,
    user,
    position,
    info.removeRate,
    info.removeMode,
    order.dueAt,
    order.id,
  );
  order.returns = paid.map((p) => ({ coin: p.coin, amount: p.amount.toFixed() }));
  const x = paid.find((p) => p.coin === product.liquidity?.base);
  const y = paid.find((p) => p.coin === product.liquidity?.quote);
  info.amountX = (x?.amount ?? dec(0)).toFixed();
  info.amountY = (y?.amount ?? dec(0)).toFixed();
  if (position.liquidity && position.status !== PositionStatus.Closed)
    position.liquidity.state = LiquidityPositionState.Effective;
  order.status = OrderStatus.Completed;
  order.processing = ProcessingState.Success;
  order.updatedAt = order.dueAt;
}
