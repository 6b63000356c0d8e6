import type { WorldState } from '../domain/state';
import type { FaultConfig } from '../faults/fault-config';
import { parseWorldState } from './world-schema';

/**
 * Where the world lives between page loads: localStorage per browser profile (one key, JSON, carrying the
 * state version), so a reviewer's orders survive a reload. Faults live in sessionStorage: they belong to one
 * tab's test. Whatever is read back is validated: anything unreadable is dropped, never resumed.
 */
export interface StateStorage {
  load(): WorldState | null;
  save(state: WorldState): void;
  clear(): void;
}

export const STATE_KEY = 'earn-sim:world';
const FAULTS_KEY = 'earn-sim:faults';

export interface BrowserStateStorageOptions {
  /** Told when a saved world could not be read (not JSON, not a world, another version) and was dropped. */
  onDiscard?: () => void;
  /** Told when a save failed (storage full or gone); the world then lives in the page only. */
  onSaveFailed?: (error: unknown) => void;
}

export function browserStateStorage(
  storage: Storage,
  { onDiscard, onSaveFailed }: BrowserStateStorageOptions = {},
): StateStorage {
  const discard = () => {
    try {
      storage.removeItem(STATE_KEY);
    } catch {
      // Unreadable and unremovable: the next save overwrites it.
    }
    onDiscard?.();
  };
  return {
    load() {
      let raw: string | null;
      try {
        raw = storage.getItem(STATE_KEY);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        discard();
        return null;
      }
      const state = parseWorldState(parsed);
      if (state === null) discard();
      return state;
    },
    save(state) {
      try {
        storage.setItem(STATE_KEY, JSON.stringify(state));
      } catch (error) {
        if (onSaveFailed) onSaveFailed(error);
        else console.warn('simulator: could not save the demo state', error);
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tab's faults, when what is stored is a fault configuration (anything else is dropped). */
export function loadTabFaults(): FaultConfig | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(FAULTS_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const ok =
      isRecord(parsed) &&
      isRecord(parsed.endpoints) &&
      isRecord(parsed.sockets) &&
      Object.values(parsed.endpoints).every(isRecord) &&
      Object.values(parsed.sockets).every(isRecord);
    if (ok) return parsed as unknown as FaultConfig;
    globalThis.sessionStorage?.removeItem(FAULTS_KEY);
    return null;
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
