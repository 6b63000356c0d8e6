import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as css from './modal.css';

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes it unless
 * `dismissible` is false (e.g. while a write is in flight). At least 480 px wide on desktop (spec §9).
 */
export function Modal({ open, title, onClose, closeLabel, dismissible = true, children }: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Translated label of the close button. */
  closeLabel: string;
  dismissible?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
            <h2 id={titleId} className={css.title}>{title}</h2>
            {dismissible && (
              <button type="button" className={css.close} aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {/* The body scrolls on its own when long: focusable, so the keyboard can scroll it too. */}
          <div className={css.body} tabIndex={0}>
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}
