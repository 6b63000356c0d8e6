import { oneOf, textMatching, wholeNumberAsText } from '@/lib/search-readers';

/**
 * Search parameters of /earn/dual-asset-mining: `coin` (a base coin such as BTC, or a pair such as
 * BTC-USDC), `direction` (buy-low / sell-high) and `id` (a product id: its pair, direction and row).
 * Each is validated on its own; a hostile or malformed value is dropped, the others are kept.
 */
export const DUAL_DIRECTIONS = ['buy-low', 'sell-high'] as const;
export type DualDirectionParam = (typeof DUAL_DIRECTIONS)[number];

export interface DualSearch {
  coin?: string;
  direction?: DualDirectionParam;
  id?: string;
}

const readCoin = textMatching(/^[A-Za-z0-9]{2,12}(?:-[A-Za-z0-9]{2,12})?$/);
const readDirection = oneOf(DUAL_DIRECTIONS);
// Numbers in the URL arrive parsed (?id=2001 -> 2001).
const readId = textMatching(/^\d{1,19}$/, wholeNumberAsText);

export function dualRouteSearch(raw: Record<string, unknown>): DualSearch {
  const search: DualSearch = {};
  const coin = readCoin(raw.coin);
  if (coin !== undefined) search.coin = coin.toUpperCase();
  const direction = readDirection(raw.direction);
  if (direction !== undefined) search.direction = direction;
  const id = readId(raw.id);
  if (id !== undefined) search.id = id;
  return search;
}
