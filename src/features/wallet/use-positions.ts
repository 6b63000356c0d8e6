import { useInfiniteQuery } from '@tanstack/react-query';
import type { Position } from '@/api/earn/get-positions';
import { positionsInfiniteOptions } from '@/products/positions-query';
import { useDeferredResult } from './use-deferred-result';

export function usePositions() {
  const query = useDeferredResult(useInfiniteQuery(positionsInfiniteOptions()));
  const positions: Position[] = query.data?.pages.flatMap((page) => page.positions) ?? [];
  return { query, positions };
}
