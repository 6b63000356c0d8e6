import type { Family, Product } from './catalogue/product';

/** How each family keeps positions: one aggregated per user and product, or one per order. */
const AGGREGATED: ReadonlySet<Family> = new Set<Family>(['flexible', 'launchpool', 'pos']);
const SETTLED: ReadonlySet<Family> = new Set<Family>(['dual', 'double-win', 'discount-buy', 'future-boost', 'structured']);

export function isAggregated(product: Product): boolean {
  return AGGREGATED.has(product.family) && product.durationMs === 0;
}

/** Settled at expiry against the price (no interest accrual, a payoff instead). */
export function isSettled(product: Product): boolean {
  return SETTLED.has(product.family);
}

/** Term products that accrue interest and pay principal plus interest at maturity. */
export function isTerm(product: Product): boolean {
  return product.durationMs > 0 && !isSettled(product) && product.family !== 'liquidity';
}

export function needsQuote(product: Product): boolean {
  return product.family === 'dual' || product.family === 'double-win' || product.family === 'discount-buy' || product.family === 'future-boost';
}
