import { ws, type WebSocketHandler } from 'msw';
import { coinByName } from '../domain/coins';
import { marketsOf, QUOTE_MARKETS } from '../domain/markets';
import type { World } from '../domain/world';
import type { Simulator } from '../runtime/simulator';
import { applySocketFault } from './socket-faults';
import { anyHost, QUOTE_PUSH_INTERVAL_MS, QUOTE_STREAM_PATH } from './socket-paths';

/** One `realtimes` item: time, symbol, close, high, low, open, volume, quote volume, 24 h range. */
function realtimeItem(world: World, symbol: string) {
  const upper = symbol.toUpperCase();
  for (const quote of QUOTE_MARKETS) {
    if (!upper.endsWith(quote)) continue;
    const baseName = upper.slice(0, -quote.length);
    const base = marketsOf(quote).find((b) => b.toUpperCase() === baseName);
    const baseCoin = base ? coinByName(base) : undefined;
    const quoteCoin = coinByName(quote);
    if (!baseCoin || !quoteCoin) continue;
    const now = world.now();
    const s = world.prices.stats(baseCoin.enum, quoteCoin.enum, now);
    return {
      t: now,
      s: upper,
      c: s.close.toFixed(),
      h: s.high.toFixed(),
      l: s.low.toFixed(),
      o: s.open.toFixed(),
      v: s.volume.toDecimalPlaces(4).toFixed(),
      qv: s.quoteVolume.toDecimalPlaces(2).toFixed(),
      m: s.change.toDecimalPlaces(6).toFixed(),
    };
  }
  return null;
}

interface QuoteFrame {
  ping?: unknown;
  topic?: unknown;
  event?: unknown;
  symbol?: unknown;
}

/** The spot quote stream: `{ping}` -> `{pong}`, per-symbol `realtimes` subscriptions pushed every second. */
export function quoteStreamHandler(sim: Simulator): WebSocketHandler {
  const link = ws.link(anyHost(QUOTE_STREAM_PATH));
  return link.addEventListener('connection', ({ client }) => {
    if (applySocketFault(sim, 'quote', client)) return;
    const symbols = new Set<string>();
    const push = (symbol: string) => {
      const world = sim.world;
      world.sync();
      const item = realtimeItem(world, symbol);
      if (item) client.send(JSON.stringify({ topic: 'realtimes', symbol, data: [item] }));
    };
    const timer = setInterval(() => {
      for (const symbol of symbols) push(symbol);
    }, QUOTE_PUSH_INTERVAL_MS);
    client.addEventListener('close', () => clearInterval(timer));
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      let frame: QuoteFrame;
      try {
        frame = JSON.parse(event.data) as QuoteFrame;
      } catch {
        return;
      }
      if (frame.ping !== undefined) {
        client.send(JSON.stringify({ pong: frame.ping }));
        return;
      }
      if (frame.topic !== 'realtimes' || typeof frame.symbol !== 'string') return;
      const symbol = frame.symbol.toUpperCase();
      if (frame.event === 'sub') {
        symbols.add(symbol);
        push(symbol);
      } else if (frame.event === 'cancel') symbols.delete(symbol);
    });
  });
}
