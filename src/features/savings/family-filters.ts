import { DisplayStatus, type ProductType } from '@/api/earn/earn-enums';
import type { ProductCard } from '@/api/earn/product-schema';
import type { FamilySearch, SortKey, TermFilter } from './family-pages';

/** A listed product with what search and sort need precomputed, so a keystroke only compares strings. */
export interface FamilyItem {
  card: ProductCard;
  coinName: string;
  coinKey: string;
  durationSeconds: number;
  aprMax: number;
  aprMin: number;
  /** 0 open, 1 not open yet, 2 closed: open products first. */
  openRank: number;
}

const THIRTY_DAYS = 30 * 86_400;

function openRank(status: DisplayStatus): number {
  if (status === DisplayStatus.Available || status === DisplayStatus.Default) return 0;
  if (status === DisplayStatus.NotStarted) return 1;
  return 2;
}

export function toFamilyItems(cards: readonly ProductCard[], coinName: (coin: number) => string): FamilyItem[] {
  return cards.map((card) => {
    const name = coinName(card.coin);
    return {
      card,
      coinName: name,
      coinKey: name.toUpperCase(),
      durationSeconds: Number(card.duration),
      // Only for ordering; amounts and rates on screen come from the exact strings.
      aprMax: Number(card.apy_max_e8),
      aprMin: Number(card.apy_min_e8),
      openRank: openRank(card.display_status),
    };
  });
}

export function matchesTerm(durationSeconds: number, term: TermFilter | undefined): boolean {
  if (term === undefined) return true;
  if (term === 'flexible') return durationSeconds === 0;
  if (term === 'short') return durationSeconds > 0 && durationSeconds <= THIRTY_DAYS;
  return durationSeconds > THIRTY_DAYS;
}

function comparator(sort: SortKey | undefined, query: string): (a: FamilyItem, b: FamilyItem) => number {
  return (a, b) => {
    if (query !== '') {
      const prefix = Number(b.coinKey.startsWith(query)) - Number(a.coinKey.startsWith(query));
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

/**
 * The visible list: products offered to this visitor (`offered`: not forbidden, rollout scene on) of the
 * types shown, matching the coin search and term, in the chosen order.
 */
export function visibleItems(
  items: readonly FamilyItem[],
  search: FamilySearch,
  types: readonly ProductType[],
  offered: (card: ProductCard) => boolean,
): FamilyItem[] {
  const query = (search.q ?? '').trim().toUpperCase();
  return items
    .filter(
      (item) =>
        types.includes(item.card.product_type) &&
        offered(item.card) &&
        (query === '' || item.coinKey.includes(query)) &&
        matchesTerm(item.durationSeconds, search.term),
    )
    .sort(comparator(search.sort, query));
}
