import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchQueryOrders, type QueryOrdersRequest } from '@/api/earn/query-orders';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** Orders, newest first, a cursor page at a time (the key shares the query-orders prefix, so writes refresh it). */
function ordersInfiniteOptions(request: QueryOrdersRequest) {
  return infiniteQueryOptions({
    queryKey: apiQueryKey('earn', 'query-orders', { ...request, pages: true }),
    queryFn: ({ pageParam, signal }) =>
      fetchQueryOrders(pageParam ? { ...request, cursor: pageParam } : request, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor || undefined,
    ...cacheStrategies.eager,
  });
}

export function useOrders(request: QueryOrdersRequest, enabled: boolean) {
  const query = useInfiniteQuery({ ...ordersInfiniteOptions(request), enabled });
  return { query, orders: query.data?.pages.flatMap((page) => page.orders) ?? [] };
}
