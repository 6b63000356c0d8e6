import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from '@/lib/zod';
import { earnSocket, type EarnSocketKind } from './earn-socket';
import { earnTopicPayloadSchemas, topicWithArg, type EarnTopic, type EarnTopicPayload } from './earn-topics';
import { realtimeTopicQueryOptions, writeTopicMessage, type TopicMerge } from './realtime-query';
import type { SocketDataMessage } from './socket-protocol';
import type { LiveStatus, SocketTransport } from './socket-transport';
import { toServerClock } from '@/lib/server-time';

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

/** Server-clock ms of a polled query's last answer; null before the first one. */
export function polledAtOf(query: { dataUpdatedAt: number }): number | null {
  return query.dataUpdatedAt > 0 ? toServerClock(query.dataUpdatedAt) : null;
}

export interface LiveOrPolled {
  status: LiveStatus;
  /** The earliest moment a stale stream stopped; null unless `status` is stale. */
  staleSince: number | null;
  /**
   * Set only when the polled answer is newer than every stale stream's last word (`polledIsNewer`): the page
   * then shows the polled figures instead of the streamed ones, and LiveStatus says when they were polled.
   */
  polledAt: number | null;
}

/**
 * One status for figures fed by one or more streams with a polled fallback (one rule for every page): stale
 * when any stream is; the poll wins only when it is newer than what every stale stream last said, otherwise
 * the streams' last figures stay frozen under "Stale since". Callers drop their streamed data when
 * `polledAt` is set.
 */
export function liveOrPolled(
  streams: ReadonlyArray<Pick<LiveTopic<unknown>, 'status' | 'staleSince'>>,
  polledAt: number | null,
): LiveOrPolled {
  const stale = streams.filter((s) => s.status === 'stale');
  if (stale.length === 0) return { status: streams[0]?.status ?? 'connecting', staleSince: null, polledAt: null };
  const since = stale.map((s) => s.staleSince).filter((t): t is number => t !== null);
  if (since.length === 0)
    return {
      status: 'stale',
      staleSince: null,
      polledAt: polledIsNewer({ status: 'stale', staleSince: null }, polledAt) ? polledAt : null,
    };
  const polled = polledIsNewer({ status: 'stale', staleSince: Math.max(...since) }, polledAt);
  return { status: 'stale', staleSince: Math.min(...since), polledAt: polled ? polledAt : null };
}
