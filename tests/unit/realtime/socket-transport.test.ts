import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { EARN_PING_INTERVAL_MS, EARN_PONG_TIMEOUT_MS, earnProtocol } from '@/realtime/earn-protocol';
import type { SocketDataMessage } from '@/realtime/socket-protocol';
import {
  CONNECT_TIMEOUT_MS,
  SocketTransport,
  STALE_AFTER_INTERVALS,
  type SocketTransportOptions,
  type VisibilitySource,
  type WebSocketFactory,
} from '@/realtime/socket-transport';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

const Impl = WebSocket as unknown as WebSocketFactory;
/** Short timings so real-socket tests run in milliseconds; the spec values are defaults checked separately. */
const FAST = {
  pingIntervalMs: 60_000,
  // Generous enough for a loaded CI machine; the pong-timeout test lowers it.
  pongTimeoutMs: 1_000,
  connectTimeoutMs: 2_000,
  idleCloseMs: 60_000,
  staleAfterMs: 60_000,
  visibility: null,
  policy: { minDelayMs: 10, maxDelayMs: 40, factor: 2, jitter: 0.5, reportFirst: 3, reportEvery: 3, reportLast: 22 },
} satisfies Partial<SocketTransportOptions>;

let server: TestServer;
let clients: SocketTransport[];

function client(options: Partial<SocketTransportOptions> = {}): SocketTransport {
  const c = new SocketTransport({ url: server.url, protocol: earnProtocol(), WebSocket: Impl, ...FAST, ...options });
  clients.push(c);
  return c;
}

const subscribeArgs = (connection: number) => server.framesOf(connection, 'subscribe').map((f) => f.args);

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
  it('uses the spec timings: ping 15 s, pong 3 s, connect 10 s; stale after 3 pushes', () => {
    expect([EARN_PING_INTERVAL_MS, EARN_PONG_TIMEOUT_MS, CONNECT_TIMEOUT_MS]).toEqual([15_000, 3_000, 10_000]);
    expect(STALE_AFTER_INTERVALS).toBe(3);
  });
});

describe('lazy connection', () => {
  it('opens no socket until the first topic', async () => {
    const c = client();
    c.onStatusChange(() => undefined);
    expect(c.connectionStatus()).toMatchObject({ state: 'closed', status: 'connecting' });
    await settle(50);
    expect(server.connections).toHaveLength(0);
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open' && server.connections.length === 1, 'open');
  });
});

