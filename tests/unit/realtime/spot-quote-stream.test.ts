import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { earnSocket } from '@/realtime/earn-socket';
import { QUOTE_PING_INTERVAL_MS, quoteProtocol, type SpotQuote } from '@/realtime/quote-protocol';
import { quoteStreamState, spotQuoteStream, subscribeSpotQuote } from '@/realtime/spot-quote-stream';
import { SocketTransport, type WebSocketFactory } from '@/realtime/socket-transport';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

let server: TestServer;
let stream: SocketTransport;

const POLICY = {
  minDelayMs: 10,
  maxDelayMs: 20,
  factor: 2,
  jitter: 0.5,
  reportFirst: 3,
  reportEvery: 3,
  reportLast: 22,
};

function quoteTransport(url: string, pingIntervalMs = 60_000): SocketTransport {
  return new SocketTransport({
    url,
    protocol: quoteProtocol(),
    WebSocket: WebSocket as unknown as WebSocketFactory,
    pingIntervalMs,
    policy: POLICY,
    visibility: null,
    onReport: () => undefined,
  });
}

beforeEach(async () => {
  server = await startServer();
  stream = quoteTransport(server.url);
});

afterEach(async () => {
  stream.close();
  await server.close();
});

const item = {
  t: 1718000000123,
  s: 'BTCUSDT',
  c: '65000.5',
  h: '66000',
  l: '64000',
  o: '64500',
  v: '1200.5',
  qv: '78000000',
  m: '0.0077',
};
const subs = (connection: number) =>
  server.frames.filter((f) => f.connection === connection && f.data.event === 'sub').map((f) => f.data);

describe('spot quote stream', () => {
  it('rides the same transport as the earn socket', () => {
    expect(spotQuoteStream()).toBeInstanceOf(SocketTransport);
    expect(earnSocket('public')).toBeInstanceOf(SocketTransport);
    expect(spotQuoteStream()).toBe(spotQuoteStream());
    expect(spotQuoteStream().state).toBe('closed');
  });

  it('pings every 10 s by default', () => {
    expect(QUOTE_PING_INTERVAL_MS).toBe(10_000);
  });

  it('starts in init, opens on the first symbol and subscribes realtimes per symbol once', async () => {
    expect(quoteStreamState(stream)).toBe('init');
    const a: SpotQuote[] = [];
    const b: SpotQuote[] = [];
    subscribeSpotQuote('btcusdt', (q) => a.push(q), stream);
    subscribeSpotQuote('BTCUSDT', (q) => b.push(q), stream);
    subscribeSpotQuote('ETHUSDT', () => undefined, stream);
    await until(() => quoteStreamState(stream) === 'open', 'open');
    await until(() => subs(0).length === 2, 'subs');
    await settle(20);
    expect(subs(0)).toEqual([
      { topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT', params: { binary: false } },
      { topic: 'realtimes', event: 'sub', symbol: 'ETHUSDT', params: { binary: false } },
    ]);
    server.broadcast({ topic: 'realtimes', symbol: 'BTCUSDT', data: [item] });
    server.broadcast({ topic: 'realtimes', symbol: 'BTCUSDT', data: [{ t: 'x' }] });
    await until(() => a.length === 1 && b.length === 1, 'quote');
    expect(a[0]).toEqual({
      time: 1718000000123,
      symbol: 'BTCUSDT',
      close: '65000.5',
      high: '66000',
      low: '64000',
      open: '64500',
      volume: '1200.5',
      quoteVolume: '78000000',
      range: '0.0077',
    });
    expect(stream.topicStatus('btcusdt').status).toBe('live');
  });

  it('sends { ping } on its interval and reads { pong }', async () => {
    const pinging = quoteTransport(server.url, 30);
    subscribeSpotQuote('BTCUSDT', () => undefined, pinging);
    await until(() => server.frames.filter((f) => 'ping' in f.data).length >= 3, 'pings');
    expect(typeof server.frames.find((f) => 'ping' in f.data)?.data.ping).toBe('number');
    // Pongs arrive, so the pong deadline never closes the socket.
    expect(server.connections).toHaveLength(1);
    pinging.close();
  });

  it('cancels a symbol when its last listener leaves', async () => {
    const stop = subscribeSpotQuote('SOLUSDT', () => undefined, stream);
    subscribeSpotQuote('BTCUSDT', () => undefined, stream);
    await until(() => stream.state === 'open', 'open');
    stop();
    await until(() => server.frames.some((f) => f.data.event === 'cancel'), 'cancel');
    expect(server.frames.filter((f) => f.data.event === 'cancel').map((f) => f.data)).toEqual([
      { topic: 'realtimes', event: 'cancel', symbol: 'SOLUSDT', params: { binary: false } },
    ]);
  });

  it('reconnects and resubscribes after a drop', async () => {
    subscribeSpotQuote('BTCUSDT', () => undefined, stream);
    await until(() => stream.state === 'open', 'open');
    const states: string[] = [];
    stream.onStatusChange(() => {
      const state = quoteStreamState(stream);
      if (states.at(-1) !== state) states.push(state);
    });
    server.connections[0]?.terminate();
    await until(() => server.connections.length === 2 && stream.state === 'open', 'reconnected');
    await until(() => subs(1).length === 1, 'resubscribed');
    expect(states).toEqual(['closed', 'open']);
  });

  it('a refused connection is the error state, then stale; close makes it closed', async () => {
    const refused = quoteTransport('ws://127.0.0.1:1/x');
    subscribeSpotQuote('BTCUSDT', () => undefined, refused);
    await until(() => quoteStreamState(refused) === 'error', 'error');
    await until(() => refused.topicStatus('BTCUSDT').status === 'stale', 'stale');
    refused.close();
    expect(quoteStreamState(refused)).toBe('closed');
  });

  it('close stops it for good', async () => {
    subscribeSpotQuote('BTCUSDT', () => undefined, stream);
    await until(() => stream.state === 'open', 'open');
    stream.close();
    expect(quoteStreamState(stream)).toBe('closed');
    await settle(100);
    expect(server.connections).toHaveLength(1);
  });
});
