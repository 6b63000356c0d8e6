import { CloseCode, reportedCloseCode } from './close-codes';
import { EARN_RECONNECT_POLICY, reconnectDelay, shouldReportAttempt, type ReconnectPolicy } from './reconnect-policy';

/**
 * The earn socket (spec §4, §7, §9): `{ op, args }` subscriptions, reference-counted topics that are
 * resubscribed after every reconnect, a ping every 15 s answered within 3 s, a 10 s connect timeout and
 * reconnects with backoff for as long as the user has not closed it.
 */

export type SocketState = 'closed' | 'opening' | 'open' | 'closed_user';

/** The part of the WebSocket API used here; the browser's WebSocket and the `ws` package both fit. */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = new (url: string) => WebSocketLike;

export interface SocketDataMessage {
  topic: string;
  type?: 'snapshot' | 'delta' | string;
  /** Server time of the message in ms. */
  ts?: number;
  data: unknown;
}
export type TopicListener = (message: SocketDataMessage) => void;

export interface SocketReport {
  /** The reconnect attempt being made (3, 6, ... 21). */
  attempt: number;
  /** The close code that caused it (after 1005/1006 mapping). */
  code: number;
  url: string;
}

export interface SocketClientOptions {
  url: string | (() => string);
  /** Defaults to the global WebSocket; node tests pass the `ws` package's. */
  WebSocket?: WebSocketFactory;
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  connectTimeoutMs?: number;
  policy?: ReconnectPolicy;
  random?: () => number;
  /** Monitoring hook for long outages; defaults to a console warning. */
  onReport?: (report: SocketReport) => void;
}

export const EARN_PING_INTERVAL_MS = 15_000;
export const EARN_PONG_TIMEOUT_MS = 3_000;
export const EARN_CONNECT_TIMEOUT_MS = 10_000;

interface Subscription {
  listener: TopicListener;
}

type Timer = ReturnType<typeof setTimeout>;

function decode(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return null;
}

export class SocketClient {
  private currentState: SocketState = 'closed';
  private ws: WebSocketLike | null = null;
  private readonly topics = new Map<string, Set<Subscription>>();
  private readonly stateListeners = new Set<(state: SocketState) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly closeListeners = new Set<(code: number) => void>();
  private attempt = 0;
  private hasBeenOpen = false;
  private requestId = 0;
  private reconnectTimer: Timer | null = null;
  private connectTimer: Timer | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: Timer | null = null;

  private readonly pingIntervalMs: number;
  private readonly pongTimeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly policy: ReconnectPolicy;
  private readonly random: () => number;

  constructor(private readonly options: SocketClientOptions) {
    this.pingIntervalMs = options.pingIntervalMs ?? EARN_PING_INTERVAL_MS;
    this.pongTimeoutMs = options.pongTimeoutMs ?? EARN_PONG_TIMEOUT_MS;
    this.connectTimeoutMs = options.connectTimeoutMs ?? EARN_CONNECT_TIMEOUT_MS;
    this.policy = options.policy ?? EARN_RECONNECT_POLICY;
    this.random = options.random ?? Math.random;
  }

  get state(): SocketState {
    return this.currentState;
  }

  /** Topics with at least one subscriber. */
  get activeTopics(): string[] {
    return [...this.topics.keys()];
  }

  /** Opens the socket (also after a user close). Subscribing connects on its own. */
  connect(): void {
    if (this.currentState === 'open' || this.currentState === 'opening') return;
    this.clearTimer('reconnect');
    this.open();
  }

