import { useSyncExternalStore } from 'react';
import { serverNow } from '@/lib/server-time';

/**
 * The server's clock (the device clock corrected by the offset learnt from `Date` headers), ticking every
 * second for countdowns. One timer for every subscriber; it stops when nobody listens.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = serverNow();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = serverNow();
    timer = setInterval(() => {
      now = serverNow();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function useServerClock(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}
