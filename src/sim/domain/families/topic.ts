import { DisplayStatus } from '@/api/earn/earn-enums';
import type { Product } from '../catalogue/product';
import { displayStatusFor } from '../eligibility';
import type { World } from '../world';

/**
 * What the families' earn-socket topics share: the products of a type on offer to everyone, optionally of
 * one base coin (`arg`, the coin enum after the topic's colon).
 */
export function liveProducts(
  world: World,
  type: number,
  arg: number | null,
  baseOf: (p: Product) => number | undefined,
): Product[] {
  return world.catalogue
    .ofType(type)
    .filter((p) => (arg === null || baseOf(p) === arg) && displayStatusFor(world, p, null) === DisplayStatus.Available);
}
