// @vitest-environment node
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { cacheStrategies } from '@/api/cache-strategies';
import { EarnTopic, dualBenchmarkPriceSchema, topicWithArg } from '@/realtime/earn-topics';
import {
  bindTopicToQueryCache,
  invalidateLiveQueriesOnReconnect,
  realtimeQueryKey,
  realtimeTopicQueryOptions,
} from '@/realtime/realtime-query';
import { SocketClient, type WebSocketFactory } from '@/realtime/socket-client';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

let server: TestServer;
let socket: SocketClient;
let queryClient: QueryClient;

const price = (coin: number, value: string) => ({
  coin_x: coin,
  coin_y: 5,
  benchmark_price_e8: value,
  updated_at: '1718000000',
});

beforeEach(async () => {
  server = await startServer();
  socket = new SocketClient({
    url: server.url,
    WebSocket: WebSocket as unknown as WebSocketFactory,
    pingIntervalMs: 60_000,
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

  it('writes snapshots, merges deltas and ignores invalid payloads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = bindTopicToQueryCache({
      socket,
      queryClient,
      topic,
      schema: dualBenchmarkPriceSchema,
      merge: (previous, delta) => ({
        prices: [
          ...previous.prices.filter((p) => !delta.prices.some((d) => d.coin_x === p.coin_x)),
          ...delta.prices,
        ],
      }),
    });
    await until(() => server.framesOf(0, 'subscribe').length === 1, 'subscribed');
    expect(server.framesOf(0, 'subscribe')[0]).toMatchObject({ args: ['dual_asset.benchmark_price:18'] });

    server.broadcast({ topic, type: 'snapshot', data: { prices: [price(18, '14000000000'), price(2, '300000000000')] } });
    await until(() => queryClient.getQueryData(realtimeQueryKey(topic)) !== undefined, 'snapshot');
    server.broadcast({ topic, type: 'delta', data: { prices: [price(18, '14100000000')] } });
    server.broadcast({ topic, type: 'delta', data: { prices: [{ coin_x: 'SOL' }] } });
    await until(
      () =>
        (queryClient.getQueryData(realtimeQueryKey(topic)) as { prices: { benchmark_price_e8: string }[] }).prices.some(
          (p) => p.benchmark_price_e8 === '14100000000',
        ),
      'delta',
    );
    await settle(20);
    expect(queryClient.getQueryData(realtimeQueryKey(topic))).toEqual({
      prices: [price(2, '300000000000'), price(18, '14100000000')],
    });
    stop();
  });

  it('two bindings of one topic share one subscription', async () => {
    const a = bindTopicToQueryCache({ socket, queryClient, topic, schema: dualBenchmarkPriceSchema });
    const b = bindTopicToQueryCache({ socket, queryClient, topic, schema: dualBenchmarkPriceSchema });
    await until(() => server.framesOf(0, 'subscribe').length === 1, 'subscribed');
    await settle(20);
    expect(server.framesOf(0, 'subscribe')).toHaveLength(1);
    a();
    b();
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'unsubscribed');
  });

  it('a topic query reads the latest message and starts as null', async () => {
    const options = realtimeTopicQueryOptions<{ prices: unknown[] }>(topic);
    expect(await queryClient.fetchQuery(options)).toBeNull();
    queryClient.setQueryData(options.queryKey, () => ({ prices: [] as unknown[] }));
    expect(await queryClient.fetchQuery(options)).toEqual({ prices: [] });
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('gap handling', () => {
  it('invalidates live queries (and only those) after a reconnect', async () => {
    const stop = invalidateLiveQueriesOnReconnect(socket, queryClient);
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
});
