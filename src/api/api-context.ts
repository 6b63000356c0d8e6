import { getCurrentLocale } from '@/i18n/current-locale';
import { currentClientPlatform } from '@/platform/current-platform';
import type { ClientPlatform } from '@/platform/client-platform';

/**
 * Facts about the page that every request needs: language, platform and, inside the exchange's app, the
 * bridge that owns the session. The shell sets them once at start-up; tests set them per case.
 */

let localeOverride: string | null = null;
let platformOverride: ClientPlatform | null = null;

/** The `Lang` header value. Defaults to the i18n locale of the page. */
export function setApiLocale(locale: string | null): void {
  localeOverride = locale;
}

export function apiLocale(): string {
  return localeOverride ?? getCurrentLocale();
}

export function setApiPlatform(platform: ClientPlatform | null): void {
  platformOverride = platform;
}

export function apiClientPlatform(): ClientPlatform {
  return platformOverride ?? currentClientPlatform();
}

/** The `Platform` header knows two values: desktop (pc) or mobile (h5); the mini-program on PC is pc. */
export function platformHeader(platform: ClientPlatform = apiClientPlatform()): 'pc' | 'h5' {
  return platform === 'pc' || platform === 'pc_tg' ? 'pc' : 'h5';
}

/** The profile call also tells the app apart (spec §7: platform app/h5/pc). */
export function profilePlatformHeader(platform: ClientPlatform = apiClientPlatform()): 'app' | 'pc' | 'h5' {
  return platform === 'app' ? 'app' : platformHeader(platform);
}

/** What the API layer needs from the exchange's native app. */
export interface AppBridge {
  /** The session token; inside the app it is sent as a header instead of riding in a cookie. */
  getUserToken(): string | null;
  /** Asks the app to refresh the user profile (its way to log in again). */
  refreshProfile(): void;
}

let appBridge: AppBridge | null = null;

/** Set by the platform layer once the bridge is ready (app versions above 3.6.1); null outside the app. */
export function setAppBridge(bridge: AppBridge | null): void {
  appBridge = bridge;
}

export function getAppBridge(): AppBridge | null {
  return appBridge;
}

/** Version sent in X-User-Agent. */
export const CLIENT_VERSION = '0.1.0';
