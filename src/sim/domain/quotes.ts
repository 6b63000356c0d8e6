import type { Product } from './catalogue/product';
import { familyOf } from './families';
import { checkedOffer, offerIn } from './families/offer';
import { currentWindow, type Offer } from './quote-window';
import type { World } from './world';

/**
 * Quotes of the quoted families. A quote is a pure function of (product, quote time, step), so it needs no
 * storage: its id carries the quote time and lifetime, and pay-order recomputes it to check it (the window
 * and id rules: `quote-window.ts`). Each family builds its own quotes in its module under `families/`.
 */
export { currentWindow, tick, type Offer } from './quote-window';
export { dualQuotes } from './families/dual';
export { targetOpen } from './families/dual-pricing';
export { customDoubleWinRange } from './families/double-win';
export { MAX_QUOTE_DRIFT } from './families/offer';

/** The current offer of a family quoted as an offer: price levels fixed for the quote window. */
export function offerFor(world: World, product: Product, window = currentWindow(world)): Offer | null {
  const rules = familyOf(product).offers;
  return rules ? offerIn(world, product, rules, window) : null;
}

/** The offer of a quote id, refused when expired (341), not the product's or spot moved more than 5 % since (340). */
export function offerById(world: World, product: Product, id: string): Offer {
  return checkedOffer(world, product, id, familyOf(product).offers);
}
