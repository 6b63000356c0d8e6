import { recordServerTime, serverNow } from '@/lib/server-time';
import { CloseCode } from './close-codes';
import { EARN_RECONNECT_POLICY, reconnectDelay, shouldReportAttempt, type ReconnectPolicy } from './reconnect-policy';
import type { SocketDataMessage, SocketProtocol } from './socket-protocol';

/**
 * The one WebSocket client of the app (spec §4, §9): lazy connect on the first topic, reference-counted
 * topics, subscribe/unsubscribe frames batched per microtask, resubscribe after every reconnect, ping with a
 * pong deadline, a connect timeout, reconnects with backoff while anyone listens, an idle close after the last
 * topic goes and a pause while the page stays hidden. What is said on the wire is the protocol's business.
 */

/** Spec §4 lifecycle. */
export type SocketState = 'closed' | 'opening' | 'open' | 'closed_user';

/** What a page shows about a streamed value. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stale';

export interface TopicStatus {
  status: LiveStatus;
  /** Server-clock ms since which the value is not current; null unless `stale`. */
  staleSince: number | null;
}

export interface ConnectionStatus extends TopicStatus {
  state: SocketState;
  /** Server-clock ms of the last data message on this socket. */
  lastMessageAt: number | null;
}

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

export type TopicListener = (message: SocketDataMessage) => void;

export interface SocketReport {
  /** The reconnect attempt being made (3, 6, ... 21). */
  attempt: number;
  /** The close code that caused it (after 1005/1006 mapping). */
  code: number;
  url: string;
}

