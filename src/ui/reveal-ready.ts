import { createContext, useContext, useLayoutEffect } from 'react';

export type RevealReport = (part: string, ready: boolean) => void;

/** How a section of a RevealTogether reports whether it is ready (null outside one). */
export const RevealContext = createContext<RevealReport | null>(null);

/** A section of a RevealTogether says whether it has what it needs to show (outside one, nothing happens). */
export function useReadyToReveal(part: string, ready: boolean): void {
  const report = useContext(RevealContext);
  useLayoutEffect(() => {
    report?.(part, ready);
  }, [report, part, ready]);
}
