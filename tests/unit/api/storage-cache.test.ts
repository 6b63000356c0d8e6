// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_CACHE_CAP_CHARS, StorageCache } from '@/api/storage-cache';

/** A Storage with a quota in characters, like a browser's. */
class QuotaStorage implements Storage {
  private readonly data = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    let used = 0;
    for (const [key, value] of this.data) if (key !== k) used += key.length + value.length;
    if (used + k.length + v.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

afterEach(() => localStorage.clear());

describe('StorageCache', () => {
  it('caps at 4,718,592 characters', () => {
    expect(STORAGE_CACHE_CAP_CHARS).toBe(4_718_592);
  });

  it('round-trips values and honours a TTL', () => {
    let now = 1_000;
    const cache = new StorageCache({ now: () => now });
    expect(cache.set('a', { x: [1, '2'] }, 500)).toBe(true);
    expect(cache.get('a')).toEqual({ x: [1, '2'] });
    now += 500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a', { allowExpired: true })).toEqual({ x: [1, '2'] });
  });

  it('refuses an entry larger than the cap without touching others', () => {
    const storage = new QuotaStorage();
    const cache = new StorageCache({ storage: () => storage, capChars: 200 });
    expect(cache.set('small', 'x')).toBe(true);
    expect(cache.set('big', 'y'.repeat(300))).toBe(false);
    expect(cache.get('small')).toBe('x');
  });

  it('evicts its oldest entries to stay under the cap', () => {
    const storage = new QuotaStorage();
    let now = 0;
    const cache = new StorageCache({ storage: () => storage, capChars: 300, now: () => (now += 1) });
    cache.set('a', 'a'.repeat(80));
    cache.set('b', 'b'.repeat(80));
    cache.set('c', 'c'.repeat(80));
    expect(cache.usedChars()).toBeLessThanOrEqual(300);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('b'.repeat(80));
    expect(cache.get('c')).toBe('c'.repeat(80));
  });

  it('never evicts what is not its own', () => {
    const storage = new QuotaStorage();
    storage.setItem('someone-else', 'z'.repeat(250));
    const cache = new StorageCache({ storage: () => storage, capChars: 300 });
    expect(cache.set('a', 'a'.repeat(100))).toBe(false);
    expect(storage.getItem('someone-else')).toBe('z'.repeat(250));
  });

  it('a full browser quota degrades to no cache', () => {
    const storage = new QuotaStorage(50);
    const cache = new StorageCache({ storage: () => storage });
    expect(cache.set('a', 'a'.repeat(100))).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of another shape', '{"value":1}'],
    ['a bare string', '"x"'],
  ])('a corrupted entry (%s) reads as absent and is removed', (_, raw) => {
    localStorage.setItem('earn.cache.k', raw);
    const cache = new StorageCache();
    expect(cache.get('k')).toBeUndefined();
    expect(localStorage.getItem('earn.cache.k')).toBeNull();
  });

  it('disabled storage (access throws) degrades to no cache', () => {
    const cache = new StorageCache({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(cache.set('a', 1)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(() => cache.remove('a')).not.toThrow();
    expect(() => cache.clear()).not.toThrow();
  });

  it('storage whose every method throws degrades to no cache', () => {
    const hostile = {
      get length(): number {
        throw new Error('x');
      },
      key: () => {
        throw new Error('x');
      },
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
      removeItem: () => {
        throw new Error('x');
      },
      clear: () => {
        throw new Error('x');
      },
    } as unknown as Storage;
    const cache = new StorageCache({ storage: () => hostile });
    expect(cache.set('a', 1)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.usedChars()).toBe(0);
  });

  it('an unserialisable value is not stored', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(new StorageCache().set('c', cyclic)).toBe(false);
  });

  it('clear removes only its own entries', () => {
    localStorage.setItem('other', '1');
    const cache = new StorageCache();
    cache.set('a', 1);
    cache.clear();
    expect(localStorage.getItem('other')).toBe('1');
    expect(cache.get('a')).toBeUndefined();
  });
});
