import { ProductType } from '@/api/earn/earn-enums';

/**
 * The product families of the home page (spec §1), in the order they are shown: savings first, then
 * on-chain, then the advanced (principal-at-risk) products, then the managed ones. Retired types last.
 */
export const HOME_FAMILIES = [
  'flexible',
  'fixed',
  'pos',
  'defi',
  'dual',
  'launchpool',
  'liquidity',
  'double-win',
  'discount-buy',
  'smart-leverage',
  'structured',
  'wealth',
  'fund-pool-premium',
  'private-wealth',
  'cloud',
] as const;
export type HomeFamily = (typeof HOME_FAMILIES)[number];

const FAMILY_OF_TYPE: Readonly<Record<ProductType, HomeFamily>> = {
  [ProductType.Cloud]: 'cloud',
  [ProductType.Defi]: 'defi',
  [ProductType.Dual]: 'dual',
  [ProductType.Launch]: 'launchpool',
  [ProductType.Flexible]: 'flexible',
  [ProductType.Liquidity]: 'liquidity',
  [ProductType.FixedTerm]: 'fixed',
  [ProductType.StructuredProduct]: 'structured',
  [ProductType.Pos]: 'pos',
  [ProductType.Wealth]: 'wealth',
  [ProductType.DoubleWin]: 'double-win',
  [ProductType.Discount]: 'discount-buy',
  [ProductType.FutureBoost]: 'smart-leverage',
  [ProductType.FundPoolPremium]: 'fund-pool-premium',
  [ProductType.NetWorth]: 'private-wealth',
};

export function familyOfType(type: ProductType): HomeFamily {
  return FAMILY_OF_TYPE[type];
}

export function familyRank(family: HomeFamily): number {
  return HOME_FAMILIES.indexOf(family);
}
