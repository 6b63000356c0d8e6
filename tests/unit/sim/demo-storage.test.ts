// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { STATE_VERSION } from '@/sim/domain/state';
import { DAY } from '@/sim/domain/time';
import { isCookieStoreValue } from '@/sim/browser/demo-storage';
import { FallbackStorage } from '@/sim/runtime/fallback-storage';
import { Simulator } from '@/sim/runtime/simulator';
import { browserStateStorage, STATE_KEY } from '@/sim/runtime/state-storage';
import { parseWorldState } from '@/sim/runtime/world-schema';
import { advance, freshWorld } from './sim-test-kit';

/** A Storage over a Map, with switches for a full or a disabled browser storage. */
class MapStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('saved world validation', () => {
  it('accepts the worlds the simulator writes: fresh with history, and days later', () => {
    const world = freshWorld();
    expect(parseWorldState(roundTrip(world.state))).not.toBeNull();
    advance(world, 3 * DAY);
    expect(parseWorldState(roundTrip(world.state))).not.toBeNull();
  });

  const wrongShapes: [string, (state: Record<string, unknown>) => unknown][] = [
    ['an empty object', () => ({})],
    ['an array', () => []],
    ['a number', () => 42],
    ['null', () => null],
    ['another version', (s) => ({ ...s, version: STATE_VERSION + 1 })],
    ['no clock', (s) => ({ ...s, clock: undefined })],
    ['a clock of strings', (s) => ({ ...s, clock: { real: 'x', sim: 'y', speed: 60 } })],
    ['orders as an object', (s) => ({ ...s, orders: {} })],
    ['an order without an amount', (s) => ({ ...s, orders: [{ id: 'o1', userId: '1' }] })],
    [
      'a wallet balance as a number',
      (s) => ({ ...s, users: { 1: { ...(s.users as Record<string, object>)['1000001'], wallets: { 6: { 5: 12 } } } } }),
    ],
    ['sessions of numbers', (s) => ({ ...s, sessions: { token: 1 } })],
    ['positions of strings', (s) => ({ ...s, positions: ['p'] })],
    ['maintenance missing', (s) => ({ ...s, maintenance: undefined })],
  ];

  it.each(wrongShapes)('rejects valid JSON that is not a world: %s', (_label, mutate) => {
    const state = roundTrip(freshWorld({ history: false }).state) as Record<string, unknown>;
    expect(parseWorldState(roundTrip(mutate(state)))).toBeNull();
  });
});

describe('browserStateStorage', () => {
  it('drops an unreadable or wrong-shaped saved world (and says so) instead of resuming it', () => {
    for (const raw of ['{not json', '{"version":3,"seed":1}', '[]', '"a string"', 'null']) {
      const storage = new MapStorage();
      storage.setItem(STATE_KEY, raw);
      const onDiscard = vi.fn();
      expect(browserStateStorage(storage, { onDiscard }).load()).toBeNull();
      expect(onDiscard, raw).toHaveBeenCalledTimes(1);
      expect(storage.getItem(STATE_KEY), raw).toBeNull();
    }
  });

  it('resumes a valid saved world without a notice', () => {
    const storage = new MapStorage();
    const onDiscard = vi.fn();
    const saved = browserStateStorage(storage, { onDiscard });
    const sim = new Simulator({ seed: 1, speed: 0, storage: saved, downloadMode: 'http', realNow: () => 0 });
    sim.saveNow();
    const loaded = saved.load();
    expect(loaded?.seed).toBe(1);
    expect(onDiscard).not.toHaveBeenCalled();
    const resumed = new Simulator({
      seed: 1,
      speed: 0,
      storage: saved,
      initialState: loaded,
      downloadMode: 'http',
      realNow: () => 0,
    });
    expect(resumed.world.state.orders.length).toBe(sim.world.state.orders.length);
  });

  it('a saved world that passes the check but cannot be resumed gives a fresh world and a notice', () => {
    const storage = new MapStorage();
    const saved = browserStateStorage(storage);
    const state = freshWorld({ history: false }).state;
    // A getter that throws where the engine reads: the shape check passed, resuming fails.
    const broken = {
      ...state,
      clock: Object.defineProperty({ ...state.clock }, 'sim', {
        get: () => {
          throw new TypeError('boom');
        },
        enumerable: true,
      }),
    };
    const onDiscard = vi.fn();
    const sim = new Simulator({
      seed: 1,
      speed: 0,
      storage: saved,
      initialState: broken,
      downloadMode: 'http',
      realNow: () => 0,
      onDiscard,
    });
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(sim.world.state.users['1000001']).toBeDefined();
  });
});

describe('FallbackStorage', () => {
  it('disabled storage (SecurityError on access): memory only, told once, never throws', () => {
    const onFallback = vi.fn();
    const storage = new FallbackStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, onFallback);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('a');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.memoryOnly).toBe(true);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0]?.[0]).toBe('disabled');
  });

  it('full storage (QuotaExceededError on write): the value lives in memory, reads find it, the stale copy is gone', () => {
    const backing = new MapStorage();
    backing.setItem('k', 'old');
    const onFallback = vi.fn();
    const storage = new FallbackStorage(() => backing, onFallback);
    expect(storage.memoryOnly).toBe(false);
    backing.full = true;
    storage.setItem('k', 'new');
    storage.setItem('other', 'x');
    expect(storage.getItem('k')).toBe('new');
    expect(backing.getItem('k')).toBeNull();
    expect(storage.memoryOnly).toBe(true);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0]?.[0]).toBe('full');
    // Room again: writes go back to the browser.
    backing.full = false;
    storage.setItem('k', 'newer');
    expect(backing.getItem('k')).toBe('newer');
  });
});

describe('msw cookie store check', () => {
  it.each([
    ['[]', true],
    ['[{"key":"usertoken","value":"t","domain":"127.0.0.1","path":"/"}]', true],
    ['{}', false],
    ['{"0":1}', false],
    ['[1]', false],
    ['[null]', false],
    ['[{"value":"x"}]', false],
    ['[{"key":"a","domain":5}]', false],
    ['not json', false],
  ])('%s -> %s', (raw, ok) => {
    expect(isCookieStoreValue(raw)).toBe(ok);
  });
});
