import { oneOf, textMatching } from '@/lib/search-readers';

/**
 * Search parameters of /earn/liquidity-mining: `tab` (pool-list, mining, swap, my-liquidity) and `pool` (a
 * pair such as BTC-USDT). Each is validated on its own; a hostile or malformed value is dropped.
 */
export const LIQUIDITY_TABS = ['pool-list', 'mining', 'swap', 'my-liquidity'] as const;
export type LiquidityTab = (typeof LIQUIDITY_TABS)[number];

export interface LiquiditySearch {
  tab?: LiquidityTab;
  pool?: string;
}

const readTab = oneOf(LIQUIDITY_TABS);
const readPool = textMatching(/^[A-Za-z0-9]{2,12}-[A-Za-z0-9]{2,12}$/);

export function liquidityRouteSearch(raw: Record<string, unknown>): LiquiditySearch {
  const search: LiquiditySearch = {};
  const tab = readTab(raw.tab);
  if (tab !== undefined) search.tab = tab;
  const pool = readPool(raw.pool);
  if (pool !== undefined) search.pool = pool.toUpperCase();
  return search;
}
