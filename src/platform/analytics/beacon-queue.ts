/**
 * Batches records for one collector and sends them with `navigator.sendBeacon` when the page is hidden (tab
 * switched, app backgrounded, navigation away) or when a batch is full, so sending never waits on, or blocks,
 * anything the user does. A browser without beacons (or refusing one) falls back to a keepalive fetch whose
 * answer nobody awaits.
 */
export const MAX_BATCH = 20;
/** A page that floods (an error loop) stops reporting after this many records. */
const MAX_PER_PAGE = 200;

export interface BeaconTransport {
  beacon?: (url: string, body: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export class BeaconQueue<T> {
  private items: T[] = [];
  private queued = 0;

  constructor(
    private readonly url: string,
    private readonly enabled: () => boolean,
    private readonly transport: BeaconTransport = defaultTransport(),
  ) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    if (!this.enabled() || this.queued >= MAX_PER_PAGE) return;
    this.queued += 1;
    this.items.push(item);
    if (this.items.length >= MAX_BATCH) this.flush();
  }

  /** Sends what is queued, in one request. Opting out drops the queue unsent. */
  flush(): void {
    if (this.items.length === 0) return;
    const batch = this.items;
    this.items = [];
    if (!this.enabled()) return;
    // text/plain: a simple request, so no preflight is needed for a collector on the API host.
    const body = new Blob([JSON.stringify({ records: batch })], { type: 'text/plain' });
    let sent: boolean;
    try {
      sent = this.transport.beacon?.(this.url, body) ?? false;
    } catch {
      sent = false;
    }
    if (!sent) {
      void this.transport
        .fetch?.(this.url, { method: 'POST', body, keepalive: true, credentials: 'include' })
        ?.catch(() => undefined);
    }
  }
}

function defaultTransport(): BeaconTransport {
  return {
    beacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, body) => navigator.sendBeacon(url, body)
        : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}

/** Flushes the queues whenever the page is hidden; returns a function that stops listening. */
export function flushOnPageHide(queues: readonly { flush: () => void }[]): () => void {
  const flushAll = () => {
    for (const queue of queues) queue.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushAll();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flushAll);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flushAll);
  };
}
