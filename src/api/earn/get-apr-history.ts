import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { productTypeSchema } from './earn-enum-schemas';

/**
 * POST {earnBase}/get-apr-history — the headline APR a product quoted over the last 7, 30 or 90 days.
 * Extension (designed): the real exchange is not known to serve it; a page that asks must work without it.
 */
export const GET_APR_HISTORY_PATH = '/get-apr-history';

export const APR_HISTORY_WINDOWS = [7, 30, 90] as const;
export type AprHistoryWindow = (typeof APR_HISTORY_WINDOWS)[number];

export const getAprHistoryRequestSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
});
export type GetAprHistoryRequest = z.infer<typeof getAprHistoryRequestSchema>;

/** Points oldest first; the last is the rate quoted now. */
export const getAprHistoryResultSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
  days: z.number(),
  points: z.array(z.object({ at: unixSeconds, apy_e8: e8 })),
});
export type GetAprHistoryResult = z.infer<typeof getAprHistoryResultSchema>;

function fetchGetAprHistory(request: GetAprHistoryRequest, options?: CallOptions): Promise<GetAprHistoryResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_APR_HISTORY_PATH,
    payload: request,
    result: getAprHistoryResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: lazy (a history point is a day or six hours apart); never retried: the chart is optional. */
export function getAprHistoryQueryOptions(request: GetAprHistoryRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-apr-history', request),
    queryFn: ({ signal }) => fetchGetAprHistory(request, { signal }),
    ...cacheStrategies.lazy,
    retry: false,
  });
}
