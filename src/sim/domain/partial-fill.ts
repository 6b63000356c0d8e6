import { WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { familyOf } from './families';
import { addRecord, unfreeze } from './ledger';
import { dec, floorTo } from './money';
import { takeInjected } from './order-hold';
import type { OrderState, PositionState, UserState } from './state';
import type { World } from './world';

/**
 * `partial:order:<percent>`: the next subscription is filled in part when it is processed (the product's
 * quota ran short, as in a limited offer oversubscribed while orders waited) and the rest is refunded to the
 * wallet at once. The order keeps what was asked (`requested`) and counts on the filled part (`amount`) from
 * then on: principal, interest and settlement. Orders paid in two coins (a pool add) are filled whole.
 */
export function fillInPart(
  world: World,
  user: UserState,
  product: Product,
  order: OrderState,
  position: PositionState | undefined,
  at: number,
): void {
  if (familyOf(product).orderLegs) return;
  const share = takeInjected(world.injected.partialFills, user.id);
  if (share === undefined) return;
  const requested = dec(order.amount);
  const filled = floorTo(requested.times(share), coinOf(order.coin).txPrecision);
  const rest = requested.minus(filled);
  if (rest.lessThanOrEqualTo(0)) return;
  unfreeze(user, order.accountType, order.coin, rest);
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Refund,
    coin: order.coin,
    amount: rest,
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at,
  });
  const book = world.book(product.id);
  book.deposited = dec(book.deposited).minus(rest).toFixed();
  order.requested = order.amount;
  order.amount = filled.toFixed();
  if (position) {
    position.principal = filled.toFixed();
    if (dec(position.earning).greaterThan(filled)) position.earning = filled.toFixed();
  }
}
