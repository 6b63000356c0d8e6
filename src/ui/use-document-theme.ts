import { useSyncExternalStore } from 'react';

/** The page theme (`data-theme` on <html>, set by the shell's theme toggle), followed as it changes. */
export type DocumentTheme = 'light' | 'dark';

function read(): DocumentTheme {
  return typeof document !== 'undefined' && document.documentElement.getAttribute('data-theme') === 'dark'
    ? 'dark'
    : 'light';
}

function subscribe(listener: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useDocumentTheme(): DocumentTheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
