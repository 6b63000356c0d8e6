// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerClock } from '@/ui/use-server-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 0, 1, 23, 59, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useServerClock', () => {
  it('re-reads the clock every tick while someone listens', () => {
    const { result, unmount } = renderHook(() => useServerClock(30_000));
    const first = result.current;
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(first + 30_000);
    // Past midnight (UTC) within one tick: what "today" and the daily quota of export need.
    act(() => void vi.advanceTimersByTime(30_000));
    expect(new Date(result.current).getUTCDate()).toBe(2);
    unmount();
  });

  it('a clock nobody listened to for a while starts from now, from its first render on', () => {
    const first = renderHook(() => useServerClock(45_000));
    first.unmount();
    vi.setSystemTime(Date.now() + 3 * 60 * 60_000);
    const seen: number[] = [];
    const { unmount } = renderHook(() => {
      const now = useServerClock(45_000);
      seen.push(now);
      return now;
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const now of seen) expect(Date.now() - now).toBeLessThan(45_000);
    unmount();
  });
});
