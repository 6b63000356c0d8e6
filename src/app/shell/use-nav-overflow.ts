import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The gap between nav entries (`.hs-nav-list`, `.hs-nav`). */
const GAP_PX = 4;

/**
 * How many of the header's first-row entries fit beside "More": the rest move into the More menu as the
 * space runs out, instead of being clipped. The nav's width is watched with a ResizeObserver and each
 * entry's width is read from a hidden copy of the row (`measureRef`), the More button's from `[data-nav-more]`, so entries can leave and come back
 * without being shown to be measured. The hidden copy is observed too: a late web font re-measures.
 * Widths are read only in the observer's callback, which the browser runs after its own layout and before
 * painting: reading them while React commits would force that layout into the commit's task (about 30 ms of
 * one long task on a phone's first load), and flushSync applies the count before the frame is painted.
 */
export function useNavOverflow(count: number) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState(count);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    const more = nav?.querySelector<HTMLElement>('[data-nav-more]');
    if (!nav || !measure || !more || typeof ResizeObserver === 'undefined') return undefined;
    const fit = () => {
      // Hidden (the phone header): keep what there is, nothing is clipped in a nav that is not shown.
      if (nav.clientWidth === 0) return;
      const widths = [...measure.children].map((child) => (child as HTMLElement).getBoundingClientRect().width);
      let room = nav.clientWidth - more.getBoundingClientRect().width - GAP_PX;
      let n = 0;
      for (const width of widths) {
        const needed = width + (n > 0 ? GAP_PX : 0);
        if (needed > room + 0.5) break;
        room -= needed;
        n += 1;
      }
      flushSync(() => setVisible(n));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [count]);

  return { navRef, measureRef, visible: Math.min(visible, count) };
}
