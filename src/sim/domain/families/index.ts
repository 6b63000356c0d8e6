import { ProductType } from '@/api/earn/earn-enums';
import type { Product } from '../catalogue/product';
import { discountBuy } from './discount-buy';
import { doubleWin } from './double-win';
import { dual } from './dual';
import type { SimFamily } from './family-rules';
import { fixedTerm } from './fixed-term';
import { flexible } from './flexible';
import { cloud, defi } from './legacy';
import { launchpool } from './launchpool';
import { liquidity } from './liquidity';
import { smartLeverage } from './smart-leverage';
import { staking } from './staking';
import { structured } from './structured';
import { fundPoolPremium, privateWealth, wealth } from './wealth';

export type { SimFamily } from './family-rules';

/** Every product type the simulator serves, with its family's rules. */
export const FAMILIES: Readonly<Record<ProductType, SimFamily>> = {
  [ProductType.Cloud]: cloud,
  [ProductType.Defi]: defi,
  [ProductType.Dual]: dual,
  [ProductType.Launch]: launchpool,
  [ProductType.Flexible]: flexible,
  [ProductType.Liquidity]: liquidity,
  [ProductType.FixedTerm]: fixedTerm,
  [ProductType.StructuredProduct]: structured,
  [ProductType.Pos]: staking,
  [ProductType.Wealth]: wealth,
  [ProductType.DoubleWin]: doubleWin,
  [ProductType.Discount]: discountBuy,
  [ProductType.FutureBoost]: smartLeverage,
  [ProductType.FundPoolPremium]: fundPoolPremium,
  [ProductType.NetWorth]: privateWealth,
};

/** The rules of a product type; undefined for a type the simulator does not serve. */
export function familyOfType(type: number): SimFamily | undefined {
  return (FAMILIES as Readonly<Record<number, SimFamily | undefined>>)[type];
}

/** The rules of a product's family. */
export function familyOf(product: Pick<Product, 'type'>): SimFamily {
  const family = familyOfType(product.type);
  if (!family) throw new Error(`no simulator family for product type ${product.type}`);
  return family;
}

/** How each family keeps positions: one aggregated per user and product, or one per order. */
export function isAggregated(product: Product): boolean {
  return familyOf(product).aggregated === true && product.durationMs === 0;
}

/** Settled at expiry against the price (no interest accrual, a payoff instead). */
export function isSettled(product: Product): boolean {
  return familyOf(product).settled === true;
}

/** Term products that accrue interest and pay principal plus interest at maturity. */
export function isTerm(product: Product): boolean {
  return product.durationMs > 0 && !isSettled(product) && product.family !== 'liquidity';
}
