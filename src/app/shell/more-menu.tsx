import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupMenu } from '@/ui/use-popup-menu';
import { MORE_NAV, type NavLink } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import * as css from './shell.css';

/**
 * The "More" dropdown of the header nav: the first-row entries that do not fit (`overflow`, in their order),
 * then the pages that always live here. A disclosure button: Enter, Space or Arrow Down opens it, the arrow
 * keys, Home and End move through its links, Escape closes it and returns to the button; it also closes on
 * an outside click, on navigation and when focus leaves it.
 */
export function MoreMenu({ overflow = [] }: { overflow?: readonly NavLink[] }) {
  const { t } = useTranslation();
  const { open, menuId, wrapRef, buttonRef, toggle, close } = usePopupMenu();
  const items = [...overflow, ...MORE_NAV];

  const links = () => [...(wrapRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  // Opened from the keyboard with Arrow Down: the first link takes focus once it is drawn.
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    wrapRef.current?.querySelector<HTMLAnchorElement>('ul a')?.focus();
  }, [open, wrapRef]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) {
      focusLink(0);
      return;
    }
    focusFirst.current = true;
    toggle();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  return (
    <div
      className={css.moreWrap}
      ref={wrapRef}
      data-nav-more
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null)
          close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`hs-nav-item ${css.moreButton}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        onKeyDown={onButtonKey}
        data-testid="nav-more"
      >
        {t('nav.more')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className={css.menuPopup}>
          {items.map((item, index) => (
            <li key={item.labelKey} className={index === overflow.length && index > 0 ? css.menuDivider : undefined}>
              <NavLinkItem item={item} className={css.menuItem} onNavigate={close} onKeyDown={onMenuKey} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
