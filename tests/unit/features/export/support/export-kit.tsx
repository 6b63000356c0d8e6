import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetLoginRedirect, setLoginNavigator } from '@/api/login-redirect';
import { clearProfileCache } from '@/api/main/user-profile';
import { setCurrentLocale } from '@/i18n/current-locale';
import { resetServerTime } from '@/lib/server-time';
import { ExportEntry } from '@/features/export/export-entry';
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';

/** Component tests of the export feature against the simulated exchange (msw/node), in English. */

const TRANSLATIONS = path.resolve(import.meta.dirname, '../../../../../public/earn/translations/earn-web');
const NAMESPACES = ['common', 'errors', 'export'];

function readNamespace(ns: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(TRANSLATIONS, 'en', `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/** An English string by `ns:key`, placeholders filled, as the page shows it. */
export function english(key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split(':') as [string, string];
  let node: unknown = readNamespace(ns);
  for (const part of rest.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no translation ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

async function initTestI18n(): Promise<void> {
  setCurrentLocale('en');
  if (i18next.isInitialized) {
    for (const ns of NAMESPACES) i18next.addResourceBundle('en', ns, readNamespace(ns), true, true);
    await i18next.changeLanguage('en');
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace(ns)])) },
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Every earn path the page called, in order. */
export const sentPaths: string[] = [];

export function callsTo(endpoint: string): number {
  return sentPaths.filter((p) => p === `/x-api/s1/byfi/${endpoint}`).length;
}

export function withSimulatedExchange(): void {
  beforeAll(async () => {
    simServer.listen({ onUnhandledRequest: 'error' });
    await initTestI18n();
  });
  beforeEach(() => {
    resetSimulator(1);
    resetServerTime();
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
    vi.restoreAllMocks();
  });
  afterAll(() => simServer.close());
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

export function renderEntry() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ExportEntry />
    </QueryClientProvider>,
  );
}

/** Captures files handed to the browser's download manager (blob + name), instead of saving them. */
export function captureSavedFiles(): Array<{ name: string; blob: Blob }> {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    n += 1;
    const url = `blob:test/${n}`;
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (this.download && blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

export { simulator };
