import { useDeferredValue } from 'react';

/**
 * A query's result as a wallet section draws it: when a response arrives the section first renders as it
 * was, then with the data at transition priority, which React splits into slices of a few milliseconds.
 * Queries deliver through useSyncExternalStore, whose updates React renders in one piece: on a phone each of
 * the wallet's sections, drawn as its response arrived, was one long task (blocking 4x CPU: 228 -> 170 ms).
 * A section reports itself ready to reveal from this result, so it is revealed already drawn.
 */
export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