/** Whether the page is hidden, and news when that changes. */
export interface VisibilitySource {
  hidden(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface SocketTransportOptions {
  url: string | (() => string);
  protocol: SocketProtocol;
  /** Defaults to the global WebSocket; node tests pass the `ws` package's. */
  WebSocket?: WebSocketFactory;
  /** Default: the protocol's. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  connectTimeoutMs?: number;
  policy?: ReconnectPolicy;
  random?: () => number;
  /** How long the socket stays open after its last topic goes, so a page change does not reconnect. */
  idleCloseMs?: number;
  /** How long the page may stay hidden before the socket is closed; it reopens when the page shows. */
  hiddenPauseMs?: number;
  /** Default: 3 x the protocol's expected interval. */
  staleAfterMs?: number;
  /** Default: the document's visibility; null disables the pause. */
  visibility?: VisibilitySource | null;
  /** Clock of `staleSince` and `lastMessageAt`; default the server clock. */
  now?: () => number;
  /** Where a frame's server timestamp goes; default the app's server clock (src/lib/server-time). */
  learnServerTime?: (serverMs: number) => void;
  /** Monitoring hook for long outages; defaults to a console warning. */
  onReport?: (report: SocketReport) => void;
}

export const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_CLOSE_MS = 2_000;
export const HIDDEN_PAUSE_MS = 30_000;
/**
 * A topic is stale after 3 expected intervals without a message (6 s on the earn socket, 3 s on the quote
 * stream): one missed push is noise, three are an outage the user should see.
 */
export const STALE_AFTER_INTERVALS = 3;

interface Topic {
  listeners: Set<{ listener: TopicListener }>;
  lastMessageAt: number | null;
  /** When the topic was subscribed: a topic that never heard a message is stale since then. */
  waitingSince: number;
  silent: boolean;
  silenceTimer: Timer | null;
}

type Timer = ReturnType<typeof setTimeout>;

function decode(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return null;
}

function documentVisibility(): VisibilitySource | null {
  if (typeof document === 'undefined') return null;
  return {
    hidden: () => document.visibilityState === 'hidden',
    subscribe(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

const sameStatus = (a: TopicStatus, b: TopicStatus) => a.status === b.status && a.staleSince === b.staleSince;

export class SocketTransport {
  private currentState: SocketState = 'closed';
  private ws: WebSocketLike | null = null;
  private readonly topics = new Map<string, Topic>();
  private readonly pendingSubscribe = new Set<string>();
  private readonly pendingUnsubscribe = new Set<string>();
  private flushQueued = false;
  private readonly statusListeners = new Set<() => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly closeListeners = new Set<(code: number) => void>();
  /**
   * Failed connections in a row. An open socket is not yet a success: a server that accepts and drops at once
   * would otherwise reset the count on every open and be hammered at the first delay forever, never reported.
   * The count resets only once the connection has lived: its first pong, a ping interval after the open (a
   * server that accepts, pushes a snapshot and drops is still failing).
   */
  private attempt = 0;
  /** The current socket has answered a ping. */
  private proven = false;
  /** The current socket has delivered a topic message: the page shows live data, whatever the backoff says. */
  private delivered = false;
  /** Open at least once since the transport last went idle: a new open is a reconnect (a gap). */
  private hasBeenOpen = false;
  private paused = false;
  private downSince: number | null = null;
  private lastMessageAt: number | null = null;
  private lastCode: number | null = null;
  private connection: ConnectionStatus | null = null;
  /** The last status object handed out per topic, so unchanged reads return the same object. */
  private readonly statusCache = new Map<string, TopicStatus>();
  private reconnectTimer: Timer | null = null;
  private connectTimer: Timer | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: Timer | null = null;
  private idleTimer: Timer | null = null;
  private hiddenTimer: Timer | null = null;
  private stopWatchingVisibility: (() => void) | null = null;

  private readonly protocol: SocketProtocol;
  private readonly pingIntervalMs: number;
  private readonly pongTimeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly policy: ReconnectPolicy;
  private readonly random: () => number;
  private readonly idleCloseMs: number;
  private readonly hiddenPauseMs: number;
  private readonly staleAfterMs: number;
  private readonly visibility: VisibilitySource | null;
  private readonly now: () => number;
  private readonly learnServerTime: (serverMs: number) => void;

  constructor(private readonly options: SocketTransportOptions) {
    this.protocol = options.protocol;
    this.pingIntervalMs = options.pingIntervalMs ?? this.protocol.pingIntervalMs;
    this.pongTimeoutMs = options.pongTimeoutMs ?? this.protocol.pongTimeoutMs;
    this.connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    this.policy = options.policy ?? EARN_RECONNECT_POLICY;
    this.random = options.random ?? Math.random;
    this.idleCloseMs = options.idleCloseMs ?? IDLE_CLOSE_MS;
    this.hiddenPauseMs = options.hiddenPauseMs ?? HIDDEN_PAUSE_MS;
    this.staleAfterMs = options.staleAfterMs ?? STALE_AFTER_INTERVALS * this.protocol.expectedIntervalMs;
    this.visibility = options.visibility === undefined ? documentVisibility() : options.visibility;
    this.now = options.now ?? serverNow;
    this.learnServerTime = options.learnServerTime ?? ((serverMs) => void recordServerTime(serverMs));
  }

  get state(): SocketState {
    return this.currentState;
  }

  /** Topics with at least one subscriber. */
  get activeTopics(): string[] {
    return [...this.topics.keys()];
  }

  /** The reported code of the last close, or null. */
  get lastCloseCode(): number | null {
    return this.lastCode;
  }

  /** Opens the socket (also after a user close). Subscribing connects on its own. */
  connect(): void {
    if (this.currentState === 'open' || this.currentState === 'opening') return;
    this.clearTimer('reconnect');
    this.paused = false;
    this.open();
  }

  /** A user close: no reconnect until `connect()` is called again. */
  close(): void {
    this.clearTimer('reconnect');
    this.clearTimer('idle');
    this.clearTimer('hidden');
    this.shutSocket(CloseCode.Normal, 'user');
    if (this.downSince === null) this.downSince = this.now();
    this.setState('closed_user');
    this.emitClose(CloseCode.Normal);
  }

  /**
   * Listens to a topic. The socket opens on the first topic; the first listener of a topic subscribes it and
   * the last one to leave unsubscribes it (frames go out once per microtask).
   */
  subscribe(topic: string, listener: TopicListener): () => void {
    const key = this.protocol.topicKey(topic);
    const entry = { listener };
    let record = this.topics.get(key);
    if (!record) {
      record = {
        listeners: new Set(),
        lastMessageAt: null,
        waitingSince: this.now(),
        silent: false,
        silenceTimer: null,
      };
      this.topics.set(key, record);
      if (!this.pendingUnsubscribe.delete(key)) this.pendingSubscribe.add(key);
      this.queueFlush();
      if (this.currentState === 'open') this.armSilence(record);
    }
    record.listeners.add(entry);
    this.clearTimer('idle');
    this.watchVisibility();
    if (this.currentState === 'closed' && this.reconnectTimer === null && !this.paused) this.open();
    this.notify();

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.topics.get(key);
      if (!current) return;
      current.listeners.delete(entry);
      if (current.listeners.size > 0) return;
      this.clearSilence(current);
      this.topics.delete(key);
      if (!this.pendingSubscribe.delete(key)) this.pendingUnsubscribe.add(key);
      this.queueFlush();
      this.notify();
    };
  }

  /** The socket's status; the same object until something changes (fit for useSyncExternalStore). */
  connectionStatus(): ConnectionStatus {
    const status = this.socketStatus();
    const next: ConnectionStatus = { ...status, state: this.currentState, lastMessageAt: this.lastMessageAt };
    const prev = this.connection;
    if (prev && sameStatus(prev, next) && prev.state === next.state && prev.lastMessageAt === next.lastMessageAt)
      return prev;
    this.connection = next;
    return next;
  }

  /** A topic's status: the socket's while it is down, else stale after a silence; stable like connectionStatus. */
  topicStatus(topic: string): TopicStatus {
    const key = this.protocol.topicKey(topic);
    const record = this.topics.get(key);
    const socket = this.socketStatus();
    let next: TopicStatus = socket;
    if (record && socket.status === 'live') {
      if (record.silent) next = { status: 'stale', staleSince: record.lastMessageAt ?? record.waitingSince };
      else if (record.lastMessageAt === null) next = { status: 'connecting', staleSince: null };
    }
    const cached = this.statusCache.get(key);
    if (cached && sameStatus(cached, next)) return cached;
    this.statusCache.set(key, next);
    return next;
  }

  /** Fires whenever a status may have changed (and on every data message). */
  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
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

  private socketStatus(): TopicStatus {
    // An open socket is live, unless it follows a reported outage and has neither lived nor delivered yet (flapping).
    const trusted = this.proven || this.delivered || this.attempt < this.policy.reportFirst;
    if (this.currentState === 'open' && trusted) return { status: 'live', staleSince: null };
    const stale = this.paused || this.currentState === 'closed_user' || this.attempt >= this.policy.reportFirst;
    if (stale) return { status: 'stale', staleSince: this.downSince };
    return { status: this.hasBeenOpen ? 'reconnecting' : 'connecting', staleSince: null };
  }

  private url(): string {
    return typeof this.options.url === 'function' ? this.options.url() : this.options.url;
  }

  private open(): void {
    this.downSince ??= this.now();
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
      this.proven = false;
      this.delivered = false;
      const gap = this.hasBeenOpen;
      this.hasBeenOpen = true;
      this.pendingSubscribe.clear();
      this.pendingUnsubscribe.clear();
      this.sendAll(this.protocol.subscribeFrames(this.activeTopics));
      for (const record of this.topics.values()) {
        record.silent = false;
        this.armSilence(record);
      }
      this.startPing(ws);
      this.setState('open');
      if (gap) for (const listener of [...this.reconnectListeners]) listener();
    };
    ws.onmessage = (event) => {
      if (ws === this.ws) this.handleMessage(event.data);
    };
    ws.onerror = () => {
      if (ws === this.ws) errored = true;
    };
    ws.onclose = (event) => {
      if (ws !== this.ws) return;
      const code = errored ? (opened ? CloseCode.Error : CloseCode.OpenError) : this.protocol.closeCode(event.code);
      this.handleClose(code);
    };
  }

  /** Closes a socket this client gave up on, with an application close code, and moves on at once. */
  private abort(ws: WebSocketLike, code: number): void {
    if (ws !== this.ws) return;
    this.shutSocket(code);
    this.handleClose(code);
  }

  private handleClose(code: number): void {
    this.shutSocket(null);
    this.downSince ??= this.now();
    this.emitClose(code);
    if (this.currentState === 'closed_user') return;
    if (this.topics.size === 0) {
      this.goIdle();
      return;
    }
    this.scheduleReconnect(code);
    this.setState('closed');
  }

  private scheduleReconnect(code: number): void {
    this.attempt += 1;
    if (shouldReportAttempt(this.attempt, this.policy)) {
      const report = { attempt: this.attempt, code, url: this.url() };
      if (this.options.onReport) this.options.onReport(report);
      else console.warn(`realtime ${this.protocol.name} socket still reconnecting`, report);
    }
    const delay = reconnectDelay(this.attempt, this.random, this.policy);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.currentState === 'closed' && !this.paused && this.topics.size > 0) this.open();
    }, delay);
  }

