import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** GET {apiHost}/discovery/v5/private/discovery/strategy-info?strategy_id= — one discovery strategy. */
export const STRATEGY_INFO_PATH = '/discovery/v5/private/discovery/strategy-info';

export const strategyInfoRequestSchema = z.object({ strategy_id: z.string().check(z.minLength(1)) });
export type StrategyInfoRequest = z.infer<typeof strategyInfoRequestSchema>;

/** The spec says only "returning result". Designed: id, name, status and string properties; more passes through. */
export const strategyInfoResultSchema = z.looseObject({
  strategy_id: z.string(),
  name: z.optional(z.string()),
  status: z.optional(z.int()),
  properties: z.optional(z.record(z.string(), z.string())),
});
export type StrategyInfoResult = z.infer<typeof strategyInfoResultSchema>;

export function fetchStrategyInfo(request: StrategyInfoRequest, options?: CallOptions): Promise<StrategyInfoResult> {
  return callEndpoint({
    client: mainClient,
    method: 'GET',
    path: STRATEGY_INFO_PATH,
    payload: request,
    result: strategyInfoResultSchema,
    domain: 'main',
    options,
  });
}

/** Cache strategy: constant. */
export function strategyInfoQueryOptions(request: StrategyInfoRequest) {
  return queryOptions({
    queryKey: apiQueryKey('main', 'strategy-info', request),
    queryFn: ({ signal }) => fetchStrategyInfo(request, { signal }),
    ...cacheStrategies.constant,
  });
}
