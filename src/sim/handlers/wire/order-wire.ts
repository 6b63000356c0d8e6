import { ProcessingState } from '@/api/earn/earn-enums';
import type { Order } from '@/api/earn/query-orders';
import { familyOfType } from '../../domain/families';
import { dec } from '../../domain/money';
import type { OrderState } from '../../domain/state';
import type { World } from '../../domain/world';
import { e8, sec } from './format';
import { orderTimeline } from './order-timeline-wire';

/** An order row as query-orders answers it; a family's own fields (a dual target, a pool action) come from its `orderWire`. */
export function toOrder(world: World, order: OrderState): Order {
  const product = world.product(order.productId);
  const row: Order = {
    order_id: order.id,
    product_id: order.productId,
    product_type: order.productType as Order['product_type'],
    product_name: product?.name ?? order.productId,
    coin: order.coin,
    return_coin: order.returnCoin,
    amount_e8: e8(order.requested ?? order.amount),
    order_status: order.status as Order['order_status'],
    processing_state: order.processing as Order['processing_state'],
    created_at: sec(order.createdAt),
    updated_at: sec(order.updatedAt),
    apy_e8: e8(order.apr),
    duration: String(Math.floor(order.durationMs / 1000)),
    yield_start_at: sec(order.yieldStartAt),
    yield_end_at: sec(order.yieldEndAt),
    cumulate_pnl_e8: e8(order.pnl),
    account_type: order.accountType as Order['account_type'],
    to_account_type: order.toAccountType as Order['to_account_type'],
  };
  if (order.clientOrderId) row.client_order_id = order.clientOrderId;
  row.timeline = orderTimeline(order, product);
  familyOfType(order.productType)?.orderWire?.(world, order, row);
  if (order.offer) {
    const o = order.offer;
    row.offer = {
      coin_x: o.base,
      coin_y: o.quote,
      entry_price_e8: e8(o.entry),
      lower_price_e8: e8(o.lower),
      upper_price_e8: e8(o.upper),
      leverage: dec(o.leverage).toFixed(),
      settlement_time: sec(o.settlementTime),
      settlement_price_e8: o.settlementPrice === null ? '0' : e8(o.settlementPrice),
      payout_coin: o.payoutCoin ?? o.quote,
      payout_e8: e8(o.payout ?? '0'),
    };
  }
  if (order.stakingAction !== undefined) {
    row.staking = {
      action: order.stakingAction as 1 | 2 | 3 | 4 | 5,
      estimated_complete_at:
        order.processing === ProcessingState.InProgress ? sec(order.expectedAt ?? order.dueAt) : sec(null),
    };
    if (order.txHash) row.staking.tx_hash = order.txHash;
  }
  return row;
}
