import { TranslationLoadError } from '@/i18n/translation-load-error';

/**
 * Open tabs across a deploy. A tab keeps running the build it loaded; once a deploy removes that build's
 * hashed chunks (or a translation file it expects), the next page or dialog it opens fails to load. The app
 * then reloads the page once, onto the new build (the documents are always revalidated, so the reload gets
 * the new one). A second such failure within RELOAD_WINDOW_MS shows the error with a reload button instead:
 * no loop, even when the files are really missing.
 */

/** Remembers the last automatic reload for the tab (sessionStorage): survives the reload, not the tab. */
const RELOAD_KEY = 'earn-deploy-reload-at';
export const RELOAD_WINDOW_MS = 30_000;

/** How Chromium, Firefox and Safari word a module that could not be fetched, and Vite a CSS file it could not preload. */
const STALE_MESSAGE =
  /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

export function isStaleBuildError(error: unknown): boolean {
  return (
    error instanceof TranslationLoadError || STALE_MESSAGE.test(error instanceof Error ? error.message : String(error))
  );
}

export interface ReloadMemory {
  read(): string | null;
  write(value: string): void;
}

function sessionMemory(): ReloadMemory | null {
  try {
    const storage = window.sessionStorage;
    return { read: () => storage.getItem(RELOAD_KEY), write: (value) => storage.setItem(RELOAD_KEY, value) };
  } catch {
    return null;
  }
}

export interface RecoveryOptions {
  now?: number;
  memory?: ReloadMemory | null;
  reload?: () => void;
}

/**
 * Reloads the page when `error` is a file missing after a deploy and the tab did not reload for that in the
 * last RELOAD_WINDOW_MS; returns whether it did. Without storage to remember it, it never reloads (no loop).
 */
export function reloadOnceAfterDeploy(
  error: unknown,
  { now = Date.now(), memory = sessionMemory(), reload = () => window.location.reload() }: RecoveryOptions = {},
): boolean {
  if (!isStaleBuildError(error) || !memory) return false;
  // Another failure of the same moment (a chunk and its CSS): the page is already on its way to the new build.
  if (reloadStarted) return true;
  try {
    const last = Number(memory.read() ?? 0);
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_WINDOW_MS) return false;
    memory.write(String(now));
    if (memory.read() !== String(now)) return false;
  } catch {
    return false;
  }
  reloadStarted = true;
  reload();
  return true;
}

let reloadStarted = false;

/** For tests: a page that has not started a reload. */
export function resetDeployRecovery(): void {
  reloadStarted = false;
}

/**
 * Vite reports a lazy chunk whose CSS or dependencies could not be preloaded before the import itself fails:
 * reload once there too (and tell Vite not to throw, since the page is going away).
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceAfterDeploy((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
}
