import { useQuery } from '@tanstack/react-query';
import { coinsQueryOptions, UNKNOWN_COIN_NAME, type CoinCatalogue } from '@/api/earn/get-coins';
import { edition } from '@/edition/current-edition';

/** The coin list (names, precisions); undefined while it loads. */
export function useCoins() {
  return useQuery(coinsQueryOptions()).data;
}

/**
 * The coin list with its failure: `error` is set when it failed and no stored copy was left
 * (`CoinsUnavailableError`, "Failed to get coins"), `retry` asks again. `settled` once it has arrived or
 * failed at least once: a page that waits for the names waits for that, not for a retry (a component
 * mounting later asks again, and the page must not fall back to its placeholder each time).
 */
export function useCoinList() {
  const query = useQuery(coinsQueryOptions());
  return {
    coins: query.data,
    settled: query.data !== undefined || query.errorUpdatedAt > 0,
    error: query.data === undefined ? query.error : null,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * A product's coin as words: the coin list's name; while that list is missing, the product's own name when
 * its data carries one; else a dash. Never the wire's number.
 */
export function productCoinLabel(coins: CoinCatalogue | undefined, coin: number, productName?: string): string {
  return coins?.byEnum.get(coin)?.name ?? (productName || UNKNOWN_COIN_NAME);
}

/** The edition's quote coin (USDT, or USDC in the EU edition) as the wire's enum. */
export function useQuoteCoin() {
  const coins = useCoins();
  return coins?.byName.get(edition.quoteCoin.toUpperCase());
}
