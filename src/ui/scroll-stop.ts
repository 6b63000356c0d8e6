/** True when the element's content overflows it, so only scrolling shows the rest. */
function overflows(el: HTMLElement): boolean {
  return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
}

function markTabStop(el: HTMLElement, scrolls: boolean): void {
  if (scrolls) el.tabIndex = 0;
  else el.removeAttribute('tabindex');
}

/**
 * Keeps a box that scrolls on its own reachable by keyboard (the arrow keys scroll a focused box): a tab stop
 * while its content overflows, none while it fits, where a stop would do nothing. `mark` may set more (the modal
 * also names its body while it scrolls). `check` re-measures, for a caller that sees its content change.
 */
export function watchScrollStop(
  el: HTMLElement,
  mark: (el: HTMLElement, scrolls: boolean) => void = markTabStop,
): { check: () => void; stop: () => void } {
  let last: boolean | null = null;
  const check = () => {
    const scrolls = overflows(el);
    if (scrolls === last) return;
    last = scrolls;
    mark(el, scrolls);
  };
  check();
  // The box's own size and its content's: a table that grows inside a box of fixed width changes only the latter.
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
  resizes?.observe(el);
  if (el.firstElementChild) resizes?.observe(el.firstElementChild);
  return { check, stop: () => resizes?.disconnect() };
}
