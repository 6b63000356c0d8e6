import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * Windowing for long lists of fixed-height rows that scroll with the page (not in an inner box): only the
 * rows near the viewport are rendered, each at its precomputed offset. With `enabled` false every row is
 * rendered, so short lists stay plain documents (find in page, print, no JS layout).
 */
export interface WindowRows {
  /** Attach to the list's container: its top edge is where offsets start. */
  ref: (element: HTMLElement | null) => void;
  /** Rows to render: [start, end). */
  start: number;
  end: number;
  /** Top offset of each row within the container, and the container's full height. */
  offsets: readonly number[];
  totalHeight: number;
}

function lowerBound(offsets: readonly number[], value: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((offsets[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * After the rows change (a keystroke that filters the list) only the rows in view render; the overscan
 * follows once the rows have stayed the same this long, or at once on scroll. A typist's every key then
 * builds the visible cards only, not the ones below the fold as well. Longer than the search box's pause
 * before it writes the URL (300 ms), so that write and this render are separate tasks after the last key.
 */
const OVERSCAN_SETTLE_MS = 400;

export function useWindowRows({
  heights,
  enabled,
  overscanPx = 600,
}: {
  heights: readonly number[];
  enabled: boolean;
  overscanPx?: number;
}): WindowRows {
  const { offsets, totalHeight } = useMemo(() => {
    const out: number[] = [];
    let y = 0;
    for (const h of heights) {
      out.push(y);
      y += h;
    }
    return { offsets: out, totalHeight: y };
  }, [heights]);

  const element = useRef<HTMLElement | null>(null);
  /** Where the list sits: its top edge relative to the viewport, and the viewport height, as last read. */
  const [geometry, setGeometry] = useState<{ top: number; viewport: number } | null>(null);
  /** The rows last seen, and whether they changed too recently to render beyond the viewport. */
  const [seen, setSeen] = useState(heights);
  const [settling, setSettling] = useState(false);
  if (seen !== heights) {
    setSeen(heights);
    setSettling(enabled);
  }

  // Derived during render: new rows (a keystroke that filters the list) are placed from the last known
  // position, with no layout read in the middle of React's commit.
  let range = { start: 0, end: heights.length };
  if (enabled) {
    if (geometry === null) {
      range = { start: 0, end: Math.min(heights.length, 8) };
    } else {
      const margin = settling ? 0 : overscanPx;
      const viewTop = -geometry.top - margin;
      const viewBottom = -geometry.top + geometry.viewport + margin;
      // The row before the first one starting in view straddles the top edge; one more row below when settled.
      range = {
        start: Math.max(0, lowerBound(offsets, viewTop) - 1),
        end: Math.min(heights.length, lowerBound(offsets, viewBottom) + (settling ? 0 : 1)),
      };
    }
  }

  /** Reads the list's position: a layout read, done on attach, scroll, resize and after a paint. */
  const measure = useCallback(() => {
    const node = element.current;
    if (!node) return;
    const top = node.getBoundingClientRect().top;
    const viewport = window.innerHeight;
    setGeometry((prev) => (prev && prev.top === top && prev.viewport === viewport ? prev : { top, viewport }));
  }, []);

  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), OVERSCAN_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling, heights]);

  // Things above the list may have moved since: check once the frame with the new rows is painted.
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [enabled, measure, offsets]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setSettling(false);
        measure();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, measure]);

  const ref = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      if (node) measure();
    },
    [measure],
  );

  return { ref, start: range.start, end: range.end, offsets, totalHeight };
}

/** How many columns of at least `minWidth` fit in the container; follows its width. */
export function useColumnCount(
  minWidth: number,
  gap: number,
  fallback = 1,
): { ref: (element: HTMLElement | null) => void; columns: number } {
  const [columns, setColumns] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node) return;
      const update = (width: number) => setColumns(Math.max(1, Math.floor((width + gap) / (minWidth + gap))));
      update(node.getBoundingClientRect().width);
      if (typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver((entries) => {
        const entry = entries[0];
        if (entry) update(entry.contentRect.width);
      });
      observer.current.observe(node);
    },
    [gap, minWidth],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, columns };
}
