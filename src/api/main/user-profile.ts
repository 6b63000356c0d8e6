import type * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { profilePlatformHeader } from '@/api/api-context';
import { BusinessError, EnvelopeError, ParseError } from '@/api/api-error';
import type { CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import type { userProfileResultSchema } from './user-profile-schema';

/** GET {apiHost}/v2/private/user/profile — the logged-in user (cookie session); cached in memory. */
export const USER_PROFILE_PATH = '/v2/private/user/profile';

/** Spec §3 fields (user-profile-schema.ts, loaded with the first profile request). */
export type UserProfile = z.infer<typeof userProfileResultSchema>;

/** Codes the profile client reads as "not allowed": not logged in, and two permission codes (spec §8). */
const PROFILE_NO_PERMISSION_CODES: ReadonlySet<number> = new Set([10007, 33003, 10009]);

/** Logged in means a user id above zero (spec §3, §6). */
export function isLoggedIn(profile: Pick<UserProfile, 'id'> | null | undefined): boolean {
  return profile != null && /^\d+$/.test(profile.id) && /[1-9]/.test(profile.id);
}

function profileCacheKeyPrefix(): string {
  return `GET ${mainClient.url(USER_PROFILE_PATH)}`;
}

/** Forgets the cached profile: after login, logout and any authentication failure. */
export function clearProfileCache(): void {
  mainClient.memoryCache?.deleteByPrefix(profileCacheKeyPrefix());
}

/**
 * The user profile. Its own client rules (spec §8): 'Non Response!' for an empty body, 'user no permission'
 * for 10007/33003/10009 (which also clears the cached profile; no login redirect here), 'bad business
 * ret_code' for any other code. Successful answers are cached in memory for 60 s.
 */
export async function fetchUserProfile(options?: CallOptions): Promise<UserProfile> {
  // The header (in the entry) asks for the profile; its schemas load beside the request, not before it.
  const schemas = Promise.all([import('@/api/envelope'), import('./user-profile-schema')]);
  schemas.catch(() => undefined);
  const body = await mainClient.request({
    method: 'GET',
    path: USER_PROFILE_PATH,
    cache: 'memory',
    headers: { Platform: profilePlatformHeader() },
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
  });
  const endpoint = USER_PROFILE_PATH;
  if (body === undefined || body === null) throw new EnvelopeError('Non Response!', { endpoint });
  const [{ envelopeSchema, normaliseEnvelope }, { userProfileResultSchema }] = await schemas;
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw new EnvelopeError('Non Response!', { endpoint, cause: parsed.error });
  const { code, message, result } = normaliseEnvelope(parsed.data);
  if (PROFILE_NO_PERMISSION_CODES.has(code)) {
    clearProfileCache();
    throw new BusinessError(
      code,
      message,
      result,
      { endpoint, translationKey: 'errors:notLoggedIn' },
      'user no permission',
    );
  }
  if (code !== 0) {
    throw new BusinessError(
      code,
      message,
      result,
      { endpoint, translationKey: 'errors:generic' },
      'bad business ret_code',
    );
  }
  const profile = userProfileResultSchema.safeParse(result);
  if (!profile.success) {
    // The envelope was cached as a success: a retry must ask the server again, not read it back.
    clearProfileCache();
    throw new ParseError('unexpected profile', { endpoint, cause: profile.error });
  }
  return profile.data;
}

/** The profile, or null for a visitor who is not logged in (no error for anonymous pages). */
export async function fetchCurrentUser(options?: CallOptions): Promise<UserProfile | null> {
  try {
    return await fetchUserProfile(options);
  } catch (error) {
    if (error instanceof BusinessError && PROFILE_NO_PERMISSION_CODES.has(error.code)) return null;
    throw error;
  }
}

/** Cache strategy: lazy. `data` is null when nobody is logged in. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('main', 'user-profile', {}),
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    ...cacheStrategies.lazy,
  });
}
