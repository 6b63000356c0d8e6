// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isStaleBuildError,
  RELOAD_WINDOW_MS,
  reloadOnceAfterDeploy,
  resetDeployRecovery,
  type ReloadMemory,
} from '@/app/deploy-recovery';
import { reportCaughtError, setErrorReporter } from '@/app/render-error-reports';
import { assertNamespacesLoaded, failedNamespaces, TranslationLoadError } from '@/i18n/translation-load-error';
import {
  renderErrorReport,
  reportRenderError,
  resetRenderErrorReports,
  scrubMessage,
  type RenderErrorContext,
} from '@/platform/analytics/report-render-error';
import { setAnalyticsOptedOut } from '@/platform/analytics/analytics-consent';

function memory(initial: string | null = null): ReloadMemory & { value: string | null } {
  const m = {
    value: initial,
    read: () => m.value,
    write: (v: string) => {
      m.value = v;
    },
  };
  return m;
}

describe('a file removed by a deploy', () => {
  it.each([
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: https://kestrel.example/earn/assets/savings-AbCdEf12.js',
      ),
      true,
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://kestrel.example/earn/assets/savings-AbCdEf12.js',
      ),
      true,
    ],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /earn/assets/savings-AbCdEf12.css'), true],
    ['a translation file', new TranslationLoadError('Failed to load translations: savings'), true],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'apr')"), false],
    ['a rejected call', { kind: 'transport', reason: 'timeout' }, false],
  ])('%s: %s', (_engine, error, stale) => {
    expect(isStaleBuildError(error)).toBe(stale);
  });
});

describe('reload once after a deploy, never in a loop', () => {
  const stale = new TypeError('Failed to fetch dynamically imported module: /earn/assets/x.js');
  afterEach(() => resetDeployRecovery());

  it('reloads on the first failure, shows the error on a second within the window, reloads again after it', () => {
    const m = memory();
    const reload = vi.fn();
    expect(reloadOnceAfterDeploy(stale, { now: 1_000_000, memory: m, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // Its CSS failing in the same moment: the page is already reloading (nothing drawn, no second reload).
    expect(
      reloadOnceAfterDeploy(new Error('Unable to preload CSS for /earn/assets/x.css'), {
        now: 1_000_001,
        memory: m,
        reload,
      }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again within the window: the error, not a loop.
    resetDeployRecovery();
    expect(reloadOnceAfterDeploy(stale, { now: 1_000_000 + RELOAD_WINDOW_MS - 1, memory: m, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceAfterDeploy(stale, { now: 1_000_000 + RELOAD_WINDOW_MS + 1, memory: m, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors, or when it cannot remember that it did', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterDeploy(new Error('boom'), { memory: memory(), reload })).toBe(false);
    expect(reloadOnceAfterDeploy(stale, { memory: null, reload })).toBe(false);
    const throwing: ReloadMemory = {
      read: () => null,
      write: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceAfterDeploy(stale, { memory: throwing, reload })).toBe(false);
    const forgetful: ReloadMemory = { read: () => null, write: () => undefined };
    expect(reloadOnceAfterDeploy(stale, { memory: forgetful, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default: survives the reload, not the tab', () => {
    window.sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadOnceAfterDeploy(stale, { reload })).toBe(true);
    resetDeployRecovery();
    expect(reloadOnceAfterDeploy(stale, { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    window.sessionStorage.clear();
  });
});

describe('a translation file that did not load', () => {
  it('is named by namespace when i18next marked it failed in a language of the chain', () => {
    const i18n = {
      languages: ['es-419', 'es', 'en'],
      services: { backendConnector: { state: { 'es-419|savings': -1, 'es|savings': 2, 'es-419|common': 2 } } },
    };
    expect(failedNamespaces(i18n, ['common', 'savings'])).toEqual(['savings']);
    expect(() => assertNamespacesLoaded(i18n, ['savings'])).toThrow(TranslationLoadError);
    expect(() => assertNamespacesLoaded(i18n, ['common'])).not.toThrow();
    // Resources given in code (tests) have no backend: nothing can have failed.
    expect(failedNamespaces({ languages: ['en'] }, ['common'])).toEqual([]);
  });
});

describe('render errors reported to the monitoring collector', () => {
  const context: RenderErrorContext = {
    apiHost: '/x-api',
    route: '/{-$locale}/earn/savings/',
    edition: 'eu',
    build: 'abc123',
    platform: 'pc',
    loggedIn: true,
    source: 'route',
    reloading: false,
  };
  afterEach(() => {
    resetRenderErrorReports();
    setAnalyticsOptedOut(false);
    setErrorReporter(null);
  });

  it('keeps what failed and where; drops queries, numbers, tokens and addresses', () => {
    expect(
      scrubMessage(
        'Failed to fetch dynamically imported module: https://kestrel.example/earn/assets/savings-AbCd1234.js?token=secret#x',
      ),
    ).toBe('Failed to fetch dynamically imported module: https://kestrel.example/earn/assets/savings-AbCd1234.js');
    expect(scrubMessage('Insufficient balance: 1,234.56 USDT for order 98765')).toBe(
      'Insufficient balance: # USDT for order #',
    );
    expect(scrubMessage('usertoken: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc rejected')).toBe('[redacted] rejected');
    expect(scrubMessage('session 0123456789abcdefABCDEF0123456789 expired for demo@kestrel.example')).toBe(
      'session [redacted] expired for [redacted]',
    );
  });

  it('posts route, edition, build and message once per error, at once, as a simple request', () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    const error = new TypeError('Cannot read properties of undefined (reading amount 12.5)');
    expect(reportRenderError(error, context, { beacon })).toBe(true);
    expect(reportRenderError(error, context, { beacon })).toBe(false);
    expect(reportRenderError(error, { ...context, route: '/{-$locale}/earn/pos/' }, { beacon })).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls[0]?.[0]).toBe('/x-api/monitor/v1/errors');
    expect(beacon.mock.calls[0]?.[1].type).toBe('text/plain');
    const report = renderErrorReport(error, context, 5);
    expect(report).toEqual({
      kind: 'error',
      at: 5,
      page: '/{-$locale}/earn/savings/',
      platform: 'pc',
      is_app: false,
      is_phone: false,
      is_pc: true,
      is_login: true,
      message: 'Cannot read properties of undefined (reading amount #)',
      detail: { source: 'route', route: '/{-$locale}/earn/savings/', edition: 'eu', build: 'abc123', reloading: false },
    });
  });

  it('falls back to a keepalive fetch, and sends nothing once the visitor opted out', () => {
    const fetch = vi.fn(() => Promise.resolve());
    expect(reportRenderError(new Error('a'), context, { beacon: () => false, fetch })).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      '/x-api/monitor/v1/errors',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    setAnalyticsOptedOut(true);
    expect(reportRenderError(new Error('b'), context, { beacon: () => true, fetch })).toBe(false);
  });

  it('the boundary hands errors to the reporter, holding those caught before it loaded', () => {
    const seen: string[] = [];
    reportCaughtError(new Error('early'), { route: 'r', source: 'route', reloading: false });
    setErrorReporter((error, caught) => seen.push(`${(error as Error).message} ${caught.route}`));
    reportCaughtError(new Error('late'), { route: 's', source: 'route', reloading: true });
    expect(seen).toEqual(['early r', 'late s']);
  });
});
