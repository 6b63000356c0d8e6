import { LiquidityAction, LiquidityPositionState, OrderStatus, PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { addRecord, debit } from './ledger';
import { addMargin } from './liquidity-pools';
import type { Dec } from './money';
import type { OrderState, PositionState, UserState } from './state';
import type { World } from './world';

/** Liquidity actions need an effective position with nothing pending on it (an add still settling, a removal). */
export function requireSettledLiquidity(world: World, position: PositionState): void {
  if (!position.liquidity) fail(SimCode.RedeemNotAllowed, 'not a liquidity position');
  if (position.liquidity.state === LiquidityPositionState.AddPending) fail(SimCode.RedeemNotAllowed, 'liquidity add still pending');
  if (position.liquidity.state !== LiquidityPositionState.Effective || position.status !== PositionStatus.Active) {
    fail(SimCode.RedeemNotAllowed, 'an order on this position is still pending');
  }
  if (world.state.orders.some((o) => o.positionId === position.id && o.status === OrderStatus.Pending)) {
    fail(SimCode.RedeemNotAllowed, 'an order on this position is still pending');
  }
}

/** Add margin: quote coin from the funding wallet repays loan, at most the whole loan. */
export function addMarginAction(world: World, user: UserState, product: Product, position: PositionState, order: OrderState, amount: Dec | undefined): void {
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
  addRecord(world.state, { userId: user.id, type: WalletRecordType.Subscribe, coin: terms.quote, amount: amount.negated(), productType: product.type, productId: product.id, orderId: order.id, at: now });
  order.amount = amount.toFixed();
  order.coin = terms.quote;
  order.liquidity = { action: LiquidityAction.AddMargin, poolId: info.poolId, leverage: info.leverage, amountX: '0', amountY: amount.toFixed(), removeRate: 0, removeMode: 0, refPrice: '0' };
}
