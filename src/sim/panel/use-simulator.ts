import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Simulator } from '../runtime/simulator';

/** Re-renders on every simulator change (reset, faults, speed). */
export function useSimulatorVersion(sim: Simulator): number {
  const [version, setVersion] = useState(0);
  useEffect(() => sim.onChange(() => setVersion((v) => v + 1)), [sim]);
  return version;
}

/** The simulated clock, ticking once a second while the panel is open. */
export function useSimulatedNow(sim: Simulator): number {
  return useSyncExternalStore(
    (notify) => {
      const timer = window.setInterval(notify, 1000);
      return () => window.clearInterval(timer);
    },
    () => Math.floor(sim.world.now() / 1000) * 1000,
  );
}
