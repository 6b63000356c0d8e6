import type { ProductType } from '@/api/earn/earn-enums';
import {
  compareEntries,
  matchesCoin,
  matchesTerm,
  searchKey,
  toProductEntry,
  type ProductEntry,
} from '@/api/earn/product-list-order';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { ProductCard } from '@/api/earn/product-schema';
import type { FamilySearch } from './family-pages';

export function toFamilyItems(cards: readonly ProductCard[], coins: CoinCatalogue | undefined): ProductEntry[] {
  return cards.map((card) => toProductEntry(card, coinName(coins, card.coin), coins));
}

/**
 * The visible list: products offered to this visitor (`offered`: not forbidden, rollout scene on) of the
 * types shown, matching the coin search and term, in the chosen order.
 */
export function visibleItems(
  items: readonly ProductEntry[],
  search: FamilySearch,
  types: readonly ProductType[],
  offered: (card: ProductCard) => boolean,
): ProductEntry[] {
  const query = searchKey(search.q);
  return items
    .filter(
      (item) =>
        types.includes(item.card.product_type) &&
        offered(item.card) &&
        matchesCoin(item, query) &&
        matchesTerm(item.durationSeconds, search.term),
    )
    .sort(compareEntries(search.sort, query));
}