describe('subscriptions', () => {
  it('reference-counts topics: one subscribe, and one unsubscribe only when the last subscriber leaves', async () => {
    const c = client();
    const a: SocketDataMessage[] = [];
    const b: SocketDataMessage[] = [];
    const stopA = c.subscribe('dual_asset.benchmark_price', (m) => a.push(m));
    const stopB = c.subscribe('dual_asset.benchmark_price', (m) => b.push(m));
    await until(() => server.framesOf(0, 'subscribe').length > 0, 'subscribe');
    await settle(20);
    expect(server.framesOf(0, 'subscribe')).toEqual([
      { op: 'subscribe', args: ['dual_asset.benchmark_price'], req_id: expect.any(String) },
    ]);

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
    expect(server.framesOf(0, 'unsubscribe')[0]).toMatchObject({
      op: 'unsubscribe',
      args: ['dual_asset.benchmark_price'],
    });
  });

  it('batches the subscribe frames of one microtask into one frame', async () => {
    const c = client();
    c.subscribe('double_win.offer', () => undefined);
    c.subscribe('discount_buy.offer', () => undefined);
    await until(() => c.state === 'open', 'open');
    await settle(20);
    expect(subscribeArgs(0)).toEqual([['double_win.offer', 'discount_buy.offer']]);

    c.subscribe('future_boost.offer', () => undefined);
    c.subscribe('instrument_info.all', () => undefined);
    const gone = c.subscribe('dual_asset.benchmark_price', () => undefined);
    gone();
    await until(() => subscribeArgs(0).length === 2, 'second batch');
    await settle(20);
    // The topic added and removed in the same microtask never reaches the wire.
    expect(subscribeArgs(0)).toEqual([
      ['double_win.offer', 'discount_buy.offer'],
      ['future_boost.offer', 'instrument_info.all'],
    ]);
    expect(server.framesOf(0, 'unsubscribe')).toEqual([]);
  });

  it('a remount in the same microtask (React StrictMode) sends nothing', async () => {
    const c = client();
    c.subscribe('a', () => undefined);
    await until(() => subscribeArgs(0).length === 1, 'subscribed');
    const stop = c.subscribe('b', () => undefined);
    stop();
    c.subscribe('b', () => undefined);
    await until(() => subscribeArgs(0).length === 2, 'b');
    await settle(20);
    expect(subscribeArgs(0)).toEqual([['a'], ['b']]);
    expect(server.framesOf(0, 'unsubscribe')).toEqual([]);
  });

  it('a throwing listener does not starve the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = client();
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

  it('hands the server timestamp of each frame to the server clock, so countdowns follow the server between calls', async () => {
    const learnt: number[] = [];
    const c = client({ learnServerTime: (ms) => learnt.push(ms) });
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    server.broadcast({ topic: 't', ts: 1_750_000_000_000, data: 1 });
    server.broadcast({ topic: 't', data: 2 });
    await until(() => c.topicStatus('t').status === 'live', 'delivery');
    await settle(20);
    expect(learnt).toEqual([1_750_000_000_000]);
  });
});

describe('idle disconnect', () => {
  it('closes a short while after the last topic goes, without a gap, and reconnects for the next topic', async () => {
    const c = client({ idleCloseMs: 40 });
    let gaps = 0;
    c.onReconnect(() => (gaps += 1));
    const stop = c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    stop();
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'unsubscribed');
    expect(c.state).toBe('open');
    await until(() => server.closeCodes[0] !== undefined, 'idle close');
    expect(server.closeCodes[0]).toBe(1000);
    expect(c.state).toBe('closed');
    await settle(100);
    expect(server.connections).toHaveLength(1);

    c.subscribe('u', () => undefined);
    await until(() => c.state === 'open' && server.connections.length === 2, 'reopened');
    await until(() => subscribeArgs(1).length === 1, 'subscribed again');
    expect(subscribeArgs(1)).toEqual([['u']]);
    expect(gaps).toBe(0);
  });

  it('a topic that comes back within the delay keeps the socket', async () => {
    const c = client({ idleCloseMs: 300 });
    const stop = c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    stop();
    await settle(20);
    c.subscribe('t', () => undefined);
    await settle(400);
    expect(server.connections).toHaveLength(1);
    expect(server.closeCodes).toEqual([]);
    expect(c.state).toBe('open');
  });
});

