import { DisplayStatus, OrderStatus, PositionStatus, ProcessingState, WalletRecordType } from '@/api/earn/earn-enums';
import { displayStatus } from './availability';
import type { Product } from './catalogue/product';
import { addRecord, nextId } from './ledger';
import { dec, type Dec } from './money';
import type { DualOrderInfo, OrderState, PositionState, UserState } from './state';
import type { World } from './world';

/** The terms a renewed cycle runs on. */
export interface RenewedCycle {
  apr: string;
  durationMs: number;
  yieldStartAt: number;
  /** When it ends: the term's end, or a dual order's settlement slot. */
  maturityAt: number | null;
  /** Dual asset: the new order's target and settlement. */
  dual?: DualOrderInfo;
}

/**
 * A renewal at maturity: the amount just paid out at `at` subscribes the same product again on `cycle`, as a new
 * order and position that carry the holder's renewal rule on. Null (nothing taken) when the product takes no
 * money then or the wallet no longer holds the amount.
 */
export function openRenewedCycle(
  world: World,
  product: Product,
  user: UserState,
  previous: OrderState,
  position: PositionState,
  amount: Dec,
  cycle: RenewedCycle,
  at: number,
): PositionState | null {
  const balance = user.wallets[String(product.toAccountType)]?.[String(product.coin)];
  if (
    displayStatus(product, world.state.products[product.id], at) !== DisplayStatus.Available ||
    !balance ||
    dec(balance.available).lessThan(amount)
  )
    return null;
  balance.available = dec(balance.available).minus(amount).toFixed();
  const order: OrderState = {
    ...previous,
    apr: cycle.apr,
    durationMs: cycle.durationMs,
    id: nextId(world.state),
    clientOrderId: null,
    amount: amount.toFixed(),
    status: OrderStatus.Active,
    processing: ProcessingState.Success,
    createdAt: at,
    updatedAt: at,
    dueAt: at,
    yieldStartAt: cycle.yieldStartAt,
    yieldEndAt: cycle.maturityAt,
    pnl: '0',
    returns: [],
  };
  delete order.voucherId;
  delete order.pnlCoin;
  if (cycle.dual) order.dual = cycle.dual;
  world.state.orders.push(order);
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Subscribe,
    coin: product.coin,
    amount: amount.negated(),
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at,
  });
  // The previous position's identity and renewal rule (tolerance, dual mode) carry on; its cycle does not.
  const renewed: PositionState = {
    ...position,
    id: nextId(world.state),
    principal: amount.toFixed(),
    earning: amount.toFixed(),
    accrued: '0',
    claimable: '0',
    totalYield: '0',
    apr: cycle.apr,
    status: PositionStatus.Active,
    subscribedAt: at,
    interestStartAt: cycle.yieldStartAt,
    maturityAt: cycle.maturityAt,
    autoReinvest: true,
    pendingRedeem: '0',
    pendingRedeemArrivalAt: null,
    accruedUntil: cycle.yieldStartAt,
    orderId: order.id,
  };
  delete renewed.renewalTerms;
  delete renewed.renewalOutcome;
  delete renewed.rewardFeeKept;
  order.positionId = renewed.id;
  world.state.positions.push(renewed);
  return renewed;
}
