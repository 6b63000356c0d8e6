// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { earnProtocol } from '@/realtime/earn-protocol';
import { EarnTopic, type EarnTopicPayload } from '@/realtime/earn-topics';
import { liveTopicQueryOptions, useLiveTopic } from '@/realtime/live-topic';
import { droppedFrameCount } from '@/realtime/realtime-query';
import { SocketTransport, type WebSocketFactory } from '@/realtime/socket-transport';
import { settle, startServer, until, type TestServer } from './support/ws-test-server';

let server: TestServer;
let socket: SocketTransport;
let queryClient: QueryClient;

const TOPIC = 'dual_asset.benchmark_price:18';
const price = (value: string, updated = '1718000000') => ({
  coin_x: 18,
  coin_y: 5,
  benchmark_price_e8: value,
  updated_at: updated,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Sends a frame and waits for the page's state to settle around it. */
async function push(message: unknown, done: () => boolean, what: string): Promise<void> {
  await act(async () => {
    server.broadcast(message);
    await until(done, what);
  });
}

beforeEach(async () => {
  server = await startServer();
  socket = new SocketTransport({
    url: server.url,
    protocol: earnProtocol(),
    WebSocket: WebSocket as unknown as WebSocketFactory,
    visibility: null,
    idleCloseMs: 30,
    policy: { minDelayMs: 10, maxDelayMs: 20, factor: 2, jitter: 0.5, reportFirst: 3, reportEvery: 3, reportLast: 22 },
  });
  queryClient = new QueryClient();
});

afterEach(async () => {
  socket.close();
  queryClient.clear();
  await server.close();
});

describe('useLiveTopic', () => {
  it('binds on mount, puts validated frames in the query cache and reports its status', async () => {
    const { result, unmount } = renderHook(() => useLiveTopic(EarnTopic.DualBenchmarkPrice, 18, { socket }), {
      wrapper,
    });
    expect(result.current).toEqual({ data: null, status: 'connecting', staleSince: null });
    await act(async () => {
      await until(() => server.framesOf(0, 'subscribe').length === 1, 'subscribed');
    });
    expect(server.framesOf(0, 'subscribe')[0]).toMatchObject({ args: [TOPIC] });

    await push(
      { topic: TOPIC, type: 'snapshot', ts: 1, data: { prices: [price('14000000000')] } },
      () => result.current.data !== null,
      'snapshot',
    );
    const data: EarnTopicPayload<typeof EarnTopic.DualBenchmarkPrice> | null = result.current.data;
    expect(data?.prices[0]?.benchmark_price_e8).toBe('14000000000');
    expect(result.current.status).toBe('live');
    // Components elsewhere on the page read the same value through the query factory.
    expect(queryClient.getQueryData(liveTopicQueryOptions(EarnTopic.DualBenchmarkPrice, 18).queryKey)).toEqual(data);

    await push(
      { topic: TOPIC, type: 'delta', ts: 2, data: { prices: [price('14100000000')] } },
      () => result.current.data?.prices[0]?.benchmark_price_e8 === '14100000000',
      'delta',
    );

    unmount();
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'unsubscribed on unmount');
    await until(() => server.closeCodes[0] === 1000, 'idle close after the last topic');
  });

  it('drops and counts a malformed frame without crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveTopic(EarnTopic.DualBenchmarkPrice, 18, { socket }), { wrapper });
    await act(async () => {
      await until(() => socket.state === 'open', 'open');
    });
    await push(
      { topic: TOPIC, type: 'snapshot', data: { prices: [price('14000000000')] } },
      () => result.current.data !== null,
      'snapshot',
    );
    const before = droppedFrameCount(TOPIC);
    await push(
      { topic: TOPIC, type: 'delta', data: { prices: [{ coin_x: 'not a coin' }] } },
      () => droppedFrameCount(TOPIC) === before + 1,
      'dropped',
    );
    await push(
      { topic: TOPIC, type: 'delta', data: 'garbage' },
      () => droppedFrameCount(TOPIC) === before + 2,
      'dropped again',
    );
    expect(result.current.data?.prices[0]?.benchmark_price_e8).toBe('14000000000');
    expect(result.current.status).toBe('live');
    expect(warn).toHaveBeenCalled();
  });

  it('merges deltas with the given merge; two components share one subscription', async () => {
    const merge = (
      previous: EarnTopicPayload<typeof EarnTopic.DualBenchmarkPrice>,
      delta: EarnTopicPayload<typeof EarnTopic.DualBenchmarkPrice>,
    ) => ({ prices: [...previous.prices, ...delta.prices] });
    const first = renderHook(() => useLiveTopic(EarnTopic.DualBenchmarkPrice, 18, { socket, merge }), { wrapper });
    const second = renderHook(() => useQuery(liveTopicQueryOptions(EarnTopic.DualBenchmarkPrice, 18)), { wrapper });
    const third = renderHook(() => useLiveTopic(EarnTopic.DualBenchmarkPrice, 18, { socket, merge }), { wrapper });
    await act(async () => {
      await until(() => server.framesOf(0, 'subscribe').length === 1, 'subscribed');
      await settle(20);
    });
    expect(server.framesOf(0, 'subscribe')).toHaveLength(1);
    await push(
      { topic: TOPIC, type: 'snapshot', data: { prices: [price('1')] } },
      () => first.result.current.data !== null,
      'snapshot',
    );
    await push(
      { topic: TOPIC, type: 'delta', data: { prices: [price('2')] } },
      () => first.result.current.data?.prices.length === 2,
      'delta',
    );
    await waitFor(() =>
      expect(second.result.current.data?.prices.map((p) => p.benchmark_price_e8)).toEqual(['1', '2']),
    );
    first.unmount();
    await settle(20);
    expect(server.framesOf(0, 'unsubscribe')).toHaveLength(0);
    third.unmount();
    await until(() => server.framesOf(0, 'unsubscribe').length === 1, 'last one left');
    second.unmount();
  });

  it('shows reconnecting after a drop and goes live again with the fresh snapshot', async () => {
    const { result } = renderHook(() => useLiveTopic(EarnTopic.DualBenchmarkPrice, 18, { socket }), { wrapper });
    await act(async () => {
      await until(() => socket.state === 'open', 'open');
    });
    await push(
      { topic: TOPIC, type: 'snapshot', data: { prices: [price('1')] } },
      () => result.current.status === 'live',
      'live',
    );
    const statuses: string[] = [];
    await act(async () => {
      const stop = socket.onStatusChange(() => statuses.push(socket.topicStatus(TOPIC).status));
      server.connections[0]?.terminate();
      await until(() => server.framesOf(1, 'subscribe').length === 1, 'resubscribed');
      stop();
    });
    expect(statuses).toContain('reconnecting');
    await push(
      { topic: TOPIC, type: 'snapshot', data: { prices: [price('3')] } },
      () => result.current.data?.prices[0]?.benchmark_price_e8 === '3',
      'new snapshot',
    );
    expect(result.current.status).toBe('live');
  });
});

describe('useLiveTopic status', () => {
  it('turns stale after the topic stays silent, with the time of its last message', async () => {
    const quiet = new SocketTransport({
      url: server.url,
      protocol: earnProtocol(),
      WebSocket: WebSocket as unknown as WebSocketFactory,
      visibility: null,
      staleAfterMs: 60,
      now: () => 1_700_000_000_000,
    });
    const { result, unmount } = renderHook(
      () => useLiveTopic(EarnTopic.InstrumentInfoAll, undefined, { socket: quiet }),
      { wrapper },
    );
    await act(async () => {
      await until(() => quiet.state === 'open', 'open');
    });
    await push(
      { topic: 'instrument_info.all', type: 'snapshot', data: { instruments: [] } },
      () => result.current.status === 'live',
      'live',
    );
    await waitFor(() =>
      expect(result.current).toEqual({ data: { instruments: [] }, status: 'stale', staleSince: 1_700_000_000_000 }),
    );
    unmount();
    quiet.close();
  });
});
