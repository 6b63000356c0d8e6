import { useEffect, useId, useRef, useState } from 'react';

/**
 * The mechanics of a header dropdown, shared so every popup menu opens and closes alike: it closes on a pointer-down
 * outside `wrapRef` and on Escape (which also puts focus back on `buttonRef`). `menuId` is for `aria-controls`.
 */
export function usePopupMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    menuId,
    wrapRef,
    buttonRef,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
  };
}
