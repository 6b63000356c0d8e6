import { DualDirection } from '@/api/earn/earn-enums';
import type { Product } from '../catalogue/product';
import { coin as coinOf } from '../coins';
import { dec, type Dec } from '../money';
import { DAY } from '../time';
import type { World } from '../world';

/** How the exchange prices a dual-asset target, for the quote ladder and for a renewed cycle alike. */

/** Option-like APR: higher near spot, lower far away, scaled by the coin's volatility and the term. */
export function dualApr(base: number, distance: number, termMs: number): Dec {
  const daily = coinOf(base).volatility;
  const termDays = Math.max(termMs / DAY, 1 / 24);
  const raw = daily * Math.sqrt(365) * 1.2 * Math.exp(-distance / (daily * Math.sqrt(termDays) * 1.3));
  return dec(Math.min(3, Math.max(0.02, raw)).toFixed(4));
}

/**
 * Whether the index has not reached a target yet: the ladder is quoted from the window's opening price, and a
 * "sell high" at or below spot (a "buy low" at or above) would convert at once, at a worse price than the market's.
 */
export function targetOpen(world: World, product: Product, target: Dec): boolean {
  if (!product.dual) return false;
  const side = target.comparedTo(world.prices.cross(product.dual.base, product.dual.quote, world.now()));
  return product.dual.direction === DualDirection.BuyLow ? side < 0 : side > 0;
}
