import { readStoredJson, writeStoredJson } from '@/platform/safe-storage';

/**
 * The visitor's choice about usage analytics and error reports, kept in this browser. Off (opted out) stops
 * both: nothing is queued or sent. Tiny on purpose: the footer's switch reads it on every page.
 */
const ANALYTICS_OPT_OUT_KEY = 'earn-analytics-opt-out';

const listeners = new Set<() => void>();

export function isAnalyticsOptedOut(): boolean {
  return readStoredJson<boolean>(ANALYTICS_OPT_OUT_KEY) === true;
}

export function setAnalyticsOptedOut(optedOut: boolean): void {
  writeStoredJson(ANALYTICS_OPT_OUT_KEY, optedOut);
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`. */
export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
