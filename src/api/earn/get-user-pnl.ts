import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { productTypeSchema } from './earn-enum-schemas';

/** POST {earnBase}/get-user-pnl — yield and profit over a period, per day, valued in the quote coin. */
export const GET_USER_PNL_PATH = '/get-user-pnl';

/** Designed. Days are UTC; the range is at most 180 days; values in `quote_coin` (the edition's, USDC in the EU). */
export const getUserPnlRequestSchema = z.object({
  quote_coin: z.optional(coin),
  start_at: unixSeconds,
  end_at: unixSeconds,
  product_type: z.optional(productTypeSchema),
  coin: z.optional(coin),
});
export type GetUserPnlRequest = z.infer<typeof getUserPnlRequestSchema>;

/** Designed. `cumulate_pnl_e8` after the observed dual-asset row field. */
export const getUserPnlResultSchema = z.object({
  quote_coin: coin,
  cumulate_pnl_e8: e8,
  daily: z.array(
    z.object({
      /** Start of the UTC day. */
      date_at: unixSeconds,
      pnl_e8: e8,
    }),
  ),
});
export type GetUserPnlResult = z.infer<typeof getUserPnlResultSchema>;

export function fetchGetUserPnl(request: GetUserPnlRequest, options?: CallOptions): Promise<GetUserPnlResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_USER_PNL_PATH,
    payload: request,
    result: getUserPnlResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function getUserPnlQueryOptions(request: GetUserPnlRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-user-pnl', request),
    queryFn: ({ signal }) => fetchGetUserPnl(request, { signal }),
    ...cacheStrategies.eager,
  });
}
