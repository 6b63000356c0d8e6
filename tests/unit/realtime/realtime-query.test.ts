import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { cacheStrategies } from '@/api/cache-strategies';
import { announceGap, invalidateLiveQueriesOnReconnect, realtimeGaps } from '@/realtime/connection-gaps';
import { earnProtocol } from '@/realtime/earn-protocol';
import { EarnTopic, dualBenchmarkPriceSchema, topicWithArg } from '@/realtime/earn-topics';
import {
  bindTopicToQueryCache,
  droppedFrameCount,
  realtimeQueryKey,
  realtimeTopicQueryOptions,
} from '@/realtime/realtime-query';
import { SocketTransport, type WebSocketFactory } from '@/realtime/socket-transport';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

let server: TestServer;
let socket: SocketTransport;
let queryClient: QueryClient;

const price = (coin: number, value: string) => ({
  coin_x: coin,
  coin_y: 5,
  benchmark_price_e8: value,
  updated_at: '1718000000',
});

beforeEach(async () => {
  server = await startServer();
  socket = new SocketTransport({
    url: server.url,
    protocol: earnProtocol(),
    WebSocket: WebSocket as unknown as WebSocketFactory,
    visibility: null,
    policy: { minDelayMs: 10, maxDelayMs: 20, factor: 2, jitter: 0.5, reportFirst: 3, reportEvery: 3, reportLast: 22 },
  });
  queryClient = new QueryClient();
});

afterEach(async () => {
  socket.close();
  queryClient.clear();
  await server.close();
});

describe('socket messages in the query cache', () => {
  const topic = topicWithArg(EarnTopic.DualBenchmarkPrice, 18);

  it('writes snapshots, merges deltas, drops and counts invalid payloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = bindTopicToQueryCache({
      socket,
      queryClient,
      topic,
      schema: dualBenchmarkPriceSchema,
      merge: (previous, delta) => ({
        prices: [...previous.prices.filter((p) => !delta.prices.some((d) => d.coin_x === p.coin_x)), ...delta.prices],
      }),
    });
    await until(() => server.framesOf(0, 'subscribe').length === 1, 'subscribed');
    expect(server.framesOf(0, 'subscribe')[0]).toMatchObject({ args: ['dual_asset.benchmark_price:18'] });
    const droppedBefore = droppedFrameCount(topic);

    server.broadcast({
      topic,
      type: 'snapshot',
      data: { prices: [price(18, '14000000000'), price(2, '300000000000')] },
    });
    await until(() => queryClient.getQueryData(realtimeQueryKey(topic)) !== undefined, 'snapshot');
    server.broadcast({ topic, type: 'delta', data: { prices: [price(18, '14100000000')] } });
    server.broadcast({ topic, type: 'delta', data: { prices: [{ coin_x: 'SOL' }] } });
    server.broadcast({ topic, type: 'delta', data: null });
    await until(() => droppedFrameCount(topic) === droppedBefore + 2, 'dropped');
    await settle(20);
    expect(queryClient.getQueryData(realtimeQueryKey(topic))).toEqual({
      prices: [price(2, '300000000000'), price(18, '14100000000')],
    });
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    stop();
  });

  it('two bindings of one topic share one subscription', async () => {
    const a = bindTopicToQueryCache({ socket, queryClient, topic, schema: dualBenchmarkPriceSchema });
    const b = bindTopicToQueryCache({ socket, queryClient, topic, schema: dualBenchmarkPriceSchema });
    await until(() => server.framesOf(0, 'subscribe').length === 1, 'subscribed');
    await settle(20);
    expect(server.framesOf(0, 'subscribe')).toHaveLength(1);
    a();
    await settle(20);
    expect(server.framesOf(0, 'unsubscribe')).toHaveLength(0);
    b();
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'unsubscribed');
  });

  it('a topic query reads the latest message, starts as null and is never refetched by a gap', async () => {
    const options = realtimeTopicQueryOptions<{ prices: unknown[] }>(topic);
    expect(await queryClient.fetchQuery(options)).toBeNull();
    queryClient.setQueryData(options.queryKey, () => ({ prices: [] as unknown[] }));
    expect(await queryClient.fetchQuery(options)).toEqual({ prices: [] });
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.meta?.live).toBeUndefined();
  });
});

describe('gap handling', () => {
  it('invalidates live queries (and only those) after the server drops the connection', async () => {
    const stop = invalidateLiveQueriesOnReconnect(queryClient, socket);
    const live = queryOptions({ queryKey: ['earn', 'dual-quotes'], queryFn: () => 1, ...cacheStrategies.live });
    const lazy = queryOptions({ queryKey: ['earn', 'cards'], queryFn: () => 2, ...cacheStrategies.lazy });
    await queryClient.fetchQuery(live);
    await queryClient.fetchQuery(lazy);
    socket.subscribe('instrument_info.all', () => undefined);
    await until(() => socket.state === 'open', 'open');
    expect(queryClient.getQueryState(live.queryKey)?.isInvalidated).toBe(false);
    server.connections[0]?.terminate();
    await until(() => socket.state === 'open' && server.connections.length === 2, 'reconnected');
    await until(() => queryClient.getQueryState(live.queryKey)?.isInvalidated === true, 'invalidated');
    expect(queryClient.getQueryState(lazy.queryKey)?.isInvalidated).toBe(false);
    stop();
  });

  it('the app-wide gap bus (what the shell wires) hears every socket that announces its reconnects', async () => {
    const stop = invalidateLiveQueriesOnReconnect(queryClient);
    socket.onReconnect(announceGap);
    const live = queryOptions({ queryKey: ['earn', 'double-win'], queryFn: () => 1, ...cacheStrategies.live });
    await queryClient.fetchQuery(live);
    socket.subscribe('double_win.offer', () => undefined);
    await until(() => socket.state === 'open', 'open');
    await settle(20);
    expect(queryClient.getQueryState(live.queryKey)?.isInvalidated).toBe(false);
    server.connections[0]?.terminate();
    await until(() => queryClient.getQueryState(live.queryKey)?.isInvalidated === true, 'invalidated');
    stop();
    // Unsubscribed: a later gap reaches nobody.
    let heard = 0;
    const other = realtimeGaps.onReconnect(() => (heard += 1));
    announceGap();
    other();
    announceGap();
    expect(heard).toBe(1);
  });
});
