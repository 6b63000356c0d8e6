import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { cacheStrategies } from '@/api/cache-strategies';
import type { SocketClient } from './socket-client';

/** Socket messages live in the query cache under `['realtime', topic]`, so components read them like any query. */
export function realtimeQueryKey(topic: string) {
  return ['realtime', topic] as const;
}

export interface TopicBinding<S extends z.ZodMiniType> {
  socket: SocketClient;
  queryClient: QueryClient;
  topic: string;
  schema: S;
  /** Applies a `delta` message to the previous value; without it every message replaces the value. */
  merge?: (previous: z.output<S>, delta: z.output<S>) => z.output<S>;
}

/**
 * Subscribes to a topic and writes each valid message into the query cache. Returns the unsubscribe; two
 * bindings of one topic share one socket subscription (the client counts references).
 */
export function bindTopicToQueryCache<S extends z.ZodMiniType>(binding: TopicBinding<S>): () => void {
  const { socket, queryClient, topic, schema, merge } = binding;
  return socket.subscribe(topic, (message) => {
    const parsed = schema.safeParse(message.data);
    if (!parsed.success) {
      console.warn(`realtime ${topic}: unexpected payload`, parsed.error.issues[0]);
      return;
    }
    queryClient.setQueryData<z.output<S>>(realtimeQueryKey(topic), (previous) =>
      message.type === 'delta' && merge && previous !== undefined ? merge(previous, parsed.data) : parsed.data,
    );
  });
}

/** After a gap in the connection, refetch every live query (cache strategy `live`): messages were missed. */
export function invalidateLiveQueriesOnReconnect(socket: SocketClient, queryClient: QueryClient): () => void {
  return socket.onReconnect(() => {
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.live === true });
  });
}

/** Reads a topic's latest message from the cache; null until the first message arrives. Strategy: live. */
export function realtimeTopicQueryOptions<T>(topic: string) {
  const queryKey = realtimeQueryKey(topic);
  return queryOptions<T | null>({
    queryKey,
    queryFn: ({ client }) => client.getQueryData<T>(queryKey) ?? null,
    ...cacheStrategies.live,
  });
}
