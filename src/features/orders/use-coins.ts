import { useQuery } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';

/** The coin list (names, precisions); undefined while it loads. */
export function useCoins() {
  return useQuery(coinsQueryOptions()).data;
}
