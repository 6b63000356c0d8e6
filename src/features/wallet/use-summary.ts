import { useQuery } from '@tanstack/react-query';
import { getAssetsSummaryV2QueryOptions } from '@/api/earn/get-assets-summary-v2';
import { useQuoteCoin } from '@/products/use-coins';
import { useDeferredResult } from './use-deferred-result';

/** Earn assets valued in the edition's quote coin (USDC in the EU edition). */
export function useAssetsSummary() {
  const quote = useQuoteCoin();
  const query = useDeferredResult(
    useQuery({ ...getAssetsSummaryV2QueryOptions({ quote_coin: quote?.coin }), enabled: quote !== undefined }),
  );
  return { query, quote };
}
