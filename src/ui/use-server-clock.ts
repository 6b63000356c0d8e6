import { useSyncExternalStore } from 'react';
import { serverNow } from '@/lib/server-time';

/**
 * The server's clock (the device clock corrected by the offset learnt from `Date` headers), ticking every
 * `tickMs`: every second for a countdown in a dialog, every minute for the countdowns of a card list. One
 * timer per tick for every subscriber; it stops when nobody listens.
 */
interface Clock {
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
  now: number;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

const clocks = new Map<number, Clock>();

function clockTicking(tickMs: number): Clock {
  const existing = clocks.get(tickMs);
  if (existing) return existing;
  const clock: Clock = {
    listeners: new Set(),
    timer: null,
    now: serverNow(),
    subscribe(listener) {
      clock.listeners.add(listener);
      if (clock.timer === null) {
        clock.now = serverNow();
        clock.timer = setInterval(() => {
          clock.now = serverNow();
          for (const l of clock.listeners) l();
        }, tickMs);
      }
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size === 0 && clock.timer !== null) {
          clearInterval(clock.timer);
          clock.timer = null;
        }
      };
    },
    read: () => {
      // A clock nobody listened to for a while reads now again, not the time it last ticked.
      if (clock.timer === null && Math.abs(serverNow() - clock.now) >= tickMs) clock.now = serverNow();
      return clock.now;
    },
  };
  clocks.set(tickMs, clock);
  return clock;
}

/** Server time in ms, at most `tickMs` old, re-rendering the caller every `tickMs`. */
export function useServerClock(tickMs: number): number {
  const clock = clockTicking(tickMs);
  return useSyncExternalStore(clock.subscribe, clock.read, clock.read);
}
