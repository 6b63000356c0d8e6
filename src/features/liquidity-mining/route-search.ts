import * as z from 'zod/mini';

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

const tabSchema = z.enum(LIQUIDITY_TABS);
const poolSchema = z.string().check(z.regex(/^[A-Za-z0-9]{2,12}-[A-Za-z0-9]{2,12}$/));

export function liquidityRouteSearch(raw: Record<string, unknown>): LiquiditySearch {
  const search: LiquiditySearch = {};
  const tab = tabSchema.safeParse(raw.tab);
  if (tab.success) search.tab = tab.data;
  const pool = poolSchema.safeParse(raw.pool);
  if (pool.success) search.pool = pool.data.toUpperCase();
  return search;
}
