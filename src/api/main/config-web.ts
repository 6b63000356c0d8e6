import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** POST {apiHost}/v3/config/web — remote web configuration by key. */
export const CONFIG_WEB_PATH = '/v3/config/web';

/** Spec §7: project_name, keys, properties with `device.language`. */
export const configWebRequestSchema = z.object({
  project_name: z.string().check(z.minLength(1)),
  keys: z.array(z.string()).check(z.minLength(1)),
  properties: z.object({ 'device.language': z.string() }),
});
export type ConfigWebRequest = z.infer<typeof configWebRequestSchema>;

/** Spec §3/§7: a name/value list. Designed: `result` is the list itself; values are strings (JSON when structured). */
export const configWebResultSchema = z.array(z.object({ name: z.string(), value: z.string() }));
export type ConfigWebResult = z.infer<typeof configWebResultSchema>;

const CONFIG_PROJECT_NAME = 'earn-web';

export function fetchConfigWeb(request: ConfigWebRequest, options?: CallOptions): Promise<ConfigWebResult> {
  return callEndpoint({
    client: mainClient,
    method: 'POST',
    path: CONFIG_WEB_PATH,
    payload: request,
    result: configWebResultSchema,
    domain: 'main',
    options,
  });
}

/** The request for some keys in a language; keys are sorted so one set of keys is one cache entry. */
export function configWebRequest(keys: readonly string[], language: string): ConfigWebRequest {
  return { project_name: CONFIG_PROJECT_NAME, keys: [...keys].sort(), properties: { 'device.language': language } };
}

/** The list as a lookup: name -> value. */
export function configValues(list: ConfigWebResult): ReadonlyMap<string, string> {
  return new Map(list.map((entry) => [entry.name, entry.value]));
}

/** Cache strategy: constant. */
export function configWebQueryOptions(keys: readonly string[], language: string) {
  const request = configWebRequest(keys, language);
  return queryOptions({
    queryKey: apiQueryKey('main', 'config-web', request),
    queryFn: ({ signal }) => fetchConfigWeb(request, { signal }),
    ...cacheStrategies.constant,
  });
}