  /** Nobody listens: close without a gap, so the next subscriber starts afresh. */
  private goIdle(): void {
    this.clearTimer('idle');
    this.clearTimer('reconnect');
    this.clearTimer('hidden');
    this.stopWatchingVisibility?.();
    this.stopWatchingVisibility = null;
    const wasOpen = this.ws !== null;
    this.shutSocket(CloseCode.Normal, 'idle');
    if (wasOpen) this.emitClose(CloseCode.Normal);
    this.attempt = 0;
    this.hasBeenOpen = false;
    this.paused = false;
    this.downSince = null;
    if (this.currentState !== 'closed_user') this.setState('closed');
  }

  private watchVisibility(): void {
    if (!this.visibility || this.stopWatchingVisibility) return;
    const visibility = this.visibility;
    const onChange = () => {
      if (visibility.hidden()) {
        if (this.hiddenTimer === null && !this.paused)
          this.hiddenTimer = setTimeout(() => this.pause(), this.hiddenPauseMs);
        return;
      }
      this.clearTimer('hidden');
      if (!this.paused) return;
      this.paused = false;
      if (this.currentState === 'closed' && this.topics.size > 0) {
        this.clearTimer('reconnect');
        this.open();
      }
    };
    this.stopWatchingVisibility = visibility.subscribe(onChange);
    // A page opened in a background tab starts counting at once.
    if (visibility.hidden()) onChange();
  }

