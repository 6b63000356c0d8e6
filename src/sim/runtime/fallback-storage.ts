/**
 * A Storage that never throws: it uses the browser's when it can and keeps in page memory what the browser
 * refuses. Disabled storage (a SecurityError on access, e.g. cookies blocked) makes it memory only; a full one
 * (QuotaExceededError on a write) keeps that value in memory, where later reads find it.
 */
export type StorageFallbackReason = 'disabled' | 'full';

export class FallbackStorage implements Storage {
  private backing: Storage | null;
  private readonly memory = new Map<string, string>();
  private reported = false;

  constructor(
    open: () => Storage | null | undefined,
    private readonly onFallback: (reason: StorageFallbackReason, error: unknown) => void = () => undefined,
  ) {
    this.backing = null;
    try {
      const backing = open() ?? null;
      // Some browsers hand out a storage object whose every call throws.
      backing?.getItem('earn-sim:probe');
      this.backing = backing;
    } catch (error) {
      this.fallBack('disabled', error);
    }
  }

  /** Whether anything now lives in page memory only. */
  get memoryOnly(): boolean {
    return this.backing === null || this.memory.size > 0;
  }

  get length(): number {
    return this.keys().length;
  }

  key(index: number): string | null {
    return this.keys()[index] ?? null;
  }

  getItem(key: string): string | null {
    const held = this.memory.get(key);
    if (held !== undefined) return held;
    return this.attempt(() => this.backing?.getItem(key) ?? null, null);
  }

  setItem(key: string, value: string): void {
    const text = String(value);
    if (this.backing) {
      try {
        this.backing.setItem(key, text);
        this.memory.delete(key);
        return;
      } catch (error) {
        this.fallBack(isQuotaError(error) ? 'full' : 'disabled', error);
        // The stale copy must not come back once the page memory is gone.
        this.attempt(() => this.backing?.removeItem(key), undefined);
      }
    }
    this.memory.set(key, text);
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    this.attempt(() => this.backing?.removeItem(key), undefined);
  }

  clear(): void {
    this.memory.clear();
    this.attempt(() => this.backing?.clear(), undefined);
  }

  private keys(): string[] {
    const stored = this.attempt(() => {
      const backing = this.backing;
      if (!backing) return [];
      return Array.from({ length: backing.length }, (_, i) => backing.key(i)).filter((k): k is string => k !== null);
    }, [] as string[]);
    return [...new Set([...stored, ...this.memory.keys()])];
  }

  private attempt<T>(run: () => T, otherwise: T): T {
    try {
      return run();
    } catch (error) {
      if (!isQuotaError(error)) {
        // Storage went away under us (cleared site data, revoked permission): memory from now on.
        this.backing = null;
        this.fallBack('disabled', error);
      }
      return otherwise;
    }
  }

  private fallBack(reason: StorageFallbackReason, error: unknown): void {
    if (this.reported) return;
    this.reported = true;
    this.onFallback(reason, error);
  }
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
