import { OrderStatus, PositionStatus, ProcessingState, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { familyOf, isAggregated } from './families';
import { addRecord, consumeFrozen, nextId, unfreeze } from './ledger';
import { dec } from './money';
import { hash32 } from './prng';
import { fillInPart } from './partial-fill';
import type { OrderState, PositionState, UserState } from './state';
import type { World } from './world';

/**
 * A pending subscription reaches its processing time: the frozen money leaves the wallet and the position
 * becomes Active, or the order fails (a family's own settlement such as a pool add's slippage, an injected
 * fault) and the money is refunded.
 */
export function activateOrder(world: World, order: OrderState): void {
  const user = world.user(order.userId);
  const product = world.product(order.productId);
  if (!user || !product) return;
  const at = order.dueAt;
  const position = order.positionId ? world.state.positions.find((p) => p.id === order.positionId) : undefined;
  const injected = world.injected.failOrders.delete(user.id) || world.injected.failOrders.delete('*');
  const family = familyOf(product);
  const ok = !injected && (!position || (family.settleActivation?.(world, product, order, position) ?? true));
  if (!ok) return failOrder(world, user, product, order, position, at);
  fillInPart(world, user, product, order, position, at);

  for (const leg of legsOf(product, order)) consumeFrozen(user, order.accountType, leg.coin, leg.amount);
  markRecords(world, order.id, ProcessingState.Success);
  order.processing = ProcessingState.Success;
  order.updatedAt = at;
  if (family.onChain) order.txHash = txHash(order.id);

  if (isAggregated(product)) {
    const held = aggregatedPosition(world, user, product, order, at);
    held.principal = dec(held.principal).plus(order.amount).toFixed();
    order.positionId = held.id;
    // Open-ended subscriptions are done once the money sits in the position.
    order.status = OrderStatus.Completed;
    family.staked?.(world, user, product, dec(order.amount));
    return;
  }
  order.status = OrderStatus.Active;
  if (position && position.status === PositionStatus.Processing) position.status = PositionStatus.Active;
}

function failOrder(
  world: World,
  user: UserState,
  product: Product,
  order: OrderState,
  position: PositionState | undefined,
  at: number,
): void {
  for (const leg of legsOf(product, order)) {
    unfreeze(user, order.accountType, leg.coin, leg.amount);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Refund,
      coin: leg.coin,
      amount: leg.amount,
      productType: product.type,
      productId: product.id,
      orderId: order.id,
      at,
    });
  }
  markRecords(world, order.id, ProcessingState.Failed);
  const book = world.book(product.id);
  book.deposited = dec(book.deposited).minus(order.amount).toFixed();
  order.status = OrderStatus.Failed;
  order.processing = ProcessingState.Failed;
  order.failReason = 1;
  order.updatedAt = at;
  if (position) {
    position.status = PositionStatus.Closed;
    position.principal = '0';
  }
}

function legsOf(product: Product, order: OrderState): Array<{ coin: number; amount: ReturnType<typeof dec> }> {
  return familyOf(product).orderLegs?.(product, order) ?? [{ coin: order.coin, amount: dec(order.amount) }];
}

function markRecords(world: World, orderId: string, status: number): void {
  for (const record of world.state.records) {
    if (record.orderId === orderId && record.type === WalletRecordType.Subscribe) record.status = status;
  }
}

function aggregatedPosition(
  world: World,
  user: UserState,
  product: Product,
  order: OrderState,
  at: number,
): PositionState {
  const open = world.state.positions.find(
    (p) => p.userId === user.id && p.productId === product.id && p.status !== PositionStatus.Closed,
  );
  if (open) return open;
  const position: PositionState = {
    id: nextId(world.state),
    userId: user.id,
    productId: product.id,
    productType: product.type,
    coin: product.coin,
    returnCoin: product.returnCoin,
    principal: '0',
    earning: '0',
    accrued: '0',
    claimable: '0',
    totalYield: '0',
    apr: order.apr,
    status: PositionStatus.Active,
    subscribedAt: at,
    interestStartAt: order.yieldStartAt ?? at,
    maturityAt: null,
    autoReinvest: false,
    pendingRedeem: '0',
    pendingRedeemArrivalAt: null,
    accruedUntil: order.yieldStartAt ?? at,
    orderId: order.id,
  };
  world.state.positions.push(position);
  return position;
}

/** A transaction hash for on-chain actions: derived from the order id, so it is stable across reloads. */
function txHash(orderId: string): string {
  let out = '0x';
  for (let i = 0; out.length < 66; i++) out += hash32(`${orderId}:${i}`).toString(16).padStart(8, '0');
  return out.slice(0, 66);
}