  /** The page stayed hidden: stop the socket (and its pings) until it shows again. */
  private pause(): void {
    this.hiddenTimer = null;
    if (this.currentState === 'closed_user') return;
    this.paused = true;
    this.clearTimer('reconnect');
    const wasOpen = this.ws !== null;
    this.shutSocket(CloseCode.Normal, 'hidden');
    this.downSince ??= this.now();
    if (wasOpen) this.emitClose(CloseCode.Normal);
    this.setState('closed');
    this.notify();
  }

  private startPing(ws: WebSocketLike): void {
    this.pingTimer = setInterval(() => {
      if (ws !== this.ws) return;
      this.send(this.protocol.pingFrame());
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
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
    const record = message as Record<string, unknown>;
    if (this.protocol.isPong(record)) {
      this.clearTimer('pong');
      this.markProven();
      return;
    }
    const routed = this.protocol.route(record);
    if (!routed) return;
    const topic = this.topics.get(this.protocol.topicKey(routed.topic));
    if (!topic) return;
    this.delivered = true;
    if (routed.ts !== undefined) this.learnServerTime(routed.ts);
    const now = this.now();
    this.lastMessageAt = now;
    topic.lastMessageAt = now;
    topic.silent = false;
    this.armSilence(topic);
    for (const { listener } of [...topic.listeners]) {
      try {
        listener(routed);
      } catch (error) {
        console.error(`realtime listener of ${routed.topic} failed`, error);
      }
    }
    this.notify();
  }

  /** The connection has lived: the outage is over and the next drop starts the backoff afresh. */
  private markProven(): void {
    if (this.proven) return;
    this.proven = true;
    this.attempt = 0;
    this.downSince = null;
    this.notify();
  }

  /** Starts (or restarts) the silence count of a topic on a live socket. */
  private armSilence(record: Topic): void {
    this.clearSilence(record);
    record.silenceTimer = setTimeout(() => {
      record.silenceTimer = null;
      record.silent = true;
      this.notify();
    }, this.staleAfterMs);
  }

  private clearSilence(record: Topic): void {
    if (record.silenceTimer !== null) clearTimeout(record.silenceTimer);
    record.silenceTimer = null;
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      const added = [...this.pendingSubscribe];
      const removed = [...this.pendingUnsubscribe];
      this.pendingSubscribe.clear();
      this.pendingUnsubscribe.clear();
      if (this.currentState === 'open') {
        this.sendAll(this.protocol.unsubscribeFrames(removed));
        this.sendAll(this.protocol.subscribeFrames(added));
      }
      if (this.topics.size === 0 && this.idleTimer === null && this.currentState !== 'closed_user') {
        if (this.currentState === 'open' || this.currentState === 'opening') {
          this.idleTimer = setTimeout(() => {
            this.idleTimer = null;
            if (this.topics.size === 0) this.goIdle();
          }, this.idleCloseMs);
        } else this.goIdle();
      }
    });
  }

