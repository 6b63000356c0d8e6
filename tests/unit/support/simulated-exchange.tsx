import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetLoginRedirect, setLoginNavigator } from '@/api/login-redirect';
import { clearProfileCache } from '@/api/main/user-profile';
import { setCurrentLocale } from '@/i18n/current-locale';
import { routeTree } from '@/app/route-tree.gen';
import { earnSocket } from '@/realtime/earn-socket';
import { resetSimulator, simServer, type ResetOptions } from '@/sim/node/sim-server';

/**
 * What the component and route tests of the features share (each feature's support file adds its own): the
 * simulated exchange on msw/node, English strings from the real translation files, login, and rendering.
 */

const TRANSLATIONS = path.resolve(import.meta.dirname, '../../../public/earn/translations/earn-web');

function readNamespace(language: string, ns: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(TRANSLATIONS, language, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** A translation by dotted key, with {{placeholders}} filled, as the page would show it. */
export function english(ns: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = readNamespace('en', ns);
  const parts = key.split('.');
  for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown>)[part];
  const leaf = parts.at(-1) ?? '';
  const parent = node as Record<string, unknown>;
  // A counted sentence has plural forms: the one for `count`, as i18next picks it.
  node =
    typeof values.count === 'number' && `${leaf}_other` in parent
      ? parent[`${leaf}_${new Intl.PluralRules('en').select(values.count)}`]
      : parent[leaf];
  if (typeof node !== 'string') throw new Error(`no translation ${ns}:${key}`);
  const text = node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  // Nested counts, as i18next resolves them: `$t(common:count.days, {"count": 7 })` -> "7 days".
  return text.replace(
    /\$t\(([\w-]+):([\w.]+), (\{[^}]*\})\)/g,
    (_, nestedNs: string, nestedKey: string, options: string) => {
      const { count } = JSON.parse(options) as { count: number };
      return english(nestedNs, `${nestedKey}_${new Intl.PluralRules('en').select(count)}`, { count });
    },
  );
}

/** Namespaces every page loads: the family registry's names. */
const SHARED_NAMESPACES = ['products'];

async function initTestI18n(pageNamespaces: readonly string[]): Promise<void> {
  const namespaces = [...new Set([...pageNamespaces, ...SHARED_NAMESPACES])];
  setCurrentLocale('en');
  if (i18next.isInitialized) {
    for (const ns of namespaces) i18next.addResourceBundle('en', ns, readNamespace('en', ns), true, true);
    await i18next.changeLanguage('en');
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: Object.fromEntries(namespaces.map((ns) => [ns, readNamespace('en', ns)])) },
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Every request path the app sent in the current test, in order. */
export const sentPaths: string[] = [];

/** Calls of one earn endpoint so far, e.g. `callsTo('pay-order')`. */
export function callsTo(endpoint: string): number {
  return sentPaths.filter((p) => p === `/x-api/s1/byfi/${endpoint}`).length;
}

/**
 * msw/node with the simulator: a fresh seeded world (seed 1, `simulator` options), no session and no cookies
 * before every test. `beforeEach` runs right after the world reset, `afterEach` after the shared tidy-up.
 */
export function withSimulatedExchange(options: {
  namespaces: readonly string[];
  simulator?: ResetOptions;
  beforeEach?: () => void;
  afterEach?: () => void;
}): void {
  beforeAll(async () => {
    simServer.listen({ onUnhandledRequest: 'error' });
    await initTestI18n(options.namespaces);
  });
  beforeEach(() => {
    resetSimulator(1, options.simulator);
    // Orders sent in an earlier test (and its world) must not be looked up in this one.
    for (const key of Object.keys(localStorage)) if (key.startsWith('earn.order.')) localStorage.removeItem(key);
    options.beforeEach?.();
    clearProfileCache();
    resetLoginRedirect();
    setLoginNavigator(() => undefined);
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    sentPaths.length = 0;
    simServer.events.on('request:start', ({ request }) => {
      sentPaths.push(new URL(request.url).pathname);
    });
  });
  afterEach(() => {
    cleanup();
    simServer.resetHandlers();
    simServer.events.removeAllListeners();
    options.afterEach?.();
  });
  afterAll(async () => {
    // A socket closes itself 2 s after its last topic goes, which may be after the file's DOM is torn down: its
    // close event then meets a window that is gone (an unhandled error that fails the run). Close them now.
    for (const kind of ['public', 'private'] as const) earnSocket(kind).close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    simServer.close();
  });
}

/** Logs a demo user in through the simulated exchange (the session cookie lands like a real login). */
export async function loginAs(username: string): Promise<void> {
  const response = await fetch(`${window.location.origin}/x-api/login`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'earn-demo' }),
  });
  const body = (await response.json()) as { ret_code: number };
  if (body.ret_code !== 0) throw new Error(`login failed: ${body.ret_code}`);
  clearProfileCache();
}

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** One component with a fresh query client of its own. */
export function renderWithQueryClient(ui: ReactNode) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
}

/** The real app (route tree, shell, features) at a URL, in memory. */
export async function renderApp(url: string) {
  const queryClient = testQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    trailingSlash: 'always',
    defaultPendingMinMs: 0,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await router.load();
  });
  return { ...view, router, queryClient };
}
