import { ProductType } from '@/api/earn/earn-enums';

/** The product families a bill export can be narrowed to, as the user thinks of them. */
export const PRODUCT_GROUPS = [
  { id: 'savings', types: [ProductType.Flexible, ProductType.FixedTerm] },
  { id: 'dual', types: [ProductType.Dual] },
  { id: 'onchain', types: [ProductType.Pos, ProductType.Defi] },
  { id: 'liquidity', types: [ProductType.Liquidity] },
  { id: 'launchpool', types: [ProductType.Launch] },
  { id: 'advanced', types: [ProductType.StructuredProduct, ProductType.DoubleWin, ProductType.Discount, ProductType.FutureBoost] },
  { id: 'wealth', types: [ProductType.Wealth, ProductType.FundPoolPremium, ProductType.NetWorth] },
] as const satisfies ReadonlyArray<{ id: string; types: readonly ProductType[] }>;

export type ProductGroupId = (typeof PRODUCT_GROUPS)[number]['id'];

export function groupTypes(id: ProductGroupId | 'all'): ProductType[] {
  return id === 'all' ? [] : [...(PRODUCT_GROUPS.find((g) => g.id === id)?.types ?? [])];
}

/** The families a request covers, for its row in the list; empty means every product. */
export function groupsOf(types: readonly ProductType[]): ProductGroupId[] {
  return PRODUCT_GROUPS.filter((g) => g.types.some((t) => types.includes(t))).map((g) => g.id);
}
