import { EARN_RECONNECT_POLICY, reconnectDelay, type ReconnectPolicy } from './reconnect-policy';
import type { WebSocketFactory, WebSocketLike } from './socket-client';

/**
 * The spot quote stream (spec §3, §4, §7): states init, open, closed, error; `{ ping }` every 10 s; one
 * `realtimes` subscription per symbol, reference-counted and renewed after a reconnect.
 */

export type QuoteStreamState = 'init' | 'open' | 'closed' | 'error';

export const QUOTE_PING_INTERVAL_MS = 10_000;
export const QUOTE_TOPIC = 'realtimes';
export const CANDLE_INTERVALS = ['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** One realtime item: prices and volumes stay decimal strings. */
export interface SpotQuote {
  /** ms */
  time: number;
  symbol: string;
  close: string;
  high: string;
  low: string;
  open: string;
  volume: string;
  quoteVolume: string;
  /** Change over 24 h as a fraction string ("0.0123" = +1.23 %). */
  range: string;
}

export type QuoteListener = (quote: SpotQuote) => void;

export interface QuoteStreamOptions {
  url: string | (() => string);
  WebSocket?: WebSocketFactory;
  pingIntervalMs?: number;
  policy?: ReconnectPolicy;
  random?: () => number;
}

interface RawQuote {
  t?: unknown;
  s?: unknown;
  c?: unknown;
  h?: unknown;
  l?: unknown;
  o?: unknown;
  v?: unknown;
  qv?: unknown;
  m?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '0');

export function toSpotQuote(raw: RawQuote, fallbackSymbol: string): SpotQuote | null {
  const time = Number(raw.t);
  if (!Number.isFinite(time) || typeof raw.c !== 'string') return null;
  return {
    time,
    symbol: typeof raw.s === 'string' ? raw.s : fallbackSymbol,
    close: raw.c,
    high: text(raw.h),
    low: text(raw.l),
    open: text(raw.o),
    volume: text(raw.v),
    quoteVolume: text(raw.qv),
    range: text(raw.m),
  };
}

export class QuoteStream {
  private currentState: QuoteStreamState = 'init';
  private ws: WebSocketLike | null = null;
  private readonly symbols = new Map<string, Set<{ listener: QuoteListener }>>();
  private readonly stateListeners = new Set<(state: QuoteStreamState) => void>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private userClosed = false;

  constructor(private readonly options: QuoteStreamOptions) {}

  get state(): QuoteStreamState {
    return this.currentState;
  }

  onStateChange(listener: (state: QuoteStreamState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  subscribe(symbol: string, listener: QuoteListener): () => void {
    const key = symbol.toUpperCase();
    const entry = { listener };
    let set = this.symbols.get(key);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.symbols.set(key, set);
    }
    set.add(entry);
    this.userClosed = false;
    if (isNew && this.currentState === 'open') this.sendSub(key, 'sub');
    if (!this.ws && this.reconnectTimer === null) this.open();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.symbols.get(key);
      if (!current) return;
      current.delete(entry);
      if (current.size > 0) return;
      this.symbols.delete(key);
      if (this.currentState === 'open') this.sendSub(key, 'cancel');
    };
  }

  close(): void {
    this.userClosed = true;
    this.stopPing();
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = () => undefined;
      ws.onerror = () => undefined;
      ws.onmessage = () => undefined;
      try {
        ws.close(1000);
      } catch {
        // Already closing.
      }
    }
    this.setState('closed');
  }

  private open(): void {
    const Impl = this.options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory | undefined);
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    let ws: WebSocketLike;
    try {
      if (!Impl) throw new Error('WebSocket is not available');
      ws = new Impl(url);
    } catch {
      this.setState('error');
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (ws !== this.ws) return;
      this.attempt = 0;
      this.setState('open');
      for (const symbol of this.symbols.keys()) this.sendSub(symbol, 'sub');
      this.pingTimer = setInterval(() => this.send({ ping: Date.now() }), this.options.pingIntervalMs ?? QUOTE_PING_INTERVAL_MS);
    };
    ws.onmessage = (event) => {
      if (ws === this.ws && typeof event.data === 'string') this.handleMessage(event.data);
    };
    ws.onerror = () => {
      if (ws === this.ws) this.setState('error');
    };
    ws.onclose = () => {
      if (ws !== this.ws) return;
      this.ws = null;
      this.stopPing();
      if (this.currentState !== 'error') this.setState('closed');
      if (!this.userClosed) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.attempt += 1;
    const delay = reconnectDelay(this.attempt, this.options.random, this.options.policy ?? EARN_RECONNECT_POLICY);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.userClosed && this.symbols.size > 0) this.open();
    }, delay);
  }

  private handleMessage(raw: string): void {
    let message: { topic?: unknown; symbol?: unknown; data?: unknown; pong?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if (message.topic !== QUOTE_TOPIC || typeof message.symbol !== 'string') return;
    const listeners = this.symbols.get(message.symbol.toUpperCase());
    if (!listeners || !Array.isArray(message.data)) return;
    for (const item of message.data as RawQuote[]) {
      const quote = toSpotQuote(item, message.symbol);
      if (!quote) continue;
      for (const { listener } of [...listeners]) listener(quote);
    }
  }

  private sendSub(symbol: string, event: 'sub' | 'cancel'): void {
    this.send({ topic: QUOTE_TOPIC, event, symbol, params: { binary: false } });
  }

  private send(frame: object): void {
    try {
      this.ws?.send(JSON.stringify(frame));
    } catch {
      // The close handler takes over.
    }
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private setState(state: QuoteStreamState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }
}
