import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8 } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { accountTypeSchema, productTypeSchema } from './earn-enum-schemas';

/** POST {earnBase}/get-assets-summary-v2 — the user's earn assets valued in the edition's quote coin. */
export const GET_ASSETS_SUMMARY_V2_PATH = '/get-assets-summary-v2';

/** Designed: `quote_coin` may be passed to value in another quote coin than the edition's. */
export const getAssetsSummaryV2RequestSchema = z.object({
  quote_coin: z.optional(coin),
});
export type GetAssetsSummaryV2Request = z.infer<typeof getAssetsSummaryV2RequestSchema>;

/**
 * Designed. Every `*_value_e8` is in `quote_coin`; coin amounts (`amount_e8`) are in the row's coin.
 * The three breakdowns each sum to `total_value_e8` (earn families) or describe the wallets around it.
 */
export const getAssetsSummaryV2ResultSchema = z.object({
  quote_coin: coin,
  total_value_e8: e8,
  /** Yield credited yesterday and since the first subscription, valued in quote coin. */
  yesterday_yield_value_e8: e8,
  cumulative_yield_value_e8: e8,
  by_family: z.array(
    z.object({
      product_type: productTypeSchema,
      value_e8: e8,
      yield_value_e8: e8,
      position_count: z.int().check(z.nonnegative()),
      /**
       * Designed: the family's positions are valued at what they are worth today (the estimate each
       * position shows), not at principal: products whose principal is at risk until they settle.
       */
      valued_at_estimate: z.optional(z.boolean()),
    }),
  ),
  by_coin: z.array(
    z.object({
      coin,
      amount_e8: e8,
      value_e8: e8,
      /** Yield earned in this coin, in coin units. */
      cumulative_yield_e8: e8,
    }),
  ),
  /** Balances of the user's wallets outside earn (spot, unified trading, funding), valued in quote coin. */
  by_account_type: z.array(z.object({ account_type: accountTypeSchema, value_e8: e8 })),
  /**
   * Designed: coins the user holds (earn or wallets) that have no price in `quote_coin` (no market against
   * it: BIT and KST in USDC). They are valued at 0, so every total leaves them out; absent when none.
   */
  unpriced_coins: z.optional(z.array(coin)),
});
export type GetAssetsSummaryV2Result = z.infer<typeof getAssetsSummaryV2ResultSchema>;

export function fetchGetAssetsSummaryV2(
  request: GetAssetsSummaryV2Request,
  options?: CallOptions,
): Promise<GetAssetsSummaryV2Result> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_ASSETS_SUMMARY_V2_PATH,
    payload: request,
    result: getAssetsSummaryV2ResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function getAssetsSummaryV2QueryOptions(request: GetAssetsSummaryV2Request) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-assets-summary-v2', request),
    queryFn: ({ signal }) => fetchGetAssetsSummaryV2(request, { signal }),
    ...cacheStrategies.eager,
  });
}
