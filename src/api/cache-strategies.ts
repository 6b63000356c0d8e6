import { isApiError, TransportError, HttpError } from './api-error';

/**
 * Named cache strategies instead of ad-hoc staleTime numbers. Spread one into a queryOptions call.
 * - constant: reference data that does not change within a page's life (coins, config, quote tokens).
 * - lazy: catalogue data that may be a minute old (product cards, details, profile).
 * - eager: the user's own money, always refetched when looked at (balances, positions, orders).
 * - live: fed by the socket; the query function only seeds it, a connection gap invalidates it.
 */

const MINUTE = 60_000;

/**
 * Retry only what may succeed on a second try, once: a dropped connection, 5xx or 429, never business
 * refusals. A timeout is never retried: the call already took its full budget (5 s on the earn API), and a
 * second one would double the wait behind a spinner; the page says it failed and offers its own retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  if (error instanceof TransportError) return error.reason === 'network';
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  return false;
}

/** The one retry comes quickly: the user is looking at a skeleton meanwhile. */
export const RETRY_DELAY_MS = 500;

export const cacheStrategies = {
  constant: {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
  },
  lazy: {
    staleTime: MINUTE,
    gcTime: 10 * MINUTE,
    refetchOnWindowFocus: false,
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
  },
  eager: {
    staleTime: 0,
    gcTime: 5 * MINUTE,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
  },
  live: {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * MINUTE,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
    /** Marks the query for invalidation after a socket gap (src/realtime). */
    meta: { live: true },
  },
} as const;
