import fs from 'node:fs';
import path from 'node:path';
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
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';

/** Component and route tests of the home and savings features, against the simulated exchange (msw/node). */

const TRANSLATIONS = path.resolve(import.meta.dirname, '../../../../../public/earn/translations/earn-web');
const NAMESPACES = ['common', 'errors', 'home', 'savings'];

export function readNamespace(language: string, ns: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(TRANSLATIONS, language, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/** A translation by dotted key, with {{placeholders}} filled, as the page would show it. */
export function english(ns: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = readNamespace('en', ns);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no translation ${ns}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

export async function initTestI18n(): Promise<void> {
  setCurrentLocale('en');
  if (i18next.isInitialized) {
    for (const ns of NAMESPACES) i18next.addResourceBundle('en', ns, readNamespace('en', ns), true, true);
    await i18next.changeLanguage('en');
    return;
  }
  const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace('en', ns)]));
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: resources },
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Every request path the app sent, for "no call before validation" and "one order" checks. */
export const sentPaths: string[] = [];

export function withSimulatedExchange(options: { catalogueSize?: number } = {}): void {
  beforeAll(async () => {
    simServer.listen({ onUnhandledRequest: 'error' });
    await initTestI18n();
  });
  beforeEach(() => {
    resetSimulator(1, options);
    clearProfileCache();
    resetLoginRedirect();
    setLoginNavigator(() => undefined);
    sessionStorage.clear();
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
  });
  afterAll(() => simServer.close());
}

/** Calls of one earn endpoint so far, e.g. `callsTo('pay-order')`. */
export function callsTo(endpoint: string): number {
  return sentPaths.filter((p) => p === `/x-api/s1/byfi/${endpoint}`).length;
}

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

export { simulator };

/** The real app (route tree, shell, features) at a URL, in memory. */
export async function renderApp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree, history, context: { queryClient }, trailingSlash: 'always', defaultPendingMinMs: 0 });
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
