import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import * as css from './modal.css';
import { watchScrollStop } from './scroll-stop';
import { STEP_FOCUS_ATTRIBUTE } from './step-focus';

const MARKER = `[${STEP_FOCUS_ATTRIBUTE}]`;
const HEADING = 'h2, h3, h4';
const FIELD = 'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

function find(roots: readonly Element[], selector: string): HTMLElement | null {
  for (const root of roots) {
    if (!root.isConnected) continue;
    if (root.matches(selector)) return root as HTMLElement;
    const hit = root.querySelector<HTMLElement>(selector);
    if (hit) return hit;
  }
  return null;
}

/**
 * Where focus goes when the step that held it is replaced: the new step's marked heading, else its heading
 * or first field, else the new step itself (e.g. a notice that the order went through), else the first field
 * of the dialog, else the body. A pending button keeps focus until its step is replaced (see the observer).
 */
function stepTarget(added: readonly Element[], body: HTMLElement): HTMLElement {
  const content = added.find((el) => el.isConnected && !el.closest('button') && (el.textContent ?? '').trim() !== '');
  return (
    find([...added, body], MARKER) ??
    find(added, HEADING) ??
    find(added, FIELD) ??
    (content as HTMLElement | undefined) ??
    find([body], FIELD) ??
    body
  );
}

/** Focuses the dialog's marked element, if it has one; true when it did. */
function focusMarked(dialog: HTMLDialogElement): boolean {
  const marked = dialog.querySelector<HTMLElement>(MARKER);
  marked?.focus();
  return marked !== null;
}

/** Focus has fallen out of the dialog onto nothing (its element was removed, or disabled while busy). */
function focusDropped(dialog: HTMLDialogElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (!dialog.contains(active)) return !active.isConnected;
  return !active.isConnected || (active as HTMLButtonElement).disabled === true;
}

/**
 * A modal on the native <dialog>: focus is trapped by the browser, Escape closes it unless `dismissible` is
 * false (e.g. while a write is in flight). At least 480 px wide on desktop (spec §9).
 *
 * Focus never drops to the page: when a step replaces the one that held focus (Continue, Confirm, Back), the
 * new step's heading or first field takes it (see stepTarget; a step marks its heading with `stepFocus`),
 * and on closing, whether by `open` or by the dialog being unmounted, focus returns to the element that
 * opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  closeLabel,
  dismissible = true,
  children,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Translated label of the close button. */
  closeLabel: string;
  dismissible?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Layout effect: its cleanup runs while the dialog is still in the page, also when it is unmounted open.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const trigger =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (the close button); the marked one takes it, now or, when
    // the content arrives later (lazily loaded), as soon as it appears, unless the user has moved on.
    const opened = document.activeElement;
    let initial = !focusMarked(dialog);

    // The body is a tab stop, named by the title, only while it scrolls: the keyboard can then scroll it, and
    // a short dialog has no unnamed stop between its title and its first field.
    const scrollStop = bodyRef.current
      ? watchScrollStop(bodyRef.current, (body, scrolls) => {
          if (scrolls) {
            body.tabIndex = 0;
            body.setAttribute('role', 'group');
            body.setAttribute('aria-labelledby', titleId);
          } else {
            body.removeAttribute('tabindex');
            body.removeAttribute('role');
            body.removeAttribute('aria-labelledby');
          }
        })
      : null;

    // A button that turns pending (Continue while the review loads) keeps its place: focus is not moved to
    // some field meanwhile, only to the step that replaces it (or back to the button if it comes back).
    let lastFocused: Element | null = document.activeElement;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    dialog.addEventListener('focusin', onFocusIn);
    const observer = new MutationObserver((records) => {
      scrollStop?.check();
      if (initial && document.activeElement === opened) initial = !focusMarked(dialog);
      const body = bodyRef.current;
      if (!body) return;
      const held =
        lastFocused instanceof HTMLButtonElement && lastFocused.isConnected && dialog.contains(lastFocused)
          ? lastFocused
          : null;
      if (held?.disabled && held.getAttribute('aria-busy') === 'true') return;
      if (!focusDropped(dialog)) return;
      if (held && !held.disabled) {
        held.focus();
        return;
      }
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is Element => n instanceof Element);
      const target = stepTarget(added, body);
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
      target.focus();
    });
    observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });

    return () => {
      dialog.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      scrollStop?.stop();
      const active = document.activeElement;
      const inside = !active || active === document.body || dialog.contains(active);
      if (dialog.open) dialog.close();
      // Back to the opener, unless focus has already gone somewhere on purpose (or the opener is gone).
      if (inside && trigger?.isConnected) trigger.focus();
    };
  }, [open, titleId]);

  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open && (
        <>
          <div className={css.header}>
            <h2 id={titleId} className={css.title}>
              {title}
            </h2>
            {dismissible && (
              <button type="button" className={css.close} aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {/* The body scrolls on its own when long (see watchScrollStop). */}
          <div ref={bodyRef} className={css.body}>
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}
