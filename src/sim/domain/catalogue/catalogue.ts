import type { Product } from './product';
import type { CatalogueContext } from './defaults';
import { flexibleProducts } from './flexible';
import { fixedTermProducts } from './fixed-term';
import { dualAssetProducts, wideDualLadder } from './dual-asset';
import { launchpoolProducts } from './launchpool';
import { liquidityProducts } from './liquidity';
import { stakingProducts } from './staking';
import { structuredProducts } from './structured';
import { doubleWinProducts } from './double-win';
import { discountBuyProducts } from './discount-buy';
import { futureBoostProducts } from './future-boost';
import { wealthProducts } from './wealth';
import { legacyProducts } from './legacy';
import { extraProducts } from './extra';

/** The hand-made catalogue: every family, every product type, every availability state. */
function baseCatalogue(ctx: CatalogueContext): Product[] {
  return [
    ...legacyProducts(ctx),
    ...flexibleProducts(ctx),
    ...fixedTermProducts(ctx),
    ...dualAssetProducts(ctx),
    ...launchpoolProducts(ctx),
    ...liquidityProducts(ctx),
    ...stakingProducts(ctx),
    ...structuredProducts(ctx),
    ...wealthProducts(ctx),
    ...doubleWinProducts(ctx),
    ...discountBuyProducts(ctx),
    ...futureBoostProducts(ctx),
  ];
}

export class Catalogue {
  readonly products: readonly Product[];
  private readonly byId: Map<string, Product>;

  constructor(products: Product[]) {
    this.products = products;
    this.byId = new Map(products.map((p) => [p.id, p]));
    if (this.byId.size !== products.length) throw new Error('duplicate product id in the catalogue');
  }

  get(id: string): Product | undefined {
    return this.byId.get(id);
  }

  ofType(type: number): Product[] {
    return this.products.filter((p) => p.type === type);
  }
}

/**
 * Builds the catalogue; `size` above the hand-made count widens the BTC/USDT dual ladder to 100 quotes and
 * fills the rest with seeded filler products.
 */
export function buildCatalogue(ctx: CatalogueContext, seed: number, size?: number): Catalogue {
  const base = baseCatalogue(ctx);
  if (!size || size <= base.length) return new Catalogue(base);
  const wide = wideDualLadder(ctx).slice(0, size - base.length);
  return new Catalogue([...base, ...wide, ...extraProducts(ctx, size - base.length - wide.length, seed)]);
}
