import { OrderStatus, ProcessingState } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { nextId } from './ledger';
import type { LiquidityOrderInfo, OrderKind, OrderState } from './state';
import type { World } from './world';

/** A liquidity order done at once (a swap, a liquidation): completed at `at`, with its pool figures. */
export function completedLiquidityOrder(
  world: World,
  product: Product,
  at: number,
  fields: {
    kind: OrderKind;
    userId: string;
    clientOrderId: string | null;
    positionId: string | null;
    coin: number;
    returnCoin: number;
    amount: string;
    accountType: number;
    liquidity: LiquidityOrderInfo;
  },
): OrderState {
  return {
    id: nextId(world.state),
    productId: product.id,
    productType: product.type,
    status: OrderStatus.Completed,
    processing: ProcessingState.Success,
    createdAt: at,
    updatedAt: at,
    dueAt: at,
    apr: '0',
    durationMs: 0,
    yieldStartAt: null,
    yieldEndAt: null,
    pnl: '0',
    toAccountType: fields.accountType,
    autoReinvest: false,
    failReason: null,
    returns: [],
    ...fields,
  };
}
