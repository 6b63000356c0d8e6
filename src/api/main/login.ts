import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';

/**
 * POST {apiHost}/login — the demo's login. The real exchange logs in on its own pages (the login modal,
 * the app bridge or the login page with redirect_url); the session then lives in the `usertoken` cookie,
 * which the server sets (HttpOnly, 7 days) and every later call carries.
 */
export const LOGIN_PATH = '/login';

export const loginRequestSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Designed. Wrong credentials answer ret_code 20001 (not 10007, which would redirect to the login page). */
export const loginResultSchema = z.object({ user_id: z.string().check(z.regex(/^\d+$/)) });
export type LoginResult = z.infer<typeof loginResultSchema>;

export function fetchLogin(request: LoginRequest, options?: CallOptions): Promise<LoginResult> {
  return callEndpoint({
    client: mainClient,
    method: 'POST',
    path: LOGIN_PATH,
    payload: request,
    result: loginResultSchema,
    domain: 'login',
    loginRedirect: false,
    options,
  });
}

/** Not retried: a failed login is shown, not repeated. On success refresh the profile (clearProfileCache). */
export function loginMutationOptions() {
  return mutationOptions({
    mutationKey: ['main', 'login'],
    mutationFn: (request: LoginRequest) => fetchLogin(request),
    retry: false,
  });
}
