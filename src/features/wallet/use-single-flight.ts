import { useCallback, useRef } from 'react';

/**
 * Runs a write at most once at a time. The pending state disables the button only after the next render; two
 * presses within the same frame would otherwise both send.
 */
export function useSingleFlight(): (send: (done: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((send) => {
    if (busy.current) return;
    busy.current = true;
    send(() => {
      busy.current = false;
    });
  }, []);
}
