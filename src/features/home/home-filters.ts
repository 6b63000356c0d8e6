import {
  compareEntries,
  matchesCoin,
  matchesTerm,
  searchKey,
  toProductEntry,
  type ProductEntry,
  type SortKey,
  type TermFilter,
} from '@/api/earn/product-list-order';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { ProductCard } from '@/api/earn/product-schema';
import { familyOfType, familyRank, type FamilyId } from '@/products/families';
import { productCoinLabel } from '@/products/use-coins';

/** Filter state of the home page; it lives in the URL's search parameters (typed by the route). */
export interface HomeSearch {
  /** Coin typed in the search box: a symbol or a full name of any coin a product involves. */
  q?: string;
  family?: FamilyId;
  term?: TermFilter;
  /** Only coins the user holds (logged-in users). */
  held?: boolean;
  sort?: SortKey;
  /** A product without a page of its own, whose terms are open in a dialog (see ProductAbout). */
  product?: string;
}

/** A listed card and its family. */
export interface ListedProduct extends ProductEntry {
  family: FamilyId;
  /** The coin principal or rewards may come back in (dual asset, launchpool). */
  returnCoinName: string;
}

/**
 * Only products offered to this visitor (`offered`: gray release, market) are listed at all. Without the coin
 * list, a card is named by its product's own name, never by the coin's number.
 */
export function toListedProducts(cards: readonly ProductCard[], coins: CoinCatalogue | undefined, offered: (card: ProductCard) => boolean): ListedProduct[] {
  return cards
    .flatMap((card) => {
      // A type this build does not know has no page to link to: it is not listed.
      const family = familyOfType(card.product_type);
      const name = (coin: number) => productCoinLabel(coins, coin, coin === card.coin ? card.product_name : undefined);
      return !offered(card) || family === null ? [] : [{ ...toProductEntry(card, name(card.coin), coins), family, returnCoinName: name(card.return_coin) }];
    });
}

export interface FilterContext {
  /** Coins the user holds; only used when `held` is set. */
  heldCoins: ReadonlySet<number> | null;
}

export function filterProducts(products: readonly ListedProduct[], search: HomeSearch, context: FilterContext): ListedProduct[] {
  const query = searchKey(search.q);
  const held = search.held && context.heldCoins ? context.heldCoins : null;
  return products.filter(
    (p) =>
      matchesCoin(p, query) &&
      (search.family === undefined || p.family === search.family) &&
      matchesTerm(p.durationSeconds, search.term) &&
      (held === null || held.has(p.card.coin)),
  );
}

export interface FamilyGroup {
  family: FamilyId;
  products: ListedProduct[];
}

/** Groups filtered products by family, in the families' order; each group sorted by the chosen key. */
export function groupByFamily(products: readonly ListedProduct[], search: HomeSearch): FamilyGroup[] {
  const groups = new Map<FamilyId, ListedProduct[]>();
  for (const product of products) {
    const list = groups.get(product.family);
    if (list) list.push(product);
    else groups.set(product.family, [product]);
  }
  const compare = compareEntries(search.sort, searchKey(search.q));
  return [...groups]
    .sort(([a], [b]) => familyRank(a) - familyRank(b))
    .map(([family, list]) => ({ family, products: list.sort(compare) }));
}
