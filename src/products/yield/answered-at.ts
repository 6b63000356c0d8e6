import { serverOffsetMs } from '@/lib/server-time';

/**
 * The server time of a cached answer: a query's `dataUpdatedAt` is the device's clock, the rates in it are the
 * exchange's as of that moment on its own clock. Null before the first answer.
 */
export function answeredAt(dataUpdatedAt: number): number | null {
  return dataUpdatedAt > 0 ? dataUpdatedAt + serverOffsetMs() : null;
}
