// @vitest-environment node
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SocketClient, type SocketClientOptions, type SocketDataMessage, type WebSocketFactory } from '@/realtime/socket-client';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

const Impl = WebSocket as unknown as WebSocketFactory;
/** Short timings so real-socket tests run in milliseconds; the spec values are defaults checked separately. */
const FAST = {
  pingIntervalMs: 40,
  // Generous enough for a loaded CI machine; the pong-timeout test lowers it.
  pongTimeoutMs: 1_000,
  connectTimeoutMs: 2_000,
  policy: { minDelayMs: 10, maxDelayMs: 40, factor: 2, jitter: 0.5, reportFirst: 3, reportEvery: 3, reportLast: 22 },
} satisfies Partial<SocketClientOptions>;

let server: TestServer;
let clients: SocketClient[];

function client(options: Partial<SocketClientOptions> = {}): SocketClient {
  const c = new SocketClient({ url: server.url, WebSocket: Impl, ...FAST, ...options });
  clients.push(c);
  return c;
}

beforeEach(async () => {
  server = await startServer();
  clients = [];
});

afterEach(async () => {
  vi.useRealTimers();
  for (const c of clients) c.close();
  await server.close();
});

describe('defaults', () => {
  it('uses the spec timings: ping 15 s, pong 3 s, connect 10 s', async () => {
    const { EARN_CONNECT_TIMEOUT_MS, EARN_PING_INTERVAL_MS, EARN_PONG_TIMEOUT_MS } = await import('@/realtime/socket-client');
    expect([EARN_PING_INTERVAL_MS, EARN_PONG_TIMEOUT_MS, EARN_CONNECT_TIMEOUT_MS]).toEqual([15_000, 3_000, 10_000]);
  });
});

describe('subscriptions', () => {
  it('connects lazily on the first subscriber and reference-counts topics', async () => {
    const c = client({ pingIntervalMs: 60_000 });
    expect(c.state).toBe('closed');
    const a: SocketDataMessage[] = [];
    const b: SocketDataMessage[] = [];
    const stopA = c.subscribe('dual_asset.benchmark_price', (m) => a.push(m));
    const stopB = c.subscribe('dual_asset.benchmark_price', (m) => b.push(m));
    await until(() => c.state === 'open', 'open');
    await until(() => server.framesOf(0, 'subscribe').length > 0, 'subscribe');
    await settle(20);
    expect(server.framesOf(0, 'subscribe')).toEqual([{ op: 'subscribe', args: ['dual_asset.benchmark_price'], req_id: expect.any(String) }]);

    server.broadcast({ topic: 'dual_asset.benchmark_price', type: 'snapshot', ts: 1, data: { prices: [] } });
    server.broadcast({ topic: 'other', data: {} });
    await until(() => a.length === 1 && b.length === 1, 'messages');
    expect(a[0]).toEqual({ topic: 'dual_asset.benchmark_price', type: 'snapshot', ts: 1, data: { prices: [] } });

    stopA();
    stopA();
    await settle(20);
    expect(server.framesOf(0, 'unsubscribe')).toEqual([]);
    stopB();
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'unsubscribe');
    expect(server.framesOf(0, 'unsubscribe')[0]).toMatchObject({ op: 'unsubscribe', args: ['dual_asset.benchmark_price'] });
  });

  it('a topic subscribed while open is sent on its own', async () => {
    const c = client({ pingIntervalMs: 60_000 });
    c.subscribe('double_win.offer', () => undefined);
    await until(() => server.framesOf(0, 'subscribe').length === 1, 'first');
    c.subscribe('discount_buy.offer', () => undefined);
    await until(() => server.framesOf(0, 'subscribe').length === 2, 'second');
    expect(server.framesOf(0, 'subscribe')[1]).toMatchObject({ args: ['discount_buy.offer'] });
  });

  it('a throwing listener does not starve the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = client({ pingIntervalMs: 60_000 });
    const seen: unknown[] = [];
    c.subscribe('t', () => {
      throw new Error('bad');
    });
    c.subscribe('t', (m) => seen.push(m.data));
    await until(() => c.state === 'open', 'open');
    server.broadcast({ topic: 't', data: 1 });
    server.broadcast('not json at all');
    await until(() => seen.length === 1, 'delivery');
  });
});

describe('ping and pong', () => {
  it('pings with op ping and stays open while pongs come back', async () => {
    const c = client();
    c.subscribe('t', () => undefined);
    await until(() => server.framesOf(0, 'ping').length >= 4, 'pings');
    expect(server.framesOf(0, 'ping')[0]).toEqual({ op: 'ping', req_id: expect.any(String) });
    expect(c.state).toBe('open');
    expect(server.connections).toHaveLength(1);
  });

  it('a missing pong closes with 4996 and reconnects', async () => {
    server.respondToPing = false;
    const c = client({ pongTimeoutMs: 30 });
    const codes: number[] = [];
    c.onClose((code) => codes.push(code));
    c.subscribe('t', () => undefined);
    await until(() => codes.length === 1, 'close');
    expect(codes).toEqual([4996]);
    await until(() => server.closeCodes[0] !== undefined, 'server saw the close');
    expect(server.closeCodes[0]).toBe(4996);
    await until(() => server.connections.length === 2, 'reconnect');
  });
});

