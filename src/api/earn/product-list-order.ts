import { numberAsText, oneOf, textUpTo } from '@/lib/search-readers';
import { DisplayStatus } from './earn-enums';
import type { CoinCatalogue } from './get-coins';
import type { ProductCard } from './product-schema';

/**
 * Search, term filter and order of product lists (the earn home and the family pages): one rule set, so a
 * product sorts and filters the same way wherever it is listed.
 */

export const TERM_FILTERS = ['flexible', 'short', 'long'] as const;
export type TermFilter = (typeof TERM_FILTERS)[number];

export const SORT_KEYS = ['apr-desc', 'apr-asc', 'term-asc', 'term-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Longest coin search a list accepts. */
export const SEARCH_MAX_LENGTH = 20;

/** The list filters of a route's search parameters; a bad value is dropped, never an error. */
export const listSearchShape = {
  q: textUpTo(SEARCH_MAX_LENGTH, numberAsText),
  term: oneOf(TERM_FILTERS),
  sort: oneOf(SORT_KEYS),
};

/** A card with what search and sort need precomputed once, so a keystroke only compares strings. */
export interface ProductEntry {
  card: ProductCard;
  coinName: string;
  /**
   * Every coin the product involves (its own, the return coin, a pair's, an underlying, rewards), as `searchKey`s
   * each after a line break (a search holds none, so it never spans two): the symbols, and the full names
   * after "\n " (so a word of a name follows a space).
   */
  symbolKeys: string;
  nameKeys: string;
  durationSeconds: number;
  aprMax: number;
  aprMin: number;
  /** 0 open for subscription, 1 not yet open, 2 closed (sold out, ended): open products first. */
  openRank: number;
}

const THIRTY_DAYS = 30 * 86_400;

/** How a product's availability reads (spec §4 labels); 'unavailable' is not offered to this visitor. */
export type Availability = 'inProgress' | 'comingSoon' | 'soldOut' | 'ended' | 'unavailable';

export function availabilityOf(status: DisplayStatus): Availability {
  switch (status) {
    case DisplayStatus.Available:
    case DisplayStatus.Default:
      return 'inProgress';
    case DisplayStatus.NotStarted:
      return 'comingSoon';
    case DisplayStatus.Soldout:
      return 'soldOut';
    case DisplayStatus.Offline:
    case DisplayStatus.SubscribeEnd:
      return 'ended';
    default:
      return 'unavailable';
  }
}

function openRank(status: DisplayStatus): number {
  const availability = availabilityOf(status);
  if (availability === 'inProgress') return 0;
  if (availability === 'comingSoon') return 1;
  return 2;
}

/** `coinName` is how the card is titled; `coins` (undefined while the list loads) names the other coins. */
export function toProductEntry(card: ProductCard, coinName: string, coins: CoinCatalogue | undefined): ProductEntry {
  const all = [card.coin, card.return_coin, ...(card.involved_coins ?? [])].map((coin) => coins?.byEnum.get(coin));
  return {
    card,
    coinName,
    symbolKeys: [coinName, ...all.map((c) => c?.name)].map((name) => `\n${searchKey(name)}`).join(''),
    nameKeys: all.map((c) => `\n ${searchKey(c?.fullName)}`).join(''),
    durationSeconds: Number(card.duration),
    // Only used to order the list; the screen shows the exact strings.
    aprMax: Number(card.apy_max_e8),
    aprMin: Number(card.apy_min_e8),
    openRank: openRank(card.display_status),
  };
}

/**
 * Text as search compares it, typed or a coin's name: compatibility forms folded (full-width "ＢＴＣ" is
 * "BTC", an ideographic space a space), case folded, trimmed.
 */
export function searchKey(q: string | undefined): string {
  return (q ?? '').normalize('NFKC').toLowerCase().trim();
}

/**
 * Whether a coin the product involves answers the search (a `searchKey`): a symbol that contains it ("dt"
 * finds USDT) or a full name with a word that starts with it ("usd" finds "Tether USD", "eth" does not).
 * Everything matches an empty search.
 */
export function matchesCoin(entry: ProductEntry, key: string): boolean {
  return key === '' || entry.symbolKeys.includes(key) || entry.nameKeys.includes(` ${key}`);
}

export function matchesTerm(durationSeconds: number, term: TermFilter | undefined): boolean {
  if (term === undefined) return true;
  if (term === 'flexible') return durationSeconds === 0;
  if (term === 'short') return durationSeconds > 0 && durationSeconds <= THIRTY_DAYS;
  return durationSeconds > THIRTY_DAYS;
}

/** Open products first; then the chosen key; a coin that starts with the search beats one that contains it. */
export function compareEntries(sort: SortKey | undefined, key: string): (a: ProductEntry, b: ProductEntry) => number {
  return (a, b) => {
    if (key !== '') {
      // A symbol, or a word of a full name, that starts with the search.
      const starts = (e: ProductEntry) => Number(e.symbolKeys.includes(`\n${key}`) || e.nameKeys.includes(` ${key}`));
      const prefix = starts(b) - starts(a);
      if (prefix !== 0) return prefix;
    }
    const open = a.openRank - b.openRank;
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
