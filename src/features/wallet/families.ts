import { ProductType } from '@/api/earn/earn-enums';

/** The order in which product families are listed: the everyday products first. */
export const FAMILY_ORDER: readonly ProductType[] = [
  ProductType.Flexible,
  ProductType.FixedTerm,
  ProductType.Pos,
  ProductType.Defi,
  ProductType.Launch,
  ProductType.Liquidity,
  ProductType.Dual,
  ProductType.DoubleWin,
  ProductType.Discount,
  ProductType.FutureBoost,
  ProductType.StructuredProduct,
  ProductType.Wealth,
  ProductType.FundPoolPremium,
  ProductType.NetWorth,
  ProductType.Cloud,
];

/** Translation key of a family's name in the `wallet` namespace. */
export function familyKey(type: number): string {
  return (FAMILY_ORDER as readonly number[]).includes(type) ? `family.${type}` : 'family.other';
}

export function familyRank(type: number): number {
  const index = (FAMILY_ORDER as readonly number[]).indexOf(type);
  return index === -1 ? FAMILY_ORDER.length : index;
}
