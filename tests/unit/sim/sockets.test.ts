import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { earnTopicPayloadSchemas, EarnTopic } from '@/realtime/earn-topics';
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';

// Node 20 has no global WebSocket: give msw's interceptor one to patch (it never really connects).
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

interface Socket {
  ws: WebSocket;
  messages: unknown[];
  next: (match: (m: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
}

function open(url: string): Promise<Socket> {
  const ws = new WebSocket(url);
  const messages: unknown[] = [];
  const waiters: Array<{
    match: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }> = [];
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Record<string, unknown>;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const next = (match: (m: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const seen = messages.find((m) => match(m as Record<string, unknown>));
      if (seen) return resolve(seen as Record<string, unknown>);
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error('no such message')), 3000);
    });
  return new Promise((resolve, reject) => {
    ws.addEventListener('open', () => resolve({ ws, messages, next }));
    ws.addEventListener('error', () => reject(new Error('socket error')));
  });
}

const HOST = 'wss://stream.kestrel.example';

describe('earn socket', () => {
  it('answers ping with pong and acks subscriptions', async () => {
    const socket = await open(`${HOST}/public`);
    socket.ws.send(JSON.stringify({ op: 'ping', req_id: '8' }));
    expect(await socket.next((m) => m.op === 'pong')).toEqual({ op: 'pong', req_id: '8' });
    socket.ws.send(JSON.stringify({ op: 'subscribe', req_id: '9', args: ['nope.topic'] }));
    expect(await socket.next((m) => m.req_id === '9')).toMatchObject({ op: 'subscribe', success: false });
    socket.ws.close();
  });

  it.each(Object.values(EarnTopic))('pushes a snapshot of %s in its schema', async (topic) => {
    const socket = await open(`${HOST}/realtime_w`);
    socket.ws.send(JSON.stringify({ op: 'subscribe', req_id: '1', args: [topic] }));
    expect(await socket.next((m) => m.req_id === '1')).toMatchObject({ success: true });
    const data = await socket.next((m) => m.topic === topic);
    expect(data.type).toBe('snapshot');
    expect(data.ts).toBe(simulator.world.now());
    const parsed = earnTopicPayloadSchemas[topic].parse(data.data);
    expect(JSON.stringify(parsed).length).toBeGreaterThan(20);
    socket.ws.close();
  });

  it('filters a topic by its coin argument and keeps the topic string as sent', async () => {
    const socket = await open(`${HOST}/public`);
    socket.ws.send(JSON.stringify({ op: 'subscribe', req_id: '2', args: ['dual_asset.benchmark_price:18'] }));
    const data = await socket.next((m) => m.topic === 'dual_asset.benchmark_price:18');
    const prices = earnTopicPayloadSchemas[EarnTopic.DualBenchmarkPrice].parse(data.data).prices;
    expect(prices.map((p) => p.coin_x)).toEqual([18]);
    socket.ws.close();
  });

  it('refuses connections when the fault says so, and drops them after a while', async () => {
    simulator.setFaults({
      endpoints: {},
      sockets: { public: { mode: 'refuse', afterMs: 0 }, quote: { mode: 'drop', afterMs: 50 } },
    });
    await expect(open(`${HOST}/public`)).rejects.toThrow('socket error');
    const quote = await open(`${HOST}/spot/quote/ws/v1`);
    const closed = await new Promise<number>((resolve) => quote.ws.addEventListener('close', (e) => resolve(e.code)));
    expect(closed).toBe(1006);
  });
});

describe('spot quote stream', () => {
  it('answers ping with pong and streams realtimes items from the price walk', async () => {
    const socket = await open(`${HOST}/spot/quote/ws/v1`);
    socket.ws.send(JSON.stringify({ ping: 123 }));
    expect(await socket.next((m) => 'pong' in m)).toEqual({ pong: 123 });
    socket.ws.send(JSON.stringify({ topic: 'realtimes', event: 'sub', symbol: 'SOLUSDT', params: { binary: false } }));
    const message = await socket.next((m) => m.topic === 'realtimes');
    const item = (message.data as Array<Record<string, string>>)[0];
    expect(item?.s).toBe('SOLUSDT');
    expect(item?.c).toBe(simulator.world.prices.cross(18, 5, simulator.world.now()).toFixed());
    expect(Object.keys(item ?? {}).sort()).toEqual(['c', 'h', 'l', 'm', 'o', 'qv', 's', 't', 'v']);
    socket.ws.close();
  });
});
