import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MORE_NAV } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import * as css from './shell.css';

/** The "more" dropdown of the header nav: closes on Escape, outside click and navigation. */
export function MoreMenu() {
  const { t } = useTranslation();
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

  return (
    <div className={css.moreWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="hs-nav-item"
        style={{ background: 'none', border: 0, cursor: 'pointer', font: 'inherit', fontSize: 14 }}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.more')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className={css.menuPopup}>
          {MORE_NAV.map((item) => (
            <li key={item.labelKey}>
              <NavLinkItem item={item} className={css.menuItem} onNavigate={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