describe('close codes', () => {
  it('a connect timeout closes with 4997', async () => {
    // A TCP server that never answers the WebSocket handshake.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const c = client({ url: `ws://127.0.0.1:${port}/public`, connectTimeoutMs: 60 });
    const codes: number[] = [];
    c.onClose((code) => codes.push(code));
    c.subscribe('t', () => undefined);
    await until(() => codes.length >= 1, 'timeout');
    expect(codes[0]).toBe(4997);
    c.close();
    silent.close();
  });

  it('a refused connection is an open error, 4998', async () => {
    const c = client({ url: 'ws://127.0.0.1:1/public' });
    const codes: number[] = [];
    c.onClose((code) => codes.push(code));
    c.subscribe('t', () => undefined);
    await until(() => codes.length >= 1, 'error');
    expect(codes[0]).toBe(4998);
  });

  it('an error on an open socket is 4999', async () => {
    const c = client({ pingIntervalMs: 60_000 });
    const codes: number[] = [];
    c.onClose((code) => codes.push(code));
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open' && server.connections.length === 1, 'open');
    // A frame with a reserved opcode is a protocol error on the client side.
    (server.connections[0] as unknown as { _socket: net.Socket })._socket.write(Buffer.from([0x83, 0x00]));
    await until(() => codes.length >= 1, 'error');
    expect(codes[0]).toBe(4999);
  });

  it.each([
    { name: 'an abnormal drop (1006)', drop: (s: TestServer) => s.connections[0]?.terminate(), code: 4006 },
    { name: 'a close without status (1005)', drop: (s: TestServer) => s.connections[0]?.close(), code: 4005 },
    { name: 'a normal close (1000)', drop: (s: TestServer) => s.connections[0]?.close(1000), code: 1000 },
  ])('$name is reported as $code and reconnects', async ({ drop, code }) => {
    const c = client({ pingIntervalMs: 60_000 });
    const codes: number[] = [];
    c.onClose((closed) => codes.push(closed));
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    drop(server);
    await until(() => codes.length === 1, 'close');
    expect(codes).toEqual([code]);
    await until(() => c.state === 'open' && server.connections.length === 2, 'reconnected');
  });
});

describe('reconnect', () => {
  it('resubscribes every topic exactly once after a reconnect, and announces the gap', async () => {
    const c = client({ pingIntervalMs: 60_000 });
    const topics = ['dual_asset.benchmark_price', 'double_win.offer', 'instrument_info.all', 'future_boost.offer'];
    for (const topic of topics) c.subscribe(topic, () => undefined);
    c.subscribe('double_win.offer', () => undefined);
    const gone = c.subscribe('discount_buy.offer', () => undefined);
    gone();
    let reconnects = 0;
    c.onReconnect(() => (reconnects += 1));
    await until(() => c.state === 'open', 'open');
    await settle(20);
    server.connections[0]?.terminate();
    await until(() => server.connections.length === 2 && server.framesOf(1, 'subscribe').length > 0, 'resubscribed');
    await settle(30);
    const args = server.framesOf(1, 'subscribe').flatMap((f) => f.args as string[]);
    expect(args.sort()).toEqual([...topics].sort());
    expect(reconnects).toBe(1);
  });

  it('a user close does not reconnect', async () => {
    const c = client();
    const states: string[] = [];
    c.onStateChange((s) => states.push(s));
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    c.close();
    expect(c.state).toBe('closed_user');
    await until(() => server.closeCodes[0] !== undefined, 'server saw the close');
    expect(server.closeCodes[0]).toBe(1000);
    await settle(200);
    expect(server.connections).toHaveLength(1);
    expect(states).toEqual(['opening', 'open', 'closed_user']);
    // A new subscriber does not reopen it either; connect() does.
    c.subscribe('u', () => undefined);
    await settle(50);
    expect(server.connections).toHaveLength(1);
    c.connect();
    await until(() => server.connections.length === 2, 'reopened');
  });
});

describe('reconnect timing (fake timers, real sockets)', () => {
  it.each([
    [0, [1_000, 2_000, 4_000, 5_000, 5_000, 5_000, 5_000]],
    [0.5, [750, 1_500, 3_000, 3_750, 3_750, 3_750, 3_750]],
    [0.999, [500, 1_001, 2_002, 2_502, 2_502, 2_502, 2_502]],
  ])('random %s: delays %j; reports at attempts 3 and 6', async (r, delays) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let constructed = 0;
    class Counting extends WebSocket {
      constructor(url: string) {
        super(url);
        constructed += 1;
      }
    }
    const reports: { attempt: number; code: number }[] = [];
    const c = new SocketClient({
      url: 'ws://127.0.0.1:1/public',
      WebSocket: Counting as unknown as WebSocketFactory,
      random: () => r,
      onReport: ({ attempt, code }) => reports.push({ attempt, code }),
    });
    clients.push(c);
    c.subscribe('t', () => undefined);
    expect(constructed).toBe(1);
    for (const [i, delay] of delays.entries()) {
      await until(() => c.state === 'closed', `attempt ${i} refused`);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(constructed, `before delay ${i}`).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(constructed, `after delay ${i}`).toBe(i + 2);
      // Each delay stays within the jitter bounds of its base.
      const base = Math.min(5_000, 1_000 * 2 ** i);
      expect(delay).toBeGreaterThanOrEqual(base / 2);
      expect(delay).toBeLessThanOrEqual(base);
    }
    expect(reports).toEqual([
      { attempt: 3, code: 4998 },
      { attempt: 6, code: 4998 },
    ]);
  });
});
