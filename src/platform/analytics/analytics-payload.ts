import type { ClientPlatform } from '@/platform/client-platform';

/**
 * What the analytics and monitoring collectors receive (spec §3: events carry flags for app, phone, PC and
 * login status; spec §7: client monitoring posts to a collector). Pure: the shapes and the rules that fill them.
 */
export { ANALYTICS_PATH, MONITORING_PATH } from '@/api/main/collectors';

export type AnalyticsEventName =
  | 'page_view'
  | 'search'
  | 'filter'
  | 'subscribe_started'
  | 'subscribe_confirmed'
  | 'subscribe_failed'
  | 'redeem'
  | 'export';

export type EventProps = Record<string, string | number | boolean>;

export interface ContextFlags {
  is_app: boolean;
  is_phone: boolean;
  is_pc: boolean;
  is_login: boolean;
}

export interface AnalyticsEvent extends ContextFlags {
  name: AnalyticsEventName;
  /** Epoch ms on the device. */
  at: number;
  /** Path without the locale prefix and query. */
  page: string;
  locale: string;
  platform: ClientPlatform;
  props: EventProps;
}

export interface MonitoringReport extends ContextFlags {
  kind: 'error' | 'call';
  at: number;
  page: string;
  platform: ClientPlatform;
  message: string;
  /** A failed call: its endpoint and the error class; a script error: where it happened. */
  detail: EventProps;
}

/** Phone is every handheld surface (mobile web, the mini-program on a phone, the app); PC the rest. */
export function contextFlags(platform: ClientPlatform, loggedIn: boolean): ContextFlags {
  const isPc = platform === 'pc' || platform === 'pc_tg';
  return { is_app: platform === 'app', is_phone: !isPc, is_pc: isPc, is_login: loggedIn };
}

/** Order-flow outcomes and exports as key actions, read from the endpoint a call went to. */
export function actionOfCall(
  path: string,
  payload: Record<string, unknown> | undefined,
  ok: boolean,
): { name: AnalyticsEventName; props: EventProps } | null {
  const product: EventProps = {};
  if (typeof payload?.product_type === 'number') product.product_type = payload.product_type;
  if (typeof payload?.product_id === 'string' || typeof payload?.product_id === 'number')
    product.product_id = String(payload.product_id);
  switch (path) {
    case '/preview-order':
      return ok && payload?.order_kind === 1 ? { name: 'subscribe_started', props: product } : null;
    case '/pay-order':
      return { name: ok ? 'subscribe_confirmed' : 'subscribe_failed', props: product };
    case '/confirm-order': {
      // Redeem, early redeem and unstake take money out of a product.
      const action = payload?.action;
      return ok && (action === 1 || action === 2 || action === 3)
        ? { name: 'redeem', props: { ...product, action } }
        : null;
    }
    case '/submit-bill-export':
    case '/data-export/create':
      return ok ? { name: 'export', props: { kind: path === '/submit-bill-export' ? 'bill' : 'records' } } : null;
    default:
      return null;
  }
}

/** Search parameters that open a detail or dialog, not filters. */
const NOT_FILTERS = new Set(['id', 'order', 'product', 'tab', 'redirect_url', 'sim']);

/** A search (the `q` box) and the filters that changed between two URLs of the same page. */
export function searchChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { search: string | null; filters: string[] } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
  const q = after.q;
  return {
    search: changed.includes('q') && typeof q === 'string' && q.trim() !== '' ? q.trim() : null,
    filters: changed.filter((key) => key !== 'q' && !NOT_FILTERS.has(key)),
  };
}

/** A thrown value as a short message, never a whole object graph. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 300);
  return String(error).slice(0, 300);
}
