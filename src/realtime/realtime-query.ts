import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from '@/lib/zod';
import { cacheStrategies } from '@/api/cache-strategies';
import type { SocketDataMessage } from './socket-protocol';
import type { SocketTransport } from './socket-transport';

/** Socket messages live in the query cache under `['realtime', topic]`, so components read them like any query. */
export function realtimeQueryKey(topic: string) {
  return ['realtime', topic] as const;
}

/** Applies a `delta` message to the previous value; without it every message replaces the value. */
export type TopicMerge<T> = (previous: T, delta: T) => T;

const dropped = new Map<string, number>();
/** Frames already written per cache: every listener of a topic gets the same message object, and one write must win. */
const written = new WeakMap<QueryClient, WeakSet<SocketDataMessage>>();

/** Frames of `topic` dropped because their payload did not match the topic's schema (since page load). */
export function droppedFrameCount(topic: string): number {
  return dropped.get(topic) ?? 0;
}

/**
 * Validates one message and writes it into the cache, once per cache however many components listen (the
 * first listener's schema and merge apply). A malformed payload is dropped and counted (warned once per
 * topic), never thrown: one bad frame must not take the page down.
 */
export function writeTopicMessage<S extends z.ZodMiniType>(
  queryClient: QueryClient,
  topic: string,
  schema: S,
  merge: TopicMerge<z.output<S>> | undefined,
  message: SocketDataMessage,
): boolean {
  let seen = written.get(queryClient);
  if (!seen) {
    seen = new WeakSet();
    written.set(queryClient, seen);
  }
  if (seen.has(message)) return false;
  seen.add(message);
  const parsed = schema.safeParse(message.data);
  if (!parsed.success) {
    const count = droppedFrameCount(topic) + 1;
    dropped.set(topic, count);
    if (count === 1) console.warn(`realtime ${topic}: unexpected payload dropped`, parsed.error.issues[0]);
    return false;
  }
  queryClient.setQueryData<z.output<S> | null>(realtimeQueryKey(topic), (previous) =>
    message.type === 'delta' && merge && previous !== undefined && previous !== null
      ? merge(previous, parsed.data)
      : parsed.data,
  );
  return true;
}

export interface TopicBinding<S extends z.ZodMiniType> {
  socket: SocketTransport;
  queryClient: QueryClient;
  topic: string;
  schema: S;
  merge?: TopicMerge<z.output<S>>;
}

/**
 * Subscribes to a topic and writes each valid message into the query cache. Returns the unsubscribe; two
 * bindings of one topic share one socket subscription (the transport counts references). React code uses
 * `useLiveTopic` instead.
 */
export function bindTopicToQueryCache<S extends z.ZodMiniType>({
  socket,
  queryClient,
  topic,
  schema,
  merge,
}: TopicBinding<S>): () => void {
  return socket.subscribe(topic, (message) => {
    writeTopicMessage(queryClient, topic, schema, merge, message);
  });
}

/**
 * Reads a topic's latest message from the cache; null until the first message arrives. Never fetched: the
 * socket is its only source (a resubscribe brings a fresh snapshot), so it is not marked `live` for the gap
 * invalidation either.
 */
export function realtimeTopicQueryOptions<T>(topic: string) {
  const queryKey = realtimeQueryKey(topic);
  return queryOptions<T | null>({
    queryKey,
    queryFn: ({ client, queryKey: key }) => client.getQueryData<T | null>(key) ?? null,
    initialData: null,
    ...cacheStrategies.live,
    meta: { realtime: true },
  });
}
