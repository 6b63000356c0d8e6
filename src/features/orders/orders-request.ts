import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { QueryOrdersRequest } from '@/api/earn/query-orders';
import { typesOfGroup } from '@/products/families';
import type { OrderListId } from '@/products/order-lists';
import type { OrderSearch } from './order-search';
import { STATUS_PARAMS } from './order-search';

const ORDERS_PAGE_SIZE = 20;
const DAY_SECONDS = 86_400;

/** `2024-05-01` -> its first or last second, UTC (the exchange's days). */
export function utcDayEdge(date: string, edge: 'start' | 'end'): string {
  const start = Date.parse(`${date}T00:00:00Z`) / 1000;
  return String(edge === 'start' ? start : start + DAY_SECONDS - 1);
}

/**
 * The query-orders request for a page and its filters (without the cursor). A coin the list does not know is
 * reported, so the page can say so instead of silently listing everything.
 */
export function ordersRequest(
  family: OrderListId,
  search: OrderSearch,
  coins: CoinCatalogue | undefined,
): { request: QueryOrdersRequest; unknownCoin: boolean } {
  const request: QueryOrdersRequest = { limit: ORDERS_PAGE_SIZE };
  // The all-orders page lists every type unless narrowed to a group; the other pages are their group.
  const group = family === 'all' ? search.family : family;
  if (group) request.product_types = typesOfGroup(group);
  if (search.status) request.order_status = STATUS_PARAMS[search.status];
  if (search.from) request.start_at = utcDayEdge(search.from, 'start');
  if (search.to) request.end_at = utcDayEdge(search.to, 'end');
  let unknownCoin = false;
  if (search.coin) {
    const coin = coins?.byName.get(search.coin.toUpperCase());
    if (coin) request.base_coin = coin.coin;
    else unknownCoin = coins !== undefined;
  }
  return { request, unknownCoin };
}
