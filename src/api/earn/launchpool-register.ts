import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';

/** POST {earnBase}/launchpool-register — registers the user for a launchpool project (all its pools). */
export const LAUNCHPOOL_REGISTER_PATH = '/launchpool-register';

/** Designed. Registering twice is harmless: the answer is the same. */
export const launchpoolRegisterRequestSchema = z.object({
  project_id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type LaunchpoolRegisterRequest = z.infer<typeof launchpoolRegisterRequestSchema>;

export const launchpoolRegisterResultSchema = z.object({
  project_id: z.string(),
  registered_at: unixSeconds,
});
export type LaunchpoolRegisterResult = z.infer<typeof launchpoolRegisterResultSchema>;

function fetchLaunchpoolRegister(
  request: LaunchpoolRegisterRequest,
  options?: CallOptions,
): Promise<LaunchpoolRegisterResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: LAUNCHPOOL_REGISTER_PATH,
    payload: request,
    result: launchpoolRegisterResultSchema,
    domain: 'earn',
    options,
  });
}

/** Safe to retry: registering is idempotent. */
export function launchpoolRegisterMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'launchpool-register'],
    mutationFn: (request: LaunchpoolRegisterRequest) => fetchLaunchpoolRegister(request),
    retry: shouldRetry,
  });
}
