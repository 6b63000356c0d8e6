/** In-memory response cache (spec §7): entries live 60000 ms, at most 20, least recently used evicted first. */
export const MEMORY_CACHE_TTL_MS = 60_000;
export const MEMORY_CACHE_MAX_ENTRIES = 20;

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class MemoryCache<V = unknown> {
  // A Map iterates in insertion order: re-inserting on read keeps the least recently used first.
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries = MEMORY_CACHE_MAX_ENTRIES,
    private readonly ttlMs = MEMORY_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key starts with `prefix` (e.g. one endpoint's responses). */
  deleteByPrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
