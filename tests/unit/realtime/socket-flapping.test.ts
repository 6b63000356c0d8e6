import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earnProtocol } from '@/realtime/earn-protocol';
import {
  SocketTransport,
  type SocketReport,
  type WebSocketFactory,
  type WebSocketLike,
} from '@/realtime/socket-transport';

/**
 * Servers that accept and drop: a connection that opens is not a success until it has lived (its first pong, a
 * ping interval in), so the backoff grows (spec §9: 1 s doubling to 5 s, jitter 0.5) and the outage is reported at
 * attempts 3, 6, ... 21, however often the socket manages to open in between.
 */

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  /** The server accepts the connection. */
  accept(): void {
    this.onopen?.({});
  }

  /** The server goes away without a close frame (what a crash or a load balancer cut looks like). */
  drop(code = 1006): void {
    this.onclose?.({ code, reason: '' });
  }

  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** Answers every ping sent so far. */
  pong(): void {
    for (const frame of this.sent) if (frame.op === 'ping') this.receive({ op: 'pong', req_id: frame.req_id });
  }
}

const latest = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

let reports: SocketReport[];

function transport(random = 0): SocketTransport {
  return new SocketTransport({
    url: 'wss://stream.example/public',
    protocol: earnProtocol(),
    WebSocket: FakeSocket as unknown as WebSocketFactory,
    visibility: null,
    random: () => random,
    now: () => Date.now(),
    learnServerTime: () => undefined,
    onReport: (report) => reports.push(report),
  });
}

/** Runs the timers until the next socket is constructed; answers how long that took (ms, exact). */
async function untilNextSocket(limitMs = 60_000): Promise<number> {
  const before = FakeSocket.all.length;
  const started = Date.now();
  while (FakeSocket.all.length === before) {
    if (Date.now() - started > limitMs) throw new Error(`no reconnect within ${limitMs} ms`);
    await vi.advanceTimersToNextTimerAsync();
  }
  return Date.now() - started;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  FakeSocket.all = [];
  reports = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a server that accepts and drops at once', () => {
  it('backs off 1, 2, 4, 5, 5 ... s instead of reconnecting every second, and reports at 3, 6, ... 21 only', async () => {
    const c = transport(0);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const delays: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      latest().accept();
      expect(c.state).toBe('open');
      await vi.advanceTimersByTimeAsync(0);
      latest().drop();
      delays.push(await untilNextSocket());
    }
    expect(delays.slice(0, 5)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(delays.slice(5).every((d) => d === 5_000)).toBe(true);
    expect(reports.map((r) => r.attempt)).toEqual([3, 6, 9, 12, 15, 18, 21]);
    expect(reports.every((r) => r.code === 4006 && r.url === 'wss://stream.example/public')).toBe(true);
    c.close();
  });

  it('keeps the jitter within [base / 2, base]', async () => {
    const c = transport(0.999);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      latest().accept();
      latest().drop();
      delays.push(await untilNextSocket());
    }
    expect(delays).toEqual([500, 1_001, 2_002, 2_502, 2_502]);
    c.close();
  });

  it('a connection dropped before its first pong (15 s in) still counts as failed', async () => {
    const c = transport(0);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i += 1) {
      latest().accept();
      // Lives 14 s, the server acknowledges the subscription, but no ping has been answered.
      latest().receive({ op: 'subscribe', success: true, ret_msg: '', req_id: '1' });
      await vi.advanceTimersByTimeAsync(14_000);
      latest().drop();
      await untilNextSocket();
    }
    expect(reports.map((r) => r.attempt)).toEqual([3]);
    c.close();
  });

  it('shows the topic stale after the reported outage, also while a flapping socket is briefly open, and live once data flows', async () => {
    const c = transport(0);
    const t0 = Date.now();
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i += 1) {
      latest().accept();
      latest().drop();
      await untilNextSocket();
    }
    latest().accept();
    expect(c.state).toBe('open');
    expect(c.connectionStatus()).toMatchObject({ status: 'stale', staleSince: t0 });
    latest().receive({ topic: 't', type: 'snapshot', data: { x: 1 } });
    expect(c.connectionStatus()).toMatchObject({ status: 'live', staleSince: null });
    c.close();
  });
});

describe('repeated drops of connections that had lived', () => {
  it('each drop after a pong starts the backoff afresh: 1 s every time, no report', async () => {
    const c = transport(0);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      latest().accept();
      await vi.advanceTimersByTimeAsync(15_000);
      latest().pong();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(latest().closedWith, 'a pong in time keeps the socket').toBeNull();
      latest().drop();
      delays.push(await untilNextSocket());
    }
    expect(delays).toEqual([1_000, 1_000, 1_000, 1_000, 1_000, 1_000]);
    expect(reports).toEqual([]);
    c.close();
  });

  it('a server that pushes a snapshot and drops is still failing: backoff and reports, while each snapshot shows live', async () => {
    const c = transport(0);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      latest().accept();
      latest().receive({ topic: 't', type: 'snapshot', data: { i } });
      expect(c.connectionStatus().status).toBe('live');
      latest().drop();
      delays.push(await untilNextSocket());
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
    expect(reports.map((r) => r.attempt)).toEqual([3, 6]);
    c.close();
  });

  it('failures after a lived connection count from 1 again: flapping, recovery, flapping reports at its own third attempt', async () => {
    const c = transport(0);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const flap = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        latest().accept();
        latest().drop();
        await untilNextSocket();
      }
    };
    await flap(4);
    expect(reports.map((r) => r.attempt)).toEqual([3]);
    latest().accept();
    await vi.advanceTimersByTimeAsync(15_000);
    latest().pong();
    latest().drop();
    expect(await untilNextSocket()).toBe(1_000);
    await flap(2);
    expect(reports.map((r) => r.attempt)).toEqual([3, 3]);
    c.close();
  });

  it('a missing pong is a failure (4996), not a success', async () => {
    const c = transport(0);
    c.subscribe('t', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i += 1) {
      latest().accept();
      const socket = latest();
      await vi.advanceTimersByTimeAsync(15_000 + 3_000);
      expect(socket.closedWith).toBe(4996);
      await untilNextSocket();
    }
    expect(reports).toEqual([expect.objectContaining({ attempt: 3, code: 4996 })]);
    c.close();
  });
});
