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
import { FAMILIES, familyOfType, familyRank, type FamilyId } from '@/products/families';
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
export function toListedProducts(
  cards: readonly ProductCard[],
  coins: CoinCatalogue | undefined,
  offered: (card: ProductCard) => boolean,
): ListedProduct[] {
  return cards.flatMap((card) => {
    // A type this build does not know has no page to link to: it is not listed.
    const family = familyOfType(card.product_type);
    const name = (coin: number) => productCoinLabel(coins, coin, coin === card.coin ? card.product_name : undefined);
    return !offered(card) || family === null
      ? []
      : [{ ...toProductEntry(card, name(card.coin), coins), family, returnCoinName: name(card.return_coin) }];
  });
}

export interface FilterContext {
  /** Coins the user holds; only used when `held` is set. */
  heldCoins: ReadonlySet<number> | null;
}

export function filterProducts(
  products: readonly ListedProduct[],
  search: HomeSearch,
  context: FilterContext,
): ListedProduct[] {
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
  /** Null for the one list of every family that a chosen sort makes. */
  family: FamilyId | null;
  products: ListedProduct[];
}

/**
 * Without a sort, products are grouped by family in the families' order. A chosen sort orders every card
 * together, across families: "APR: highest first" means the highest APR of all, not of each family. A
 * product that has no APR (its payout follows the price at settlement) comes after those that have one,
 * whichever way APR is sorted.
 */
export function groupByFamily(products: readonly ListedProduct[], search: HomeSearch): FamilyGroup[] {
  const compare = compareEntries(search.sort, searchKey(search.q));
  if (search.sort !== undefined) {
    const byApr = search.sort === 'apr-desc' || search.sort === 'apr-asc';
    const noApr = (p: ListedProduct) => Number(byApr && FAMILIES[p.family].rate === 'settlement');
    const all = [...products].sort((a, b) => a.openRank - b.openRank || noApr(a) - noApr(b) || compare(a, b));
    return all.length === 0 ? [] : [{ family: null, products: all }];
  }
  const groups = new Map<FamilyId, ListedProduct[]>();
  for (const product of products) {
    const list = groups.get(product.family);
    if (list) list.push(product);
    else groups.set(product.family, [product]);
  }
  return [...groups]
    .sort(([a], [b]) => familyRank(a) - familyRank(b))
    .map(([family, list]) => ({ family, products: list.sort(compare) }));
}
