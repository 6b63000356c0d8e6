import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-time';

/**
 * The server's clock, re-read on every render and at least every `tickMs`, so "today (UTC)" and the daily
 * quota roll over at midnight while the dialog stays open.
 */
export function useServerNow(tickMs = 30_000): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return serverNow();
}
