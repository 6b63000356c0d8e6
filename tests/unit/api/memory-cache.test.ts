import { describe, expect, it } from 'vitest';
import { MEMORY_CACHE_MAX_ENTRIES, MEMORY_CACHE_TTL_MS, MemoryCache } from '@/api/memory-cache';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('MemoryCache', () => {
  it('uses the spec limits: 20 entries, 60000 ms', () => {
    expect(MEMORY_CACHE_MAX_ENTRIES).toBe(20);
    expect(MEMORY_CACHE_TTL_MS).toBe(60_000);
  });

  it.each([
    [0, true],
    [59_999, true],
    [60_000, false],
    [120_000, false],
  ])('an entry read %i ms after storing is %s', (elapsed, present) => {
    const c = clock();
    const cache = new MemoryCache<string>(20, 60_000, c.now);
    cache.set('k', 'v');
    c.advance(elapsed);
    expect(cache.get('k')).toBe(present ? 'v' : undefined);
  });

  it('keeps at most 20 entries and evicts the least recently used', () => {
    const cache = new MemoryCache<number>();
    for (let i = 0; i < 20; i += 1) cache.set(`k${i}`, i);
    // Reading k0 makes k1 the least recently used.
    expect(cache.get('k0')).toBe(0);
    cache.set('k20', 20);
    expect(cache.size).toBe(20);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k20')).toBe(20);
    cache.set('k21', 21);
    expect(cache.get('k2')).toBeUndefined();
  });

  it('re-setting a key refreshes both its value and its recency', () => {
    const cache = new MemoryCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBeUndefined();
  });

  it('deletes by prefix', () => {
    const cache = new MemoryCache<number>();
    cache.set('GET /profile', 1);
    cache.set('GET /profile?x=1', 2);
    cache.set('GET /coins', 3);
    cache.deleteByPrefix('GET /profile');
    expect(cache.size).toBe(1);
    expect(cache.get('GET /coins')).toBe(3);
  });
});
