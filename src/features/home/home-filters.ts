import { DisplayStatus } from '@/api/earn/earn-enums';
import type { ProductCard } from '@/api/earn/product-schema';
import { familyOfType, familyRank, type HomeFamily } from './product-families';

/** Filter state of the home page; it lives in the URL's search parameters (typed by the route). */
export const TERM_FILTERS = ['flexible', 'short', 'long'] as const;
export type TermFilter = (typeof TERM_FILTERS)[number];

export const SORT_KEYS = ['apr-desc', 'apr-asc', 'term-asc', 'term-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface HomeSearch {
  /** Coin typed in the search box. */
  q?: string;
  family?: HomeFamily;
  term?: TermFilter;
  /** Only coins the user holds (logged-in users). */
  held?: boolean;
  sort?: SortKey;
}

/** A card with what the list needs precomputed once, so a keystroke only compares strings. */
export interface ListedProduct {
  card: ProductCard;
  family: HomeFamily;
  coinName: string;
  /** Upper-cased coin name for case-insensitive matching. */
  coinKey: string;
  durationSeconds: number;
  aprMax: number;
  aprMin: number;
  /** 0 open for subscription, 1 not yet open, 2 closed (sold out, ended): open products first. */
  availabilityRank: number;
}

const THIRTY_DAYS = 30 * 86_400;

function availabilityRank(status: DisplayStatus): number {
  if (status === DisplayStatus.Available || status === DisplayStatus.Default) return 0;
  if (status === DisplayStatus.NotStarted) return 1;
  return 2;
}

/** Forbidden products are not offered to this visitor (market or rollout): they are not listed at all. */
export function toListedProducts(cards: readonly ProductCard[], coinName: (coin: number) => string): ListedProduct[] {
  return cards
    .filter((card) => card.display_status !== DisplayStatus.Forbidden)
    .map((card) => {
      const name = coinName(card.coin);
      return {
        card,
        family: familyOfType(card.product_type),
        coinName: name,
        coinKey: name.toUpperCase(),
        durationSeconds: Number(card.duration),
        // Only used to order the list; the screen shows the exact strings.
        aprMax: Number(card.apy_max_e8),
        aprMin: Number(card.apy_min_e8),
        availabilityRank: availabilityRank(card.display_status),
      };
    });
}

export function matchesTerm(durationSeconds: number, term: TermFilter | undefined): boolean {
  if (term === undefined) return true;
  if (term === 'flexible') return durationSeconds === 0;
  if (term === 'short') return durationSeconds > 0 && durationSeconds <= THIRTY_DAYS;
  return durationSeconds > THIRTY_DAYS;
}

export interface FilterContext {
  /** Coins the user holds; only used when `held` is set. */
  heldCoins: ReadonlySet<number> | null;
}

export function filterProducts(products: readonly ListedProduct[], search: HomeSearch, context: FilterContext): ListedProduct[] {
  const query = (search.q ?? '').trim().toUpperCase();
  const held = search.held && context.heldCoins ? context.heldCoins : null;
  return products.filter(
    (p) =>
      (query === '' || p.coinKey.includes(query)) &&
      (search.family === undefined || p.family === search.family) &&
      matchesTerm(p.durationSeconds, search.term) &&
      (held === null || held.has(p.card.coin)),
  );
}

function compareBy(sort: SortKey | undefined, query: string): (a: ListedProduct, b: ListedProduct) => number {
  return (a, b) => {
    // A coin that starts with what was typed beats one that only contains it.
    if (query !== '') {
      const prefix = Number(b.coinKey.startsWith(query)) - Number(a.coinKey.startsWith(query));
      if (prefix !== 0) return prefix;
    }
    const open = a.availabilityRank - b.availabilityRank;
    switch (sort) {
      case 'apr-desc':
        return open || b.aprMax - a.aprMax || a.durationSeconds - b.durationSeconds;
      case 'apr-asc':
        return open || a.aprMin - b.aprMin || a.durationSeconds - b.durationSeconds;
      case 'term-asc':
        return open || a.durationSeconds - b.durationSeconds || b.aprMax - a.aprMax;
      case 'term-desc':
        return open || b.durationSeconds - a.durationSeconds || b.aprMax - a.aprMax;
      default:
        return open;
    }
  };
}

export interface FamilyGroup {
  family: HomeFamily;
  products: ListedProduct[];
}

/** Groups filtered products by family, in the families' order; each group sorted by the chosen key. */
export function groupByFamily(products: readonly ListedProduct[], search: HomeSearch): FamilyGroup[] {
  const groups = new Map<HomeFamily, ListedProduct[]>();
  for (const product of products) {
    const list = groups.get(product.family);
    if (list) list.push(product);
    else groups.set(product.family, [product]);
  }
  const compare = compareBy(search.sort, (search.q ?? '').trim().toUpperCase());
  return [...groups]
    .sort(([a], [b]) => familyRank(a) - familyRank(b))
    .map(([family, list]) => ({ family, products: list.sort(compare) }));
}
