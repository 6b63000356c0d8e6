import { queryOptions } from '@tanstack/react-query';
import { fetchGetPositions, type Position } from '@/api/earn/get-positions';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

const PAGE_SIZE = 100;

/**
 * Every open position, all pages in one answer: a date of the hundred-and-first position matters as much as
 * the first's. Its key shares the get-positions prefix, so a redemption or a new order refreshes it.
 */
export function allPositionsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-positions', { all: true, limit: PAGE_SIZE }),
    queryFn: async ({ signal }): Promise<Position[]> => {
      const positions: Position[] = [];
      for (let page = 1; ; page += 1) {
        const result = await fetchGetPositions({ page, limit: PAGE_SIZE }, { signal });
        positions.push(...result.positions);
        if (result.positions.length === 0 || positions.length >= result.total) return positions;
      }
    },
    ...cacheStrategies.eager,
  });
}
