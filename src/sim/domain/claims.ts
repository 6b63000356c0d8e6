import { OrderStatus, PositionStatus, ProcessingState, StakingAction, WalletRecordType } from '@/api/earn/earn-enums';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { addRecord, credit, nextId } from './ledger';
import { dec, floorTo, type Dec } from './money';
import { findByClientId } from './subscribe';
import type { OrderState, UserState } from './state';
import type { World } from './world';

/**
 * claim-yield: pays the claimable yield (liquidity fees, on-chain staking rewards) of one position, or of
 * every position of a family, to the wallet. Idempotent by client order id.
 */
export function claimYield(
  world: World,
  user: UserState,
  req: { clientOrderId: string; productType: number; positionId?: string },
): { order: OrderState; duplicate: boolean } {
  const existing = findByClientId(world, user.id, req.clientOrderId);
  if (existing) return { order: existing, duplicate: true };
  world.limiter.check(`${user.id}:write`);
  const positions = world.state.positions.filter(
    (p) =>
      p.userId === user.id &&
      p.productType === req.productType &&
      (req.positionId === undefined || p.id === req.positionId) &&
      p.status !== PositionStatus.Processing,
  );
  if (req.positionId !== undefined && positions.length === 0) fail(SimCode.ProductNotFound, 'position not found');
  const now = world.now();
  const claimed = new Map<number, Dec>();
  const order: OrderState = {
    id: nextId(world.state),
    clientOrderId: req.clientOrderId,
    userId: user.id,
    kind: 'claim',
    productId: positions[0]?.productId ?? '0',
    productType: req.productType,
    positionId: req.positionId ?? null,
    coin: positions[0]?.returnCoin ?? 0,
    returnCoin: positions[0]?.returnCoin ?? 0,
    amount: '0',
    status: OrderStatus.Completed,
    processing: ProcessingState.Success,
    createdAt: now,
    updatedAt: now,
    dueAt: now,
    apr: '0',
    durationMs: 0,
    yieldStartAt: null,
    yieldEndAt: null,
    pnl: '0',
    accountType: 6,
    toAccountType: 6,
    autoReinvest: false,
    failReason: null,
    returns: [],
    stakingAction: StakingAction.Claim,
  };
  for (const position of positions) {
    const product = world.product(position.productId);
    const amount = floorTo(position.claimable, coinOf(position.returnCoin).assetPrecision);
    if (!product || amount.lessThanOrEqualTo(0)) continue;
    position.claimable = dec(position.claimable).minus(amount).toFixed();
    const paid = credit(user, product.toAccountType, position.returnCoin, amount);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Claim,
      coin: position.returnCoin,
      amount: paid,
      productType: product.type,
      productId: product.id,
      orderId: order.id,
      at: now,
      pnlUsd: paid.times(world.prices.price(position.returnCoin, now)),
    });
    claimed.set(position.returnCoin, (claimed.get(position.returnCoin) ?? dec(0)).plus(paid));
    if (
      position.status === PositionStatus.Active &&
      dec(position.principal).isZero() &&
      dec(position.pendingRedeem).isZero()
    )
      position.status = PositionStatus.Closed;
  }
  if (claimed.size === 0) fail(SimCode.InsufficientPosition, 'nothing to claim');
  order.returns = [...claimed].map(([c, a]) => ({ coin: c, amount: a.toFixed() }));
  order.amount = order.returns[0]?.amount ?? '0';
  world.state.orders.push(order);
  return { order, duplicate: false };
}
