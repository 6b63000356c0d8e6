import { useSyncExternalStore } from 'react';
import { onComplianceWall, opensComplianceWall, type ComplianceWallEvent } from '@/api/compliance-events';

/**
 * Whether the compliance wall (status 10024, spec §6, §8) is up. Subscribed when this module loads — before
 * any route loader calls the API — so a 10024 answered during the first page load is not missed.
 */
let current: ComplianceWallEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

onComplianceWall((event) => {
  // Only an action the user took raises the wall, over that action; a refused read is said in place.
  if (!opensComplianceWall(event.endpoint)) return;
  // Several calls refused at once raise one wall; the first event is kept for the logs.
  if (current) return;
  current = event;
  notify();
});

export function dismissComplianceWall(): void {
  if (!current) return;
  current = null;
  notify();
}

/** For code outside React: earn actions check this before sending anything. */
export function isComplianceWallUp(): boolean {
  return current !== null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useComplianceWall(): ComplianceWallEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
