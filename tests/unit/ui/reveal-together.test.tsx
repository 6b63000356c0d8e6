// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealTogether } from '@/ui/reveal-together';
import { useReadyToReveal } from '@/ui/reveal-ready';

function Part({ name, ready }: { name: string; ready: boolean }) {
  useReadyToReveal(name, ready);
  return <p>{name}</p>;
}

function Page({ a, b, maxWaitMs }: { a: boolean; b: boolean; maxWaitMs?: number }) {
  return (
    <RevealTogether parts={['a', 'b']} fallback={<p>loading</p>} maxWaitMs={maxWaitMs}>
      <Part name="a" ready={a} />
      <Part name="b" ready={b} />
    </RevealTogether>
  );
}

const visible = (text: string) => screen.queryByText(text)?.closest('[hidden]') === null;

describe('RevealTogether', () => {
  afterEach(cleanup);

  it('keeps the sections hidden behind the fallback until every part is ready, then shows them for good', async () => {
    const { rerender } = render(<Page a={false} b={false} />);
    expect(visible('loading')).toBe(true);
    expect(visible('a')).toBe(false);
    rerender(<Page a b={false} />);
    expect(visible('a')).toBe(false);
    rerender(<Page a b />);
    expect(screen.queryByText('loading')).toBeNull();
    // The first section replaces the fallback at once; the next is laid out a frame later, below it.
    expect(visible('a')).toBe(true);
    expect(visible('b')).toBe(false);
    await waitFor(() => expect(visible('b')).toBe(true));
    // A refetch later does not hide the page again.
    rerender(<Page a={false} b />);
    expect(visible('a')).toBe(true);
  });

  it('shows what there is after the longest wait, each part with its own placeholder', () => {
    vi.useFakeTimers();
    try {
      render(<Page a b={false} maxWaitMs={3000} />);
      expect(visible('a')).toBe(false);
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(visible('a')).toBe(true);
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(visible('b')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
