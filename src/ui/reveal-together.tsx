import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { RevealContext, type RevealReport } from './reveal-ready';
import * as css from './reveal-together.css';

/**
 * Shows a page whose sections load separately in one piece: the sections render (and fetch) hidden while the
 * fallback shows, and appear together once each named part has said it is ready (its data or its error), or
 * after `maxWaitMs` whichever comes first, each then showing its own placeholder. Sections arriving one by one
 * would each push the ones below them down (layout shift); revealed together nothing on screen moves. Once
 * shown, the page stays shown: a later refetch is the section's own business.
 *
 * The first section replaces the fallback, and each further one is unhidden a frame after the one above it,
 * in page order: each appears below what is already shown, so nothing moves, and the browser lays the page
 * out a section at a time instead of all at once (the wallet's ~700 elements in one go were one long task on
 * a phone).
 */
export function RevealTogether({
  parts,
  fallback,
  maxWaitMs = 3000,
  children,
}: {
  parts: readonly string[];
  fallback: ReactNode;
  maxWaitMs?: number;
  children: ReactNode;
}) {
  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());
  const [timedOut, setTimedOut] = useState(false);
  const [shown, setShown] = useState(false);
  /** Sections shown once `shown`: the first at once, then one more per frame. */
  const [unhidden, setUnhidden] = useState(1);
  const report = useCallback<RevealReport>((part, isReady) => {
    setReady((prev) => {
      if (prev.has(part) === isReady) return prev;
      const next = new Set(prev);
      if (isReady) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  if (!shown && (timedOut || parts.every((part) => ready.has(part)))) setShown(true);
  const sections = Children.toArray(children);
  const visible = shown ? unhidden : 0;
  useEffect(() => {
    if (!shown || unhidden >= sections.length) return;
    const frame = requestAnimationFrame(() => setUnhidden((count) => count + 1));
    return () => cancelAnimationFrame(frame);
  }, [shown, unhidden, sections.length]);

  return (
    <RevealContext.Provider value={report}>
      {!shown && fallback}
      {/* Hidden while it loads; once shown it adds no box of its own (the sections keep their page's layout). */}
      {sections.map((section, index) => (
        <div key={index} hidden={index >= visible} className={index < visible ? css.shown : undefined}>
          {section}
        </div>
      ))}
    </RevealContext.Provider>
  );
}
