import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The search box's text runs ahead of the URL: every keystroke filters at once, the URL (shareable state)
 * follows after a pause so typing does not create a navigation per character. A URL change made elsewhere
 * (back button, a link) replaces the text.
 */
export function useSearchBox(
  urlValue: string,
  commit: (value: string) => void,
  delayMs = 300,
): [string, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  const [seenUrl, setSeenUrl] = useState(urlValue);
  const [committed, setCommitted] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  if (urlValue !== seenUrl) {
    setSeenUrl(urlValue);
    // Our own commit coming back through the URL must not overwrite what was typed since.
    if (urlValue !== committed) {
      setCommitted(urlValue);
      setText(urlValue);
    }
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const update = (value: string) => {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCommitted(value);
      commitRef.current(value);
    }, delayMs);
  };
  return [text, update];
}
