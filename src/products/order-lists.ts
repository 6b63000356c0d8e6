import { FAMILIES, familyOfType, type OrderGroup } from './families';

/**
 * The seven order pages (spec §2): the all-orders list and one per order group. Each says which columns its
 * table shows, as data; `features/orders` knows how to draw each column. The detail view shows every field.
 */
export type ColumnId =
  | 'created'
  | 'product'
  | 'family'
  | 'amount'
  | 'apr'
  | 'term'
  | 'maturity'
  | 'earned'
  | 'direction'
  | 'target'
  | 'settlementTime'
  | 'settlementPrice'
  | 'returned'
  | 'stakingAction'
  | 'processing'
  | 'estimatedComplete'
  | 'liquidityAction'
  | 'poolAmounts'
  | 'leverage'
  | 'positionState'
  | 'levels'
  | 'status';

export type OrderListId = OrderGroup | 'all';

export interface OrderListSpec {
  /** Path below /earn/. */
  path: string;
  /** `common:meta.<key>`: the page's title. */
  metaKey: string;
  columns: readonly ColumnId[];
}

export const ORDER_LISTS = {
  all: {
    path: 'order-list',
    metaKey: 'orderList',
    columns: ['created', 'product', 'family', 'amount', 'apr', 'earned', 'status'],
  },
  savings: {
    path: 'savings-order-list',
    metaKey: 'savingsOrderList',
    columns: ['created', 'product', 'amount', 'apr', 'term', 'maturity', 'earned', 'status'],
  },
  dual: {
    path: 'dual-order-list',
    metaKey: 'dualOrderList',
    columns: [
      'created',
      'product',
      'direction',
      'amount',
      'target',
      'apr',
      'settlementTime',
      'settlementPrice',
      'returned',
      'status',
    ],
  },
  defi: {
    path: 'defi-order-list',
    metaKey: 'defiOrderList',
    columns: ['created', 'product', 'stakingAction', 'amount', 'apr', 'processing', 'estimatedComplete', 'status'],
  },
  launchpool: {
    path: 'launch-pool-order-list',
    metaKey: 'launchPoolOrderList',
    columns: ['created', 'product', 'stakingAction', 'amount', 'apr', 'earned', 'status'],
  },
  liquidity: {
    path: 'liquidity-mining-order-list',
    metaKey: 'liquidityMiningOrderList',
    columns: [
      'created',
      'product',
      'liquidityAction',
      'poolAmounts',
      'leverage',
      'positionState',
      'processing',
      'status',
    ],
  },
  structured: {
    path: 'structured-product-order-list',
    metaKey: 'structuredProductOrderList',
    // Price levels fixed at order time (double-win range, smart-leverage breakeven, discount-buy purchase and knock-out
    // price, shark-fin range), leverage, settlement price and what came back.
    columns: [
      'created',
      'product',
      'family',
      'amount',
      'apr',
      'levels',
      'leverage',
      'settlementTime',
      'settlementPrice',
      'returned',
      'status',
    ],
  },
} as const satisfies Record<OrderListId, OrderListSpec>;

/** The list a product type's orders appear in: its family's group, or all orders for a type this build does not know. */
export function orderListOfType(type: number): (typeof ORDER_LISTS)[OrderListId] {
  const family = familyOfType(type);
  return ORDER_LISTS[(family === null ? null : FAMILIES[family].orderGroup) ?? 'all'];
}
