import type { ClientPlatform } from '@/platform/client-platform';
import { isAnalyticsOptedOut } from './analytics-consent';
import { contextFlags, errorMessage, MONITORING_PATH, type MonitoringReport } from './analytics-payload';

/**
 * An error the app's error boundary caught, posted to the monitoring collector (spec §7) at once: the page may
 * reload right after (a deploy), and the batching client (start-analytics.ts) may not have loaded yet. Small,
 * since the boundary is in the entry. At most once per route and message for the page's life; nothing once the
 * visitor opted out; the message is scrubbed of anything that could be the user's token or an amount.
 */

export interface RenderErrorContext {
  apiHost: string;
  /** The route id (`/{-$locale}/earn/savings/`): a pattern, never the visitor's own path or query. */
  route: string;
  edition: string;
  build: string;
  platform: ClientPlatform;
  loggedIn: boolean;
  /** Where the boundary sits: `route` (a page), `boot` (before any page). */
  source: 'route' | 'boot';
  /** The page reloads onto the current build (the error was a file removed by a deploy). */
  reloading: boolean;
}

export interface ReportTransport {
  beacon?: (url: string, body: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s'"<>]+/g;

/**
 * Keeps what says where and what failed; drops what could be the user's: URLs lose their query and fragment,
 * numbers become `#` (amounts, balances, ids), long opaque strings and e-mail addresses become `[redacted]`.
 */
export function scrubMessage(message: string): string {
  const scrubText = (text: string) =>
    text
      .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[redacted]')
      .replace(/\b(?:bearer|token|usertoken|guid|secret)\b\s*[:=]?\s*\S+/gi, '[redacted]')
      .replace(/[A-Za-z0-9_\-+/=]{24,}/g, '[redacted]')
      .replace(/[-+]?\d+(?:[.,]\d+)*(?:e[-+]?\d+)?/gi, '#');
  let out = '';
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    out += scrubText(message.slice(last, match.index));
    out += match[0].replace(/[?#].*$/, '');
    last = (match.index ?? 0) + match[0].length;
  }
  out += scrubText(message.slice(last));
  return out.slice(0, 300);
}

const reported = new Set<string>();

/** For tests: forget what this page reported. */
export function resetRenderErrorReports(): void {
  reported.clear();
}

export function renderErrorReport(error: unknown, context: RenderErrorContext, at = Date.now()): MonitoringReport {
  return {
    kind: 'error',
    at,
    page: context.route,
    platform: context.platform,
    ...contextFlags(context.platform, context.loggedIn),
    message: scrubMessage(errorMessage(error)),
    detail: {
      source: context.source,
      route: context.route,
      edition: context.edition,
      build: context.build,
      reloading: context.reloading,
    },
  };
}

/** Sends the report unless this route and message were reported already; returns whether it was sent. */
export function reportRenderError(
  error: unknown,
  context: RenderErrorContext,
  transport: ReportTransport = defaultTransport(),
): boolean {
  if (isAnalyticsOptedOut()) return false;
  const report = renderErrorReport(error, context);
  const key = `${context.route}\n${report.message}`;
  if (reported.has(key)) return false;
  reported.add(key);
  const url = `${context.apiHost}${MONITORING_PATH}`;
  // text/plain: a simple request, as the batching client sends (no preflight).
  const body = new Blob([JSON.stringify({ records: [report] })], { type: 'text/plain' });
  let sent: boolean;
  try {
    sent = transport.beacon?.(url, body) ?? false;
  } catch {
    sent = false;
  }
  if (!sent)
    void transport
      .fetch?.(url, { method: 'POST', body, keepalive: true, credentials: 'include' })
      ?.catch(() => undefined);
  return true;
}

function defaultTransport(): ReportTransport {
  return {
    beacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, body) => navigator.sendBeacon(url, body)
        : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}
