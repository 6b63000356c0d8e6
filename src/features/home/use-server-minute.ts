import { useSyncExternalStore } from 'react';
import { serverNow } from '@/lib/server-time';

/**
 * The server's clock (spec §4: device clock corrected by the server-time offset), ticking once a minute.
 * One timer serves every card that shows a countdown.
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
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function useServerMinute(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}
