import type { QueryClient } from '@tanstack/react-query';

/**
 * A gap is a reconnect after the socket had been open: messages were missed, so REST data fed by the socket
 * may be behind. Every app socket announces its gaps here (earn-socket.ts, spot-quote-stream.ts). This file
 * stays tiny and transport-free because the shell imports it on every page, and most pages open no socket.
 */
export interface GapSource {
  onReconnect(listener: () => void): () => void;
}

const listeners = new Set<() => void>();

export const realtimeGaps: GapSource = {
  onReconnect(listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function announceGap(): void {
  for (const listener of [...listeners]) listener();
}

/** After a gap, refetch every live query (cache strategy `live`, `meta.live`). Call once, in the shell. */
export function invalidateLiveQueriesOnReconnect(
  queryClient: QueryClient,
  source: GapSource = realtimeGaps,
): () => void {
  return source.onReconnect(() => {
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.live === true });
  });
}
