import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { edition } from '@/edition/current-edition';
import { getCurrentLocale } from '@/i18n/current-locale';
import { writeStoredJson } from '@/platform/safe-storage';
import { LOGO_SVG, NAV_CACHE_KEY } from './header-skeleton-html';
import { buildCachedNavigation, PRIMARY_NAV } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import { MoreMenu } from './more-menu';
import { AccountArea } from './account-area';
import { LanguagePicker } from './language-picker';
import { ThemeToggle } from './theme-toggle';
import { MobileMenu } from './mobile-menu';
import { localeParams } from '@/i18n/locale-links';
import * as css from './shell.css';

/**
 * The app's own 48 px header, drawn over the same geometry as the HTML skeleton (class names `hs-*`), so
 * mounting does not move anything. Right areas swap at 1024/1025 px; the nav hides at 912 px and below.
 */
export function Header() {
  const { t } = useTranslation();
  const locale = getCurrentLocale();

  useEffect(() => {
    // The next page load's skeleton shows this nav at once, in this language only.
    writeStoredJson(NAV_CACHE_KEY, buildCachedNavigation(locale, (key) => t(key)));
  }, [locale, t]);

  return (
    <header className="hs">
      <Link to="/{-$locale}/earn/home/" params={localeParams()} className="hs-logo">
        <span dangerouslySetInnerHTML={{ __html: LOGO_SVG }} style={{ display: 'contents' }} />
        <span>{edition.brand.name}</span>
        {edition.brand.wordmark && <span className="hs-wordmark">{edition.brand.wordmark}</span>}
      </Link>
      <nav className="hs-switch" aria-label={t('switch.label')}>
        <span className="hs-on">{t('switch.exchange')}</span>
        <a href="/web3/">{t('switch.web3')}</a>
      </nav>
      <nav className="hs-nav" aria-label={t('nav.label')}>
        <ul className="hs-nav-list">
          {PRIMARY_NAV.map((item) => (
            <li key={item.labelKey}>
              <NavLinkItem item={item} className="hs-nav-item" activeClassName={css.navActive} />
            </li>
          ))}
        </ul>
        <MoreMenu />
      </nav>
      <div className="hs-right hs-right-desktop">
        <AccountArea />
        <LanguagePicker />
        <ThemeToggle />
      </div>
      <div className="hs-right hs-right-mobile">
        <ThemeToggle />
        <MobileMenu />
      </div>
    </header>
  );
}
