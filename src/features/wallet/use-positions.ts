import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchGetPositions, type Position } from '@/api/earn/get-positions';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { useDeferredResult } from './use-deferred-result';

const PAGE_SIZE = 50;

/** Every open position, page by page (the key shares the get-positions prefix, so writes refresh it). */
function positionsInfiniteOptions() {
  return infiniteQueryOptions({
    queryKey: apiQueryKey('earn', 'get-positions', { pages: true, limit: PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => fetchGetPositions({ page: pageParam, limit: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((n, page) => n + page.positions.length, 0) < last.total ? all.length + 1 : undefined,
    ...cacheStrategies.eager,
  });
}

export function usePositions() {
  const query = useDeferredResult(useInfiniteQuery(positionsInfiniteOptions()));
  const positions: Position[] = query.data?.pages.flatMap((page) => page.positions) ?? [];
  return { query, positions };
}
