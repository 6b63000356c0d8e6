/**
 * localStorage cache (spec §7), capped at 4,718,592 characters (4.5 Mi, under the usual 5 MB quota).
 * It never throws: disabled storage, a full quota and corrupted entries all degrade to "no cache".
 */
export const STORAGE_CACHE_CAP_CHARS = 4_718_592;
const STORAGE_CACHE_PREFIX = 'earn.cache.';

interface StoredEntry {
  /** Stored at (ms). */
  t: number;
  /** Expires at (ms); 0 for never. */
  e: number;
  v: unknown;
}

export interface StorageCacheOptions {
  /** Where to store; a function because merely touching window.localStorage throws when it is disabled. */
  storage?: () => Storage | null;
  capChars?: number;
  prefix?: string;
  now?: () => number;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isStoredEntry(value: unknown): value is StoredEntry {
  return typeof value === 'object' && value !== null && 't' in value && 'e' in value && 'v' in value;
}

/** When an entry was stored; corrupted entries count as oldest, so they go first. */
function storedAtOf(raw: string): number {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredEntry(parsed) ? parsed.t : 0;
  } catch {
    return 0;
  }
}

export class StorageCache {
  private readonly storage: () => Storage | null;
  private readonly capChars: number;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(options: StorageCacheOptions = {}) {
    this.storage = options.storage ?? browserStorage;
    this.capChars = options.capChars ?? STORAGE_CACHE_CAP_CHARS;
    this.prefix = options.prefix ?? STORAGE_CACHE_PREFIX;
    this.now = options.now ?? Date.now;
  }

  /** The value, or undefined when absent, expired, corrupted or storage is unavailable. */
  get<V = unknown>(key: string, { allowExpired = false }: { allowExpired?: boolean } = {}): V | undefined {
    const storage = this.safeStorage();
    if (!storage) return undefined;
    const fullKey = this.prefix + key;
    try {
      const raw = storage.getItem(fullKey);
      if (raw === null) return undefined;
      const entry: unknown = JSON.parse(raw);
      if (!isStoredEntry(entry)) {
        this.remove(key);
        return undefined;
      }
      if (!allowExpired && entry.e !== 0 && entry.e <= this.now()) return undefined;
      return entry.v as V;
    } catch {
      this.remove(key);
      return undefined;
    }
  }

  /** Stores a value; false when it could not be stored (too large, storage full or unavailable). */
  set(key: string, value: unknown, ttlMs = 0): boolean {
    const storage = this.safeStorage();
    if (!storage) return false;
    const fullKey = this.prefix + key;
    let serialized: string;
    try {
      const now = this.now();
      serialized = JSON.stringify({ t: now, e: ttlMs > 0 ? now + ttlMs : 0, v: value } satisfies StoredEntry);
    } catch {
      return false;
    }
    const size = fullKey.length + serialized.length;
    if (size > this.capChars) return false;
    try {
      this.makeRoom(storage, fullKey, size);
      storage.setItem(fullKey, serialized);
      return true;
    } catch {
      // The browser quota is lower than our cap: give up this entry rather than evicting everything.
      try {
        storage.removeItem(fullKey);
      } catch {
        // Storage refused even that.
      }
      return false;
    }
  }

  remove(key: string): void {
    try {
      this.safeStorage()?.removeItem(this.prefix + key);
    } catch {
      // Nothing to do.
    }
  }

  clear(): void {
    const storage = this.safeStorage();
    if (!storage) return;
    try {
      for (const key of this.ownKeys(storage)) storage.removeItem(key);
    } catch {
      // Nothing to do.
    }
  }

  /** Characters used in storage (keys and values of every entry, ours or not). */
  usedChars(): number {
    const storage = this.safeStorage();
    if (!storage) return 0;
    try {
      return this.totalChars(storage);
    } catch {
      return 0;
    }
  }

  private safeStorage(): Storage | null {
    try {
      return this.storage();
    } catch {
      return null;
    }
  }

  private ownKeys(storage: Storage): string[] {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(this.prefix)) keys.push(key);
    }
    return keys;
  }

  private totalChars(storage: Storage): number {
    let total = 0;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) total += key.length + (storage.getItem(key)?.length ?? 0);
    }
    return total;
  }

  /** Evicts our own entries, oldest first, until `size` more characters fit under the cap. */
  private makeRoom(storage: Storage, fullKey: string, size: number): void {
    const replaced = storage.getItem(fullKey);
    let used = this.totalChars(storage) - (replaced === null ? 0 : fullKey.length + replaced.length);
    if (used + size <= this.capChars) return;
    const candidates = this.ownKeys(storage)
      .filter((key) => key !== fullKey)
      .map((key) => {
        const raw = storage.getItem(key) ?? '';
        return { key, storedAt: storedAtOf(raw), chars: key.length + raw.length };
      })
      .sort((a, b) => a.storedAt - b.storedAt);
    for (const candidate of candidates) {
      if (used + size <= this.capChars) break;
      storage.removeItem(candidate.key);
      used -= candidate.chars;
    }
    if (used + size > this.capChars) throw new Error('storage cache full');
  }
}
