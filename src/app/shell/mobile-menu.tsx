import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAV, MORE_NAV, PRIMARY_NAV } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import { LanguagePicker } from './language-picker';
import { AccountArea } from './account-area';
import * as css from './shell.css';

/** Narrow screens: every nav entry, the language picker and the account actions in a modal drawer. */
export function MobileMenu() {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button
        type="button"
        className={css.iconButton}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <dialog ref={dialogRef} className={css.drawer} aria-label={t('nav.label')}>
        <div className={css.drawerHeader}>
          <LanguagePicker />
          <button type="button" className={css.iconButton} aria-label={t('nav.closeMenu')} onClick={close}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className={css.drawerList}>
            {[...PRIMARY_NAV, ...MORE_NAV].map((item) => (
              <li key={item.labelKey}>
                <NavLinkItem item={item} className={css.menuItem} activeClassName={css.navActive} onNavigate={close} />
              </li>
            ))}
          </ul>
          <ul className={`${css.drawerList} ${css.drawerSection}`}>
            {ACCOUNT_NAV.map((item) => (
              <li key={item.labelKey}>
                <NavLinkItem item={item} className={css.menuItem} activeClassName={css.navActive} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.drawerSection} style={{ display: 'flex', gap: 8 }}>
          <AccountArea variant="drawer" onAction={close} />
        </div>
      </dialog>
    </>
  );
}
