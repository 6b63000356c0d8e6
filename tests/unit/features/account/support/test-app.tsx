import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetLoginRedirect, setLoginNavigator } from '@/api/login-redirect';
import { clearProfileCache } from '@/api/main/user-profile';
import { setCurrentLocale } from '@/i18n/current-locale';
import { routeTree } from '@/app/route-tree.gen';
import { resetSimulator, simServer } from '@/sim/node/sim-server';

/** Component and route tests of the account, wallet and order features, against the simulated exchange. */

const TRANSLATIONS = path.resolve(import.meta.dirname, '../../../../../public/earn/translations/earn-web');
const NAMESPACES = ['common', 'errors', 'account', 'wallet', 'orders', 'export'];

function load(language: string): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const ns of NAMESPACES) {
    const file = path.join(TRANSLATIONS, language, `${ns}.json`);
    if (fs.existsSync(file)) out[ns] = JSON.parse(fs.readFileSync(file, 'utf8')) as ResourceLanguage;
  }
  return out;
}

export async function initTestI18n(language = 'en'): Promise<void> {
  setCurrentLocale(language);
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: load('en'), ...(language === 'en' ? {} : { [language]: load(language) }) },
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** msw/node with the simulator: a fresh seeded world, and no session, before every test. */
export function withSimulatedExchange(): void {
  beforeAll(async () => {
    simServer.listen({ onUnhandledRequest: 'error' });
    await initTestI18n();
  });
  beforeEach(() => {
    resetSimulator();
    clearProfileCache();
    resetLoginRedirect();
    setLoginNavigator(() => undefined);
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });
  afterEach(() => {
    cleanup();
    simServer.resetHandlers();
    simServer.events.removeAllListeners();
  });
  afterAll(() => simServer.close());
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
