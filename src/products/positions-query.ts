import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchGetPositions } from '@/api/earn/get-positions';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

const PAGE_SIZE = 50;

/**
 * Every open position, page by page: the wallet and the calendar read the same cache entry (the key shares
 * the get-positions prefix, so writes refresh it).
 */
export function positionsInfiniteOptions() {
  return infiniteQueryOptions({
    queryKey: apiQueryKey('earn', 'get-positions', { pages: true, limit: PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => fetchGetPositions({ page: pageParam, limit: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.reduce((n, page) => n + page.positions.length, 0) < last.total ? all.length + 1 : undefined),
    ...cacheStrategies.eager,
  });
}
