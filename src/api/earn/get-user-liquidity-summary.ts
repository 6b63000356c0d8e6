import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8, id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** POST {earnBase}/get-user-liquidity-summary — the "my liquidity" header: totals across pools. */
export const GET_USER_LIQUIDITY_SUMMARY_PATH = '/get-user-liquidity-summary';

/** Designed. */
export const getUserLiquiditySummaryRequestSchema = z.object({});
export type GetUserLiquiditySummaryRequest = z.infer<typeof getUserLiquiditySummaryRequestSchema>;

/** Designed. Values in `quote_coin`. */
export const getUserLiquiditySummaryResultSchema = z.object({
  quote_coin: coin,
  total_value_e8: e8,
  total_yield_value_e8: e8,
  claimable_yield_value_e8: e8,
  yesterday_yield_value_e8: e8,
  position_count: z.int().check(z.nonnegative()),
  pools: z.array(
    z.object({
      pool_id: id,
      coin_x: coin,
      coin_y: coin,
      value_e8: e8,
      claimable_yield_value_e8: e8,
    }),
  ),
});
export type GetUserLiquiditySummaryResult = z.infer<typeof getUserLiquiditySummaryResultSchema>;

export function fetchGetUserLiquiditySummary(
  request: GetUserLiquiditySummaryRequest,
  options?: CallOptions,
): Promise<GetUserLiquiditySummaryResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_USER_LIQUIDITY_SUMMARY_PATH,
    payload: request,
    result: getUserLiquiditySummaryResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function getUserLiquiditySummaryQueryOptions(request: GetUserLiquiditySummaryRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-user-liquidity-summary', request),
    queryFn: ({ signal }) => fetchGetUserLiquiditySummary(request, { signal }),
    ...cacheStrategies.eager,
  });
}
