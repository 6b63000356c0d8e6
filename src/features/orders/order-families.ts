import { ProductType } from '@/api/earn/earn-enums';

/**
 * The seven order pages share one list; each family decides which orders it asks for and which columns it
 * shows (the detail view always shows everything the order carries).
 */
export type OrderFamilyId = 'all' | 'savings' | 'dual' | 'defi' | 'launchpool' | 'liquidity' | 'structured';

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
  | 'status';

export interface OrderFamily {
  id: OrderFamilyId;
  /** null: every product type. */
  productTypes: readonly ProductType[] | null;
  columns: readonly ColumnId[];
}

export const ORDER_FAMILIES: Readonly<Record<OrderFamilyId, OrderFamily>> = {
  all: {
    id: 'all',
    productTypes: null,
    columns: ['created', 'product', 'family', 'amount', 'apr', 'earned', 'status'],
  },
  savings: {
    id: 'savings',
    // Principal-protected interest products: flexible and fixed savings and the managed fixed-term pools.
    productTypes: [ProductType.Flexible, ProductType.FixedTerm, ProductType.Wealth, ProductType.FundPoolPremium, ProductType.NetWorth],
    columns: ['created', 'product', 'amount', 'apr', 'term', 'maturity', 'earned', 'status'],
  },
  dual: {
    id: 'dual',
    productTypes: [ProductType.Dual],
    columns: ['created', 'product', 'direction', 'amount', 'target', 'apr', 'settlementTime', 'settlementPrice', 'returned', 'status'],
  },
  defi: {
    id: 'defi',
    // On-chain earn: proof-of-stake staking and the older DeFi products.
    productTypes: [ProductType.Pos, ProductType.Defi],
    columns: ['created', 'product', 'stakingAction', 'amount', 'apr', 'processing', 'estimatedComplete', 'status'],
  },
  launchpool: {
    id: 'launchpool',
    productTypes: [ProductType.Launch],
    columns: ['created', 'product', 'stakingAction', 'amount', 'apr', 'earned', 'status'],
  },
  liquidity: {
    id: 'liquidity',
    productTypes: [ProductType.Liquidity],
    columns: ['created', 'product', 'liquidityAction', 'poolAmounts', 'leverage', 'positionState', 'processing', 'status'],
  },
  structured: {
    id: 'structured',
    // Products whose outcome depends on a settlement price: structured, double-win, discount buy, smart leverage.
    productTypes: [ProductType.StructuredProduct, ProductType.DoubleWin, ProductType.Discount, ProductType.FutureBoost],
    columns: ['created', 'product', 'family', 'amount', 'apr', 'term', 'maturity', 'earned', 'status'],
  },
};

/** The all-orders page may narrow to one family; the family pages are fixed. */
export const FAMILY_FILTERS = ['savings', 'dual', 'defi', 'launchpool', 'liquidity', 'structured'] as const satisfies readonly OrderFamilyId[];
export type FamilyFilter = (typeof FAMILY_FILTERS)[number];

/** The product types a list asks for: the page's family, narrowed by the all-orders page's filter. */
export function productTypesFor(family: OrderFamilyId, filter: FamilyFilter | undefined): readonly ProductType[] | null {
  if (family === 'all' && filter) return ORDER_FAMILIES[filter].productTypes;
  return ORDER_FAMILIES[family].productTypes;
}

/** Translation key of a product type's name (namespace `orders`). */
export function productTypeKey(type: number): string {
  return (Object.values(ProductType) as number[]).includes(type) ? `productType.${type}` : 'productType.other';
}
