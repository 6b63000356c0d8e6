import { localePrefix } from '@/i18n/locales';
import { apiLocale, getAppBridge } from './api-context';

/**
 * ret_code 10007 (not logged in): on the web, go to the login page with a `redirect_url` back to this page;
 * inside the app, ask the app to refresh its profile (its own login flow) instead.
 */

const LOGIN_PAGE_PATH = '/earn/login/';

type Navigate = (url: string) => void;

let navigate: Navigate = (url) => globalThis.location?.assign(url);
let redirecting = false;

/** Tests and the shell may route instead of reloading. */
export function setLoginNavigator(next: Navigate): void {
  navigate = next;
}

/** Where login happens for the current page: `/{locale}/earn/login/?redirect_url=/earn/savings/?id=1`. */
export function loginUrl(currentPath: string, locale: string = apiLocale()): string {
  return `${localePrefix(locale)}${LOGIN_PAGE_PATH}?redirect_url=${encodeURIComponent(currentPath)}`;
}

function currentPath(): string {
  const loc = globalThis.location;
  return loc ? `${loc.pathname}${loc.search}${loc.hash}` : '/earn/home/';
}

/** Returns what was done; several calls failing at once redirect once. */
export function handleNotLoggedIn(): 'app-refresh' | 'redirect' | 'none' {
  const bridge = getAppBridge();
  if (bridge) {
    bridge.refreshProfile();
    return 'app-refresh';
  }
  const path = currentPath();
  if (redirecting || path.includes(LOGIN_PAGE_PATH)) return 'none';
  redirecting = true;
  navigate(loginUrl(path));
  return 'redirect';
}

/** For tests: forget that a redirect already happened. */
export function resetLoginRedirect(): void {
  redirecting = false;
}
