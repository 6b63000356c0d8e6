import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { watchScrollStop } from './scroll-stop';

/**
 * A named region that scrolls sideways on a narrow screen (a wide table): reachable by keyboard while it
 * scrolls, so the rest of its content can be reached without a pointer.
 */
export function ScrollRegion({
  label,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex' | 'aria-label'> & {
  /** The region's accessible name (usually its table's caption). */
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return undefined;
    return watchScrollStop(ref.current).stop;
  }, []);
  return (
    <div ref={ref} role="region" aria-label={label} {...rest}>
      {children}
    </div>
  );
}