  private sendAll(frames: object[]): void {
    for (const frame of frames) this.send(frame);
  }

  private send(frame: object): void {
    try {
      this.ws?.send(JSON.stringify(frame));
    } catch {
      // The close handler takes over.
    }
  }

  /** Drops the current socket (closing it with `code` unless null) and its timers. */
  private shutSocket(code: number | null, reason?: string): void {
    this.clearTimer('connect');
    this.clearTimer('pong');
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    for (const record of this.topics.values()) this.clearSilence(record);
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    // A dropped socket keeps none of this client's listeners: whatever still holds it (a proxy, an interceptor)
    // would hold them too, four more per reconnect. Only an error guard stays until the socket has closed,
    // since the `ws` package throws on an unheard error.
    const release = () => {
      ws.onerror = null;
      ws.onclose = null;
    };
    ws.onopen = null;
    ws.onmessage = null;
    if (code === null) {
      // Already closed (its close event brought us here).
      release();
      return;
    }
    ws.onerror = () => undefined;
    ws.onclose = release;
    try {
      ws.close(code, reason);
    } catch {
      // A socket still connecting may refuse a close code; it is dropped either way.
    }
  }

  private setState(state: SocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.statusListeners]) listener();
  }

  private emitClose(code: number): void {
    this.lastCode = code;
    for (const listener of [...this.closeListeners]) listener(code);
  }

  private clearTimer(which: 'reconnect' | 'connect' | 'pong' | 'idle' | 'hidden'): void {
    const timers = {
      reconnect: this.reconnectTimer,
      connect: this.connectTimer,
      pong: this.pongTimer,
      idle: this.idleTimer,
      hidden: this.hiddenTimer,
    };
    const timer = timers[which];
    if (timer !== null) clearTimeout(timer);
    if (which === 'reconnect') this.reconnectTimer = null;
    else if (which === 'connect') this.connectTimer = null;
    else if (which === 'pong') this.pongTimer = null;
    else if (which === 'idle') this.idleTimer = null;
    else this.hiddenTimer = null;
  }
}
