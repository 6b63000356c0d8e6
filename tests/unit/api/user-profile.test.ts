import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiPlatform } from '@/api/api-context';
import { BusinessError, EnvelopeError } from '@/api/api-error';
import { resetLoginRedirect, setLoginNavigator } from '@/api/login-redirect';
import { fetchLogin } from '@/api/main/login';
import { logout, logoutAndReload } from '@/api/main/logout';
import {
  clearProfileCache,
  fetchCurrentUser,
  fetchUserProfile,
  isLoggedIn,
  type UserProfile,
} from '@/api/main/user-profile';
import { envelope, mainUrl, server, installMswServer } from './support/msw-server';

installMswServer();

const PROFILE: UserProfile = {
  id: '1200345',
  username: 'alice',
  vague_email: 'a***@example.com',
  vague_mobile: '',
  mobile_verified: false,
  email_verified: true,
  has_google2fa: true,
  country_code: 'DE',
  lang: 'en',
  parent_member_id: '0',
  status: 1,
  loyalty_vip_info: { is_vip: true, label_level: 2 },
};

const navigate = vi.fn();

beforeEach(() => {
  clearProfileCache();
  setLoginNavigator(navigate);
  resetLoginRedirect();
  navigate.mockReset();
});
afterEach(() => setApiPlatform(null));

function serveProfile(respond: () => Response) {
  const calls: Request[] = [];
  server.use(
    http.get(mainUrl('/v2/private/user/profile'), ({ request }) => {
      calls.push(request);
      return respond();
    }),
  );
  return calls;
}

describe('user profile client', () => {
  it('returns the profile, cached in memory, with platform and user-agent headers', async () => {
    setApiPlatform('app');
    const calls = serveProfile(() => HttpResponse.json(envelope(PROFILE)));
    expect(await fetchUserProfile()).toEqual(PROFILE);
    expect(await fetchUserProfile()).toEqual(PROFILE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Platform')).toBe('app');
    expect(calls[0]?.headers.get('X-User-Agent')).toContain('earn-web/');
  });

  it.each([
    ['an empty body', () => new HttpResponse('', { status: 200 }), EnvelopeError, 'Non Response!'],
    ['10007', () => HttpResponse.json(envelope(null, 10007, 'not login')), BusinessError, 'user no permission'],
    ['33003', () => HttpResponse.json(envelope(null, 33003, 'x')), BusinessError, 'user no permission'],
    ['10009', () => HttpResponse.json(envelope(null, 10009, 'x')), BusinessError, 'user no permission'],
    ['another code', () => HttpResponse.json(envelope(null, 10001, 'params')), BusinessError, 'bad business ret_code'],
  ])('%s -> %s', async (_, respond, type, message) => {
    serveProfile(respond);
    const error = await fetchUserProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toBe(message);
    // The profile call never sends the user to the login page.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an authentication failure clears the cached profile', async () => {
    let loggedIn = true;
    const calls = serveProfile(() =>
      loggedIn ? HttpResponse.json(envelope(PROFILE)) : HttpResponse.json(envelope(null, 10007, 'expired')),
    );
    await fetchUserProfile();
    loggedIn = false;
    // Still cached: no call.
    await fetchUserProfile();
    expect(calls).toHaveLength(1);
    clearProfileCache();
    await expect(fetchUserProfile()).rejects.toThrow('user no permission');
    loggedIn = true;
    await fetchUserProfile();
    expect(calls).toHaveLength(3);
  });

  it('a visitor is null, not an error', async () => {
    serveProfile(() => HttpResponse.json(envelope(null, 10007, 'not login')));
    expect(await fetchCurrentUser()).toBeNull();
  });

  it.each([
    [null, false],
    [undefined, false],
    [{ id: '0' }, false],
    [{ id: '000' }, false],
    [{ id: '' }, false],
    [{ id: '1' }, true],
    [{ id: '1200345' }, true],
    [{ id: '18446744073709551615' }, true],
  ])('isLoggedIn(%j) is %s', (profile, expected) => {
    expect(isLoggedIn(profile)).toBe(expected);
  });
});

describe('logout', () => {
  it('POSTs and succeeds on ret_code 0', async () => {
    let method = '';
    server.use(
      http.all(mainUrl('/logout'), ({ request }) => {
        method = request.method;
        return HttpResponse.json(envelope({}));
      }),
    );
    expect(await logout()).toBe(true);
    expect(method).toBe('POST');
  });

  it.each([
    ['a non-zero ret_code', () => HttpResponse.json(envelope(null, 10001, 'no'))],
    ['an http error', () => new HttpResponse(null, { status: 500 })],
    ['no envelope', () => new HttpResponse('', { status: 200 })],
  ])("%s is only logged as 'logout error'", async (_, respond) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(mainUrl('/logout'), respond));
    expect(await logout()).toBe(false);
    expect(log).toHaveBeenCalledWith('logout error', expect.anything());
  });

  it('reloads the page whether or not the call succeeded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(mainUrl('/logout'), () => HttpResponse.error()));
    const reload = vi.fn();
    await logoutAndReload(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('demo login', () => {
  it('returns the user id', async () => {
    server.use(http.post(mainUrl('/login'), () => HttpResponse.json(envelope({ user_id: '1200345' }))));
    expect(await fetchLogin({ username: 'alice', password: 'pw' })).toEqual({ user_id: '1200345' });
  });

  it('wrong credentials: a translated error, no redirect', async () => {
    server.use(http.post(mainUrl('/login'), () => HttpResponse.json(envelope(null, 20001, 'bad password'))));
    const error = await fetchLogin({ username: 'alice', password: 'x' }).catch((e: unknown) => e);
    expect((error as BusinessError).translationKey).toBe('errors:login.wrongCredentials');
    expect(navigate).not.toHaveBeenCalled();
  });
});
