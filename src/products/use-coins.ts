import { useQuery } from '@tanstack/react-query';
import { coinsQueryOptions } from '@/api/earn/get-coins';
import { edition } from '@/edition/current-edition';

/** The coin list (names, precisions); undefined while it loads. */
export function useCoins() {
  return useQuery(coinsQueryOptions()).data;
}

/** The edition's quote coin (USDT, or USDC in the EU edition) as the wire's enum. */
export function useQuoteCoin() {
  const coins = useCoins();
  return coins?.byName.get(edition.quoteCoin.toUpperCase());
}
