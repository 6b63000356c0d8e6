import * as z from 'zod/mini';

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

const coinSchema = z.string().check(z.regex(/^[A-Za-z0-9]{2,12}(?:-[A-Za-z0-9]{2,12})?$/));
const directionSchema = z.enum(DUAL_DIRECTIONS);
const idSchema = z.string().check(z.regex(/^\d{1,19}$/));

export function dualRouteSearch(raw: Record<string, unknown>): DualSearch {
  const search: DualSearch = {};
  const coin = coinSchema.safeParse(raw.coin);
  if (coin.success) search.coin = coin.data.toUpperCase();
  const direction = directionSchema.safeParse(raw.direction);
  if (direction.success) search.direction = direction.data;
  // Numbers in the URL arrive parsed (?id=2001 -> 2001).
  const id = idSchema.safeParse(typeof raw.id === 'number' && Number.isSafeInteger(raw.id) ? String(raw.id) : raw.id);
  if (id.success) search.id = id.data;
  return search;
}
