import { FallbackStorage } from '../runtime/fallback-storage';

/** Where msw keeps the cookies it sets (the session cookie of the simulated exchange). */
const MSW_COOKIE_STORE_KEY = '__msw-cookie-store__';

/** What the reviewer is told about the demo's storage and start (translated by the app: `common:demoStorage.*`). */
export type DemoStorageNotice = 'stateDiscarded' | 'memoryOnly' | 'simulatorUnavailable';

/** The notices raised so far; storage can fill up later, so listeners hear about new ones. */
export class DemoNotices {
  private readonly raised = new Set<DemoStorageNotice>();
  private readonly listeners = new Set<() => void>();

  add(notice: DemoStorageNotice): void {
    if (this.raised.has(notice)) return;
    this.raised.add(notice);
    for (const listener of [...this.listeners]) listener();
  }

  list(): DemoStorageNotice[] {
    return [...this.raised];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** msw's cookie store reads `[{ key, value, domain, path, ... }]` and throws on anything else. */
export function isCookieStoreValue(raw: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return false;
  }
  return (
    Array.isArray(parsed) &&
    parsed.every(
      (cookie) =>
        isRecord(cookie) &&
        typeof cookie.key === 'string' &&
        optionalString(cookie.value) &&
        optionalString(cookie.domain) &&
        optionalString(cookie.path),
    )
  );
}

/**
 * Runs before msw is loaded (its cookie store reads localStorage as the module loads): puts a storage that
 * never throws in place of `window.localStorage`, so disabled or full storage leaves the demo in page memory
 * instead of breaking it, and drops a cookie store that is not one.
 */
export function prepareDemoStorage(notices: DemoNotices): Storage {
  const storage = new FallbackStorage(
    () => window.localStorage,
    (reason, error) => {
      console.warn(
        `simulator: browser storage ${reason === 'full' ? 'is full' : 'is not available'}; the demo keeps its state in this page only`,
        error,
      );
      notices.add('memoryOnly');
    },
  );
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, enumerable: true, get: () => storage });
  } catch {
    // Not replaceable in this browser: msw then meets the browser's storage as it is.
  }
  const cookies = storage.getItem(MSW_COOKIE_STORE_KEY);
  if (cookies !== null && !isCookieStoreValue(cookies)) {
    storage.removeItem(MSW_COOKIE_STORE_KEY);
    notices.add('stateDiscarded');
  }
  return storage;
}
