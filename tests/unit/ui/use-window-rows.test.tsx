// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows } from '@/ui/use-window-rows';

/** 50 rows of 100 px; the list's top edge at the top of a 500 px viewport. */
const rowsOf = () => Array.from({ length: 50 }, () => 100);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('innerHeight', 500);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount() {
  const hook = renderHook(({ heights }) => useWindowRows({ heights, enabled: true, overscanPx: 300 }), {
    initialProps: { heights: rowsOf() },
  });
  const list = document.createElement('div');
  list.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
  act(() => hook.result.current.ref(list));
  return hook;
}

describe('useWindowRows', () => {
  it('renders the rows in view and the overscan below them', () => {
    const { result } = mount();
    // In view: rows 0-4; overscan 300 px: rows 5-7; one more row past the overscan.
    expect([result.current.start, result.current.end]).toEqual([0, 9]);
  });

  it('after the rows change, renders only the rows in view until they have stayed the same a moment', () => {
    const { result, rerender } = mount();
    rerender({ heights: rowsOf() });
    expect([result.current.start, result.current.end]).toEqual([0, 5]);
    // Typing on: each new list resets the wait, so the rows below the fold are not built per keystroke.
    act(() => void vi.advanceTimersByTime(300));
    rerender({ heights: rowsOf() });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.end).toBe(5);
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current.end).toBe(9);
  });

  it('a scroll brings the overscan back at once', () => {
    const { result, rerender } = mount();
    rerender({ heights: rowsOf() });
    expect(result.current.end).toBe(5);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersToNextFrame();
    });
    expect(result.current.end).toBe(9);
  });
});