describe('ping and pong', () => {
  it('pings with op ping and stays open while pongs come back', async () => {
    const c = client({ pingIntervalMs: 40 });
    c.subscribe('t', () => undefined);
    await until(() => server.framesOf(0, 'ping').length >= 4, 'pings');
    expect(server.framesOf(0, 'ping')[0]).toEqual({ op: 'ping', req_id: expect.any(String) });
    expect(c.state).toBe('open');
    expect(server.connections).toHaveLength(1);
  });

  it('a missing pong closes with 4996 and reconnects', async () => {
    server.respondToPing = false;
    const c = client({ pingIntervalMs: 40, pongTimeoutMs: 30 });
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
    const c = client();
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
    const c = client();
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
  it('resubscribes every topic exactly once, in one frame, after the server drops the connection, and announces the gap', async () => {
    const c = client();
    const topics = ['dual_asset.benchmark_price', 'double_win.offer', 'instrument_info.all', 'future_boost.offer'];
    for (const topic of topics) c.subscribe(topic, () => undefined);
    c.subscribe('double_win.offer', () => undefined);
    const gone = c.subscribe('discount_buy.offer', () => undefined);
    await until(() => c.state === 'open', 'open');
    gone();
    let reconnects = 0;
    c.onReconnect(() => (reconnects += 1));
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'unsubscribed');
    server.connections[0]?.terminate();
    await until(() => server.connections.length === 2 && server.framesOf(1, 'subscribe').length > 0, 'resubscribed');
    await settle(30);
    expect(subscribeArgs(1)).toHaveLength(1);
    expect((subscribeArgs(1)[0] as string[]).sort()).toEqual([...topics].sort());
    expect(reconnects).toBe(1);
  });

  it('a user close does not reconnect', async () => {
    const c = client();
    const states: string[] = [];
    c.onStatusChange(() => {
      if (states.at(-1) !== c.state) states.push(c.state);
    });
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

describe('status', () => {
  it('connecting, live, reconnecting after a drop, live again', async () => {
    const c = client({ policy: { ...FAST.policy, minDelayMs: 150, maxDelayMs: 150 } });
    const seen: string[] = [];
    c.onStatusChange(() => {
      const status = c.connectionStatus().status;
      if (seen.at(-1) !== status) seen.push(status);
    });
    c.subscribe('t', () => undefined);
    expect(c.topicStatus('t')).toEqual({ status: 'connecting', staleSince: null });
    await until(() => c.state === 'open', 'open');
    expect(c.connectionStatus()).toMatchObject({ status: 'live', staleSince: null });
    server.connections[0]?.terminate();
    await until(() => c.state === 'closed', 'dropped');
    expect(c.topicStatus('t')).toEqual({ status: 'reconnecting', staleSince: null });
    await until(() => c.state === 'open' && server.connections.length === 2, 'reconnected');
    expect(seen).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('a topic is connecting until its first message, live with messages, stale after a silence', async () => {
    let clock = 1_000_000;
    const c = client({ staleAfterMs: 80, now: () => clock });
    const stop = c.onStatusChange(() => undefined);
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    expect(c.topicStatus('t')).toEqual({ status: 'connecting', staleSince: null });
    clock = 1_000_500;
    server.broadcast({ topic: 't', data: 1 });
    await until(() => c.topicStatus('t').status === 'live', 'live');
    const live = c.topicStatus('t');
    expect(c.topicStatus('t')).toBe(live);
    expect(c.connectionStatus().lastMessageAt).toBe(1_000_500);
    await until(() => c.topicStatus('t').status === 'stale', 'stale after silence');
    expect(c.topicStatus('t')).toEqual({ status: 'stale', staleSince: 1_000_500 });
    // The socket itself is fine; only this topic went quiet.
    expect(c.connectionStatus().status).toBe('live');
    server.broadcast({ topic: 't', data: 2 });
    await until(() => c.topicStatus('t').status === 'live', 'live again');
    stop();
  });

  it('a topic that never hears a message is stale since it was subscribed', async () => {
    const c = client({ staleAfterMs: 50, now: () => 42_000 });
    c.subscribe('quiet', () => undefined);
    await until(() => c.topicStatus('quiet').status === 'stale', 'stale');
    expect(c.topicStatus('quiet')).toEqual({ status: 'stale', staleSince: 42_000 });
  });

  it('a refused connection goes stale after the reported number of attempts', async () => {
    const c = client({ url: 'ws://127.0.0.1:1/public', now: () => 7_000, onReport: () => undefined });
    c.subscribe('t', () => undefined);
    expect(c.topicStatus('t').status).toBe('connecting');
    let attempts = 0;
    c.onClose(() => (attempts += 1));
    await until(() => attempts >= 1, 'first refusal');
    expect(c.topicStatus('t').status).toBe('connecting');
    await until(() => c.topicStatus('t').status === 'stale', 'stale');
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(c.topicStatus('t')).toEqual({ status: 'stale', staleSince: 7_000 });
  });
});

describe('visibility', () => {
  it('pauses while the page stays hidden and resumes (a gap) when it shows', async () => {
    let hidden = false;
    const listeners = new Set<() => void>();
    const visibility: VisibilitySource = {
      hidden: () => hidden,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const toggle = (value: boolean) => {
      hidden = value;
      for (const l of listeners) l();
    };
    const c = client({ visibility, hiddenPauseMs: 30 });
    let gaps = 0;
    c.onReconnect(() => (gaps += 1));
    c.subscribe('t', () => undefined);
    await until(() => c.state === 'open', 'open');
    // A short glance away changes nothing.
    toggle(true);
    toggle(false);
    await settle(80);
    expect(c.state).toBe('open');
    toggle(true);
    await until(() => server.closeCodes[0] !== undefined, 'paused');
    expect(server.closeCodes[0]).toBe(1000);
    expect(c.topicStatus('t').status).toBe('stale');
    await settle(80);
    expect(server.connections).toHaveLength(1);
    toggle(false);
    await until(() => c.state === 'open' && server.connections.length === 2, 'resumed');
    await until(() => subscribeArgs(1).length === 1, 'resubscribed');
    expect(gaps).toBe(1);
  });
});

describe('visibility at start', () => {
  it('a page already hidden when it subscribes pauses after the delay', async () => {
    const visibility: VisibilitySource = { hidden: () => true, subscribe: () => () => undefined };
    const c = client({ visibility, hiddenPauseMs: 30 });
    c.subscribe('t', () => undefined);
    await until(() => server.closeCodes[0] === 1000, 'paused');
    expect(c.topicStatus('t').status).toBe('stale');
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
    const c = new SocketTransport({
      url: 'ws://127.0.0.1:1/public',
      protocol: earnProtocol(),
      visibility: null,
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