  /** A user close: no reconnect until `connect()` is called again. */
  close(): void {
    this.setState('closed_user');
    this.stopTimers();
    this.clearTimer('reconnect');
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      this.detach(ws);
      try {
        ws.close(CloseCode.Normal, 'user');
      } catch {
        // Already closing.
      }
    }
    this.emitClose(CloseCode.Normal);
  }

  /**
   * Listens to a topic. The first subscriber sends `subscribe`, the last unsubscribe sends `unsubscribe`; the
   * socket opens lazily on the first subscription.
   */
  subscribe(topic: string, listener: TopicListener): () => void {
    const entry: Subscription = { listener };
    let subscribers = this.topics.get(topic);
    const isNew = subscribers === undefined;
    if (!subscribers) {
      subscribers = new Set();
      this.topics.set(topic, subscribers);
    }
    subscribers.add(entry);
    if (isNew && this.currentState === 'open') this.send({ op: 'subscribe', args: [topic] });
    if (this.currentState === 'closed' && this.reconnectTimer === null) this.connect();

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const set = this.topics.get(topic);
      if (!set) return;
      set.delete(entry);
      if (set.size > 0) return;
      this.topics.delete(topic);
      if (this.currentState === 'open') this.send({ op: 'unsubscribe', args: [topic] });
    };
  }

  onStateChange(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Fires when the socket is open again after a gap: data may have been missed. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Fires with the reported close code of every close (4996 ping timeout, 4006 abnormal, ...). */
  onClose(listener: (code: number) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  private url(): string {
    return typeof this.options.url === 'function' ? this.options.url() : this.options.url;
  }

  private open(): void {
    this.setState('opening');
    const Impl = this.options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory | undefined);
    let ws: WebSocketLike;
    try {
      if (!Impl) throw new Error('WebSocket is not available');
      ws = new Impl(this.url());
    } catch {
      this.handleClose(CloseCode.OpenError);
      return;
    }
    this.ws = ws;
    let opened = false;
    let errored = false;
    this.connectTimer = setTimeout(() => this.abort(ws, CloseCode.OpenTimeout), this.connectTimeoutMs);

    ws.onopen = () => {
      if (ws !== this.ws) return;
      opened = true;
      this.clearTimer('connect');
      this.attempt = 0;
      this.setState('open');
      this.startPing(ws);
      const topics = this.activeTopics;
      if (topics.length > 0) this.send({ op: 'subscribe', args: topics });
      if (this.hasBeenOpen) for (const listener of [...this.reconnectListeners]) listener();
      this.hasBeenOpen = true;
    };
    ws.onmessage = (event) => {
      if (ws === this.ws) this.handleMessage(event.data);
    };
    ws.onerror = () => {
      if (ws === this.ws) errored = true;
    };
    ws.onclose = (event) => {
      if (ws !== this.ws) return;
      const code = errored ? (opened ? CloseCode.Error : CloseCode.OpenError) : reportedCloseCode(event.code);
      this.handleClose(code);
    };
  }

  /** Closes a socket this client gave up on, with an application close code, and moves on at once. */
  private abort(ws: WebSocketLike, code: number): void {
    if (ws !== this.ws) return;
    this.detach(ws);
    try {
      ws.close(code);
    } catch {
      // A socket still connecting may refuse a close code; it is dropped either way.
    }
    this.handleClose(code);
  }

  private handleClose(code: number): void {
    this.stopTimers();
    if (this.ws) this.detach(this.ws);
    this.ws = null;
    this.emitClose(code);
    if (this.currentState === 'closed_user') return;
    this.setState('closed');
    this.scheduleReconnect(code);
  }

  private scheduleReconnect(code: number): void {
    this.attempt += 1;
    if (shouldReportAttempt(this.attempt, this.policy)) {
      const report = { attempt: this.attempt, code, url: this.url() };
      if (this.options.onReport) this.options.onReport(report);
      else console.warn('realtime socket still reconnecting', report);
    }
    const delay = reconnectDelay(this.attempt, this.random, this.policy);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.currentState === 'closed') this.open();
    }, delay);
  }

  private startPing(ws: WebSocketLike): void {
    this.pingTimer = setInterval(() => {
      if (ws !== this.ws) return;
      this.send({ op: 'ping' });
      if (this.pongTimer === null) {
        this.pongTimer = setTimeout(() => this.abort(ws, CloseCode.PingTimeout), this.pongTimeoutMs);
      }
    }, this.pingIntervalMs);
  }

  private handleMessage(data: unknown): void {
    const text = decode(data);
    if (text === null) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const m = message as { op?: unknown; success?: unknown; ret_msg?: unknown; topic?: unknown };
    if (m.op === 'pong' || m.ret_msg === 'pong') {
      this.clearTimer('pong');
      return;
    }
    if ((m.op === 'subscribe' || m.op === 'unsubscribe') && m.success === false) {
      console.warn(`realtime ${m.op} refused`, m.ret_msg);
      return;
    }
    if (typeof m.topic !== 'string') return;
    const subscribers = this.topics.get(m.topic);
    if (!subscribers) return;
    for (const { listener } of [...subscribers]) {
      try {
        listener(message as SocketDataMessage);
      } catch (error) {
        console.error(`realtime listener of ${m.topic} failed`, error);
      }
    }
  }

  private send(frame: { op: string; args?: string[] }): void {
    this.requestId += 1;
    try {
      this.ws?.send(JSON.stringify({ ...frame, req_id: String(this.requestId) }));
    } catch {
      // The close handler takes over.
    }
  }

  /** Silences a dropped socket. No-ops rather than null: the `ws` package throws on an unheard error. */
  private detach(ws: WebSocketLike): void {
    const ignore = () => undefined;
    ws.onopen = ignore;
    ws.onmessage = ignore;
    ws.onerror = ignore;
    ws.onclose = ignore;
  }

  private setState(state: SocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  private emitClose(code: number): void {
    for (const listener of [...this.closeListeners]) listener(code);
  }

  private clearTimer(which: 'reconnect' | 'connect' | 'pong'): void {
    const timer = which === 'reconnect' ? this.reconnectTimer : which === 'connect' ? this.connectTimer : this.pongTimer;
    if (timer !== null) clearTimeout(timer);
    if (which === 'reconnect') this.reconnectTimer = null;
    else if (which === 'connect') this.connectTimer = null;
    else this.pongTimer = null;
  }

  private stopTimers(): void {
    this.clearTimer('connect');
    this.clearTimer('pong');
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}
