import type { Product } from './catalogue/product';
import { SimCode, fail } from './errors';
import { familyOf } from './families';
import { dec, type Dec } from './money';
import type { World } from './world';

/**
 * A change of a savings product's rates (`?sim=apr:<product>:<points>`): every tier moves by `delta` (a
 * fraction: -0.004 is 0.40 percentage points down) from `at` on. Flexible rates float like this on a real
 * exchange; a term position keeps the APR it was opened at. Saved with the world and laid over the seeded
 * catalogue whenever it is rebuilt.
 */
export interface AprMove {
  productId: string;
  at: number;
  delta: string;
}

/** Products whose rate is their tiers (no quotes, pool fees or reward shares): only these can be moved. */
export function hasMovableRate(product: Product): boolean {
  return familyOf(product).aprRange === undefined && product.tiers.length > 0;
}

/** Lays one move over the catalogue's product: new tier objects, never floored below zero. */
export function applyAprMove(product: Product, delta: Dec): void {
  product.tiers = product.tiers.map((tier) => {
    const apr = atLeastZero(dec(tier.apr).plus(delta));
    const reward = dec(tier.rewardApr);
    return { ...tier, apr: apr.toFixed(), rewardApr: (reward.greaterThan(apr) ? apr : reward).toFixed() };
  });
}

function atLeastZero(value: Dec): Dec {
  return value.lessThan(0) ? dec(0) : value;
}

/** Moves a product's rates now (the control of `?sim=apr:` and `POST /__sim/directives`). */
export function moveApr(world: World, productId: string, delta: Dec): AprMove {
  world.sync();
  const product = world.product(productId);
  if (!product || !hasMovableRate(product)) fail(SimCode.ProductNotFound, 'no product with a rate of its own');
  const move: AprMove = { productId, at: world.now(), delta: delta.toFixed() };
  (world.state.aprMoves ??= []).push(move);
  applyAprMove(product, delta);
  return move;
}

/** The moves made after `at` to a product, summed: what to take off today's rate to read the rate then. */
export function movedSince(world: World, productId: string, at: number): Dec {
  return (world.state.aprMoves ?? [])
    .filter((m) => m.productId === productId && m.at > at)
    .reduce((sum, m) => sum.plus(m.delta), dec(0));
}
