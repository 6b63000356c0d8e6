import type { WorldState } from '../domain/state';
import type { FaultConfig } from '../faults/fault-config';

/**
 * Where the world lives between page loads: localStorage per browser profile (one key, JSON), so a
 * reviewer's orders survive a reload. Faults live in sessionStorage: they belong to one tab's test.
 */
export interface StateStorage {
  load(): WorldState | null;
  save(state: WorldState): void;
  clear(): void;
}

export const STATE_KEY = 'earn-sim:world';
export const FAULTS_KEY = 'earn-sim:faults';

export function browserStateStorage(storage: Storage | undefined = globalThis.localStorage): StateStorage | null {
  if (!storage) return null;
  return {
    load() {
      try {
        const raw = storage.getItem(STATE_KEY);
        return raw ? (JSON.parse(raw) as WorldState) : null;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        storage.setItem(STATE_KEY, JSON.stringify(state));
      } catch (error) {
        console.warn('simulator: could not save the demo state', error);
      }
    },
    clear() {
      try {
        storage.removeItem(STATE_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

export function memoryStateStorage(): StateStorage {
  let saved: string | null = null;
  return {
    load: () => (saved ? (JSON.parse(saved) as WorldState) : null),
    save: (state) => {
      saved = JSON.stringify(state);
    },
    clear: () => {
      saved = null;
    },
  };
}

export function loadTabFaults(): FaultConfig | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(FAULTS_KEY);
    return raw ? (JSON.parse(raw) as FaultConfig) : null;
  } catch {
    return null;
  }
}

export function saveTabFaults(config: FaultConfig): void {
  try {
    globalThis.sessionStorage?.setItem(FAULTS_KEY, JSON.stringify(config));
  } catch {
    // Faults then last for this page only.
  }
}
