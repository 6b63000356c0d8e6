// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppBridge, loginThroughAppBridge, resetAppBridge } from '@/platform/app-webview/hecate';
import { isLoginPath, loginChannelFor } from '@/features/account/login-channel';

const APP = (version: string) => `Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 KestrelApp/${version}`;

describe('how a login request is served', () => {
  it.each([
    ['pc', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126', 'modal'],
    ['h5', 'Mozilla/5.0 (iPhone) Mobile', 'modal'],
    ['ios_tg', 'Mozilla/5.0 (iPhone) Mobile', 'modal'],
    ['app', APP('3.6.1'), 'redirect'],
    ['app', APP('3.6.0'), 'redirect'],
    ['app', APP('3.6.2'), 'bridge'],
    ['app', APP('3.10.0'), 'bridge'],
    ['app', APP('4'), 'bridge'],
  ] as const)('%s with %s -> %s', (platform, userAgent, channel) => {
    expect(loginChannelFor({ platform, userAgent, onLoginPage: false })).toBe(channel);
  });

  it('does nothing on the login page itself', () => {
    expect(loginChannelFor({ platform: 'app', userAgent: APP('4.0.0'), onLoginPage: true })).toBe('none');
    expect(loginChannelFor({ platform: 'pc', userAgent: '', onLoginPage: true })).toBe('none');
  });

  it.each([
    ['/earn/login/', true],
    ['/ja-JP/earn/login/', true],
    ['/earn/login', true],
    ['/earn/wallet/', false],
    ['/earn/login-help/', false],
  ])('isLoginPath(%s) = %s', (path, expected) => {
    expect(isLoginPath(path)).toBe(expected);
  });
});

describe('app bridge login', () => {
  afterEach(() => {
    delete (window as unknown as { hecate?: unknown }).hecate;
    resetAppBridge();
  });

  it('uses the bridge the app injected and reports a completed login', async () => {
    const calls: string[] = [];
    (window as unknown as { hecate: unknown }).hecate = { call: async (method: string) => (calls.push(method), true) };
    expect(await loginThroughAppBridge()).toBe('ok');
    expect(calls).toEqual(['login']);
  });

  it('reports a cancelled login', async () => {
    (window as unknown as { hecate: unknown }).hecate = { call: async () => false };
    expect(await loginThroughAppBridge()).toBe('cancelled');
  });

  it('is unavailable when the bridge script never provides the bridge', async () => {
    expect(await loadAppBridge(window, 20)).toBeNull();
    expect(document.querySelector('script[src*="hecate.min.js"]')).not.toBeNull();
  });
});
