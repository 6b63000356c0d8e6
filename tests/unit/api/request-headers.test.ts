// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiLocale, setApiPlatform, setAppBridge } from '@/api/api-context';
import { readCookie } from '@/api/cookies';
import { deviceGuid, GUID_LENGTH } from '@/api/device-guid';
import { fetchGetUserBalance } from '@/api/earn/get-user-balance';
import type { ClientPlatform } from '@/platform/client-platform';
import { earnUrl, envelope, server, installMswServer } from './support/msw-server';

installMswServer();

afterEach(() => {
  setApiLocale(null);
  setApiPlatform(null);
  setAppBridge(null);
});

async function headersOfACall(): Promise<Headers> {
  let seen: Headers | null = null;
  server.use(
    http.post(earnUrl('/get-user-balance'), ({ request }) => {
      seen = request.headers;
      return HttpResponse.json(envelope({ balances: [] }));
    }),
  );
  await fetchGetUserBalance({});
  if (!seen) throw new Error('no request');
  return seen;
}

describe('request headers', () => {
  it('sends Lang, Platform, X-User-Agent, guid and the content type', async () => {
    setApiLocale('ru-RU');
    setApiPlatform('pc');
    const headers = await headersOfACall();
    expect(headers.get('Lang')).toBe('ru-RU');
    expect(headers.get('Platform')).toBe('pc');
    expect(headers.get('X-User-Agent')).toMatch(/^earn-web\/\d+\.\d+\.\d+ \(pc; global\)$/);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('guid')).toHaveLength(GUID_LENGTH);
    expect(headers.get('guid')).toBe(readCookie('guid'));
    // On the web the session rides in its cookie, never in a header.
    expect(headers.get('usertoken')).toBeNull();
  });

  it.each<[ClientPlatform, string]>([
    ['pc', 'pc'],
    ['pc_tg', 'pc'],
    ['h5', 'h5'],
    ['ios_tg', 'h5'],
    ['android_tg', 'h5'],
    ['app', 'h5'],
  ])('platform %s sends Platform %s', async (platform, header) => {
    setApiPlatform(platform);
    expect((await headersOfACall()).get('Platform')).toBe(header);
  });

  it('inside the app the user token is sent as a header', async () => {
    setApiPlatform('app');
    setAppBridge({ getUserToken: () => 'token-123', refreshProfile: () => undefined });
    expect((await headersOfACall()).get('usertoken')).toBe('token-123');
  });

  it('the Lang header follows the page locale by default', async () => {
    const { setCurrentLocale } = await import('@/i18n/current-locale');
    setCurrentLocale('zh-TW');
    expect((await headersOfACall()).get('Lang')).toBe('zh-TW');
    setCurrentLocale('en');
  });
});

describe('device guid', () => {
  it('is created once, 36 characters, and kept in its cookie', () => {
    const first = deviceGuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(deviceGuid()).toBe(first);
    expect(readCookie('guid')).toBe(first);
  });

  it('an existing cookie wins; a malformed one is replaced', () => {
    document.cookie = 'guid=11111111-2222-4333-8444-555555555555; Path=/';
    expect(deviceGuid()).toBe('11111111-2222-4333-8444-555555555555');
    document.cookie = 'guid=garbage; Path=/';
    const replaced = deviceGuid();
    expect(replaced).not.toBe('garbage');
    expect(replaced).toHaveLength(36);
  });
});
