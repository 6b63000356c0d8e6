import type { Product } from './catalogue/product';
import { familyOf } from './families';
import { bonusAt } from './interest';
import { dec, ZERO, type Dec } from './money';
import type { World } from './world';

/**
 * A product's APR range at the world's now: tiers for savings (plus a running bonus), the live quote ladder
 * for dual asset, fee income for pools, the reward share for launchpools (each family's `aprRange` in its
 * module under `families/`). Cards, details and the APR history all read it, so they quote one figure.
 */
export function aprRange(world: World, product: Product): { min: Dec; max: Dec } {
  const own = familyOf(product).aprRange;
  if (own) return own(world, product);
  const now = world.now();
  const aprs = product.tiers.map((t) => dec(t.apr));
  const bonus = bonusAt(product, now);
  const low = aprs.reduce((a, b) => (b.lessThan(a) ? b : a), aprs[0] ?? ZERO);
  const high = aprs.reduce((a, b) => (b.greaterThan(a) ? b : a), aprs[0] ?? ZERO);
  return { min: low.plus(bonus), max: high.plus(bonus) };
}
