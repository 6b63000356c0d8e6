import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { earnSocket, type EarnSocketKind } from './earn-socket';
import { earnTopicPayloadSchemas, topicWithArg, type EarnTopic, type EarnTopicPayload } from './earn-topics';
import { realtimeTopicQueryOptions, writeTopicMessage, type TopicMerge } from './realtime-query';
import type { SocketDataMessage } from './socket-protocol';
import type { LiveStatus, SocketTransport } from './socket-transport';

/** The cached value of an earn topic (with its optional argument, e.g. a coin enum); null until a message. */
export function liveTopicQueryOptions<T extends EarnTopic>(topic: T, arg?: string | number) {
  return realtimeTopicQueryOptions<EarnTopicPayload<T>>(topicWithArg(topic, arg));
}

export interface LiveTopicOptions<T> {
  /** Default: the topic's schema from earn-topics.ts (a stricter one may refine it). */
  schema?: z.ZodMiniType<T>;
  /** Folds `delta` messages into the previous value; without it each message replaces the value. */
  merge?: TopicMerge<T>;
  /** Default: the public earn socket. */
  socket?: EarnSocketKind | SocketTransport;
}

export interface LiveTopic<T> {
  data: T | null;
  status: LiveStatus;
  /** Server-clock ms since which the value is not current; null unless status is `stale`. */
  staleSince: number | null;
}

/**
 * Streams an earn topic into the query cache while the component is mounted (reference-counted: every
 * component of one topic shares one subscription) and returns its latest validated value with its status.
 * Other components read the same value with `useQuery(liveTopicQueryOptions(topic, arg))`.
 */
export function useLiveTopic<T extends EarnTopic>(
  topic: T,
  arg?: string | number,
  options: LiveTopicOptions<EarnTopicPayload<T>> = {},
): LiveTopic<EarnTopicPayload<T>> {
  const queryClient = useQueryClient();
  const socket = typeof options.socket === 'object' ? options.socket : earnSocket(options.socket ?? 'public');
  const key = topicWithArg(topic, arg);

  // Schema and merge are often written inline: read the latest ones without resubscribing.
  const write = useEffectEvent((message: SocketDataMessage) => {
    const schema = options.schema ?? (earnTopicPayloadSchemas[topic] as unknown as z.ZodMiniType<EarnTopicPayload<T>>);
    writeTopicMessage(queryClient, key, schema, options.merge, message);
  });
  useEffect(() => socket.subscribe(key, (message) => write(message)), [socket, key]);

  const { data } = useQuery(realtimeTopicQueryOptions<EarnTopicPayload<T>>(key));
  const subscribe = useCallback((listener: () => void) => socket.onStatusChange(listener), [socket]);
  const read = () => socket.topicStatus(key);
  const status = useSyncExternalStore(subscribe, read, read);
  return { data: data ?? null, status: status.status, staleSince: status.staleSince };
}

/**
 * Whether a polled answer (server-clock ms) is newer than what a stale stream last said: then the page shows
 * the polled figures and says they were polled at that time (LiveStatus `polledAt`), rather than showing a
 * moving figure under "Stale since". A live stream, or a poll older than the stream's last word, keeps the
 * streamed figures (frozen while stale).
 */
export function polledIsNewer(
  live: Pick<LiveTopic<unknown>, 'status' | 'staleSince'>,
  polledAt: number | null,
): boolean {
  return live.status === 'stale' && polledAt !== null && polledAt > (live.staleSince ?? Number.NEGATIVE_INFINITY);
}
