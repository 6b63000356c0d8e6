import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** POST {earnBase}/get-auto-savings-open-status — per coin: is idle funding balance auto-subscribed? */
export const GET_AUTO_SAVINGS_OPEN_STATUS_PATH = '/get-auto-savings-open-status';

/** Designed. Omit `coins` for every coin that supports auto-savings. */
export const getAutoSavingsOpenStatusRequestSchema = z.object({ coins: z.optional(z.array(coin)) });
export type GetAutoSavingsOpenStatusRequest = z.infer<typeof getAutoSavingsOpenStatusRequestSchema>;

export const getAutoSavingsOpenStatusResultSchema = z.object({
  items: z.array(
    z.object({
      coin,
      is_open: z.boolean(),
      /** The flexible product the balance goes into. */
      product_id: id,
    }),
  ),
});
export type GetAutoSavingsOpenStatusResult = z.infer<typeof getAutoSavingsOpenStatusResultSchema>;

export function fetchGetAutoSavingsOpenStatus(
  request: GetAutoSavingsOpenStatusRequest,
  options?: CallOptions,
): Promise<GetAutoSavingsOpenStatusResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_AUTO_SAVINGS_OPEN_STATUS_PATH,
    payload: request,
    result: getAutoSavingsOpenStatusResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: lazy. */
export function getAutoSavingsOpenStatusQueryOptions(request: GetAutoSavingsOpenStatusRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-auto-savings-open-status', request),
    queryFn: ({ signal }) => fetchGetAutoSavingsOpenStatus(request, { signal }),
    ...cacheStrategies.lazy,
  });
}
