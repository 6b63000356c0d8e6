import { useTranslation } from 'react-i18next';
import { usePopupMenu } from '@/ui/use-popup-menu';
import { MORE_NAV } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import * as css from './shell.css';

/** The "more" dropdown of the header nav: closes on Escape, outside click and navigation. */
export function MoreMenu() {
  const { t } = useTranslation();
  const { open, menuId, wrapRef, buttonRef, toggle, close } = usePopupMenu();

  return (
    <div className={css.moreWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="hs-nav-item"
        style={{ background: 'none', border: 0, cursor: 'pointer', font: 'inherit', fontSize: 14 }}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {t('nav.more')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} className={css.menuPopup}>
          {MORE_NAV.map((item) => (
            <li key={item.labelKey}>
              <NavLinkItem item={item} className={css.menuItem} onNavigate={close} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
