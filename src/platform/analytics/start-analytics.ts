import type { CallOutcome } from '@/api/call-api';
import type { ClientPlatform } from '@/platform/client-platform';
import { isAnalyticsOptedOut } from './analytics-consent';
import {
  actionOfCall,
  ANALYTICS_PATH,
  contextFlags,
  errorMessage,
  MONITORING_PATH,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type EventProps,
  type MonitoringReport,
} from './analytics-payload';
import { BeaconQueue, flushOnPageHide, type BeaconTransport } from './beacon-queue';

export interface AnalyticsContext {
  platform: ClientPlatform;
  locale: string;
  loggedIn: () => boolean;
  /** The page's path without the locale prefix. */
  page: () => string;
}

export interface Analytics {
  track: (name: AnalyticsEventName, props?: EventProps) => void;
  /** A finished API call: key actions become events, failures become monitoring reports. */
  call: (outcome: CallOutcome) => void;
  error: (message: string, detail: EventProps) => void;
  flush: () => void;
  stop: () => void;
}

/**
 * Usage analytics and client monitoring, on the collectors of the API host. Loaded after the first render;
 * everything is queued and sent by beacon when the page is hidden; nothing is queued once the visitor opted out.
 */
export function startAnalytics(apiHost: string, context: AnalyticsContext, transport?: BeaconTransport): Analytics {
  const enabled = () => !isAnalyticsOptedOut();
  const events = new BeaconQueue<AnalyticsEvent>(`${apiHost}${ANALYTICS_PATH}`, enabled, transport);
  const reports = new BeaconQueue<MonitoringReport>(`${apiHost}${MONITORING_PATH}`, enabled, transport);
  const base = () => ({
    at: Date.now(),
    page: context.page(),
    platform: context.platform,
    ...contextFlags(context.platform, context.loggedIn()),
  });

  const track = (name: AnalyticsEventName, props: EventProps = {}) =>
    events.push({ ...base(), name, locale: context.locale, props });
  const error = (message: string, detail: EventProps) => reports.push({ ...base(), kind: 'error', message, detail });

  const onError = (event: ErrorEvent) =>
    error(event.message || errorMessage(event.error), { source: event.filename || '', line: event.lineno || 0 });
  const onRejection = (event: PromiseRejectionEvent) =>
    error(errorMessage(event.reason), { source: 'unhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopFlushing = flushOnPageHide([events, reports]);

  return {
    track,
    error,
    call(outcome) {
      const action = actionOfCall(outcome.path, outcome.payload, outcome.ok);
      if (action) track(action.name, action.props);
      const failure = outcome.error as {
        kind?: string;
        reason?: string;
        code?: number;
        status?: number;
        statusCode?: number;
      } | null;
      // A call the page cancelled (it moved on) did not fail.
      if (outcome.ok || (failure?.kind === 'transport' && failure.reason === 'aborted')) return;
      reports.push({
        ...base(),
        kind: 'call',
        message: errorMessage(outcome.error),
        detail: {
          endpoint: outcome.path,
          domain: outcome.domain,
          error: failure?.kind ?? 'unknown',
          ...(typeof failure?.code === 'number' ? { code: failure.code } : {}),
          ...(typeof failure?.status === 'number' ? { status: failure.status } : {}),
          ...(typeof failure?.statusCode === 'number' ? { code: failure.statusCode } : {}),
        },
      });
    },
    flush() {
      events.flush();
      reports.flush();
    },
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      stopFlushing();
    },
  };
}
