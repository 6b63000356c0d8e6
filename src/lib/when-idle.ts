/**
 * Runs `run` when the browser is next idle (at the latest after `timeoutMs`); where there is no idle callback
 * (Safari), after `fallbackDelayMs`. Returns the cancel.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs, fallbackDelayMs = 0 }: { timeoutMs: number; fallbackDelayMs?: number },
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackDelayMs);
  return () => clearTimeout(timer);
}
