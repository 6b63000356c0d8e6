import { useQuery } from '@tanstack/react-query';
import { getAssetsSummaryV2QueryOptions } from '@/api/earn/get-assets-summary-v2';
import { useQuoteCoin } from '@/products/use-coins';

/** Earn assets valued in the edition's quote coin (USDC in the EU edition). */
export function useAssetsSummary() {
  const quote = useQuoteCoin();
  const query = useQuery({ ...getAssetsSummaryV2QueryOptions({ quote_coin: quote?.coin }), enabled: quote !== undefined });
  return { query, quote };
}
