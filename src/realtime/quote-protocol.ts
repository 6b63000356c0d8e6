import { defaultCloseCode, type SocketProtocol } from './socket-protocol';

/** Spec §9: the spot quote stream pings every 10 s. */
export const QUOTE_PING_INTERVAL_MS = 10_000;
const QUOTE_PONG_TIMEOUT_MS = 3_000;
/** Quotes of a subscribed symbol arrive every second. */
const QUOTE_PUSH_INTERVAL_MS = 1_000;
const QUOTE_TOPIC = 'realtimes';

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

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '0';

function toSpotQuote(raw: RawQuote, fallbackSymbol: string): SpotQuote | null {
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

const symbolFrame = (symbol: string, event: 'sub' | 'cancel') => ({
  topic: QUOTE_TOPIC,
  event,
  symbol,
  params: { binary: false },
});

/**
 * The spot quote stream (spec §7, docs/api.md): one `realtimes` subscription per symbol (topics are symbols,
 * upper case), `{ ping: ms }` answered by `{ pong }`. Data messages carry `SpotQuote[]`.
 */
export function quoteProtocol(): SocketProtocol {
  return {
    name: 'spot-quote',
    pingIntervalMs: QUOTE_PING_INTERVAL_MS,
    pongTimeoutMs: QUOTE_PONG_TIMEOUT_MS,
    expectedIntervalMs: QUOTE_PUSH_INTERVAL_MS,
    topicKey: (symbol) => symbol.toUpperCase(),
    subscribeFrames: (symbols) => symbols.map((s) => symbolFrame(s, 'sub')),
    unsubscribeFrames: (symbols) => symbols.map((s) => symbolFrame(s, 'cancel')),
    pingFrame: () => ({ ping: Date.now() }),
    isPong: (m) => 'pong' in m,
    route(m) {
      if (m.topic !== QUOTE_TOPIC || typeof m.symbol !== 'string' || !Array.isArray(m.data)) return null;
      const symbol = m.symbol.toUpperCase();
      const quotes = (m.data as RawQuote[]).flatMap((item) => toSpotQuote(item, symbol) ?? []);
      return quotes.length > 0 ? { topic: symbol, data: quotes } : null;
    },
    closeCode: defaultCloseCode,
  };
}
