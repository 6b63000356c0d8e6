// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { QUOTE_PING_INTERVAL_MS, QuoteStream, type QuoteStreamState, type SpotQuote } from '@/realtime/quote-stream';
import type { WebSocketFactory } from '@/realtime/socket-client';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

let server: TestServer;
let stream: QuoteStream;
let states: QuoteStreamState[];

beforeEach(async () => {
  server = await startServer();
  stream = new QuoteStream({
    url: server.url,
    WebSocket: WebSocket as unknown as WebSocketFactory,
    pingIntervalMs: 30,
    policy: { minDelayMs: 10, maxDelayMs: 20, factor: 2, jitter: 0.5, reportFirst: 3, reportEvery: 3, reportLast: 22 },
  });
  states = [];
  stream.onStateChange((s) => states.push(s));
});

afterEach(async () => {
  stream.close();
  await server.close();
});

const item = { t: 1718000000123, s: 'BTCUSDT', c: '65000.5', h: '66000', l: '64000', o: '64500', v: '1200.5', qv: '78000000', m: '0.0077' };

describe('spot quote stream', () => {
  it('pings every 10 s by default', () => {
    expect(QUOTE_PING_INTERVAL_MS).toBe(10_000);
  });

  it('starts in init, opens on the first symbol and subscribes realtimes per symbol once', async () => {
    expect(stream.state).toBe('init');
    const a: SpotQuote[] = [];
    const b: SpotQuote[] = [];
    stream.subscribe('btcusdt', (q) => a.push(q));
    stream.subscribe('BTCUSDT', (q) => b.push(q));
    stream.subscribe('ETHUSDT', () => undefined);
    await until(() => stream.state === 'open', 'open');
    await until(() => server.frames.filter((f) => f.data.event === 'sub').length === 2, 'subs');
    await settle(20);
    expect(server.frames.filter((f) => f.data.event === 'sub').map((f) => f.data)).toEqual([
      { topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT', params: { binary: false } },
      { topic: 'realtimes', event: 'sub', symbol: 'ETHUSDT', params: { binary: false } },
    ]);
    server.broadcast({ topic: 'realtimes', symbol: 'BTCUSDT', data: [item] });
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
  });

  it('sends { ping } on its interval', async () => {
    stream.subscribe('BTCUSDT', () => undefined);
    await until(() => server.frames.filter((f) => 'ping' in f.data).length >= 3, 'pings');
    expect(typeof server.frames.find((f) => 'ping' in f.data)?.data.ping).toBe('number');
  });

  it('cancels a symbol when its last listener leaves', async () => {
    const stop = stream.subscribe('SOLUSDT', () => undefined);
    await until(() => stream.state === 'open', 'open');
    stop();
    await until(() => server.frames.some((f) => f.data.event === 'cancel'), 'cancel');
    expect(server.frames.find((f) => f.data.event === 'cancel')?.data).toMatchObject({ symbol: 'SOLUSDT' });
  });

  it('goes to error or closed on a drop, reconnects and resubscribes', async () => {
    stream.subscribe('BTCUSDT', () => undefined);
    await until(() => stream.state === 'open', 'open');
    server.connections[0]?.terminate();
    await until(() => server.connections.length === 2 && stream.state === 'open', 'reconnected');
    await until(() => server.frames.filter((f) => f.connection === 1 && f.data.event === 'sub').length === 1, 'resubscribed');
    expect(states.slice(0, 2)).toEqual(['open', states[1] === 'error' ? 'error' : 'closed']);
    expect(states.at(-1)).toBe('open');
  });

  it('a refused connection is the error state', async () => {
    const refused = new QuoteStream({ url: 'ws://127.0.0.1:1/x', WebSocket: WebSocket as unknown as WebSocketFactory });
    refused.subscribe('BTCUSDT', () => undefined);
    await until(() => refused.state === 'error', 'error');
    refused.close();
    expect(refused.state).toBe('closed');
  });

  it('close stops it for good', async () => {
    stream.subscribe('BTCUSDT', () => undefined);
    await until(() => stream.state === 'open', 'open');
    stream.close();
    expect(stream.state).toBe('closed');
    await settle(100);
    expect(server.connections).toHaveLength(1);
  });
});
