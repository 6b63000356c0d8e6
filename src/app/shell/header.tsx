import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { edition } from '@/edition/current-edition';
import { getCurrentLocale } from '@/i18n/current-locale';
import { writeStoredJson } from '@/platform/safe-storage';
import { LOGO_SVG, NAV_CACHE_KEY } from './header-constants';
import { buildCachedNavigation, PRIMARY_NAV } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import { MoreMenu } from './more-menu';
import { AccountArea } from './account-area';
import { LanguagePicker } from './language-picker';
import { ThemeToggle } from './theme-toggle';
import { MobileMenu } from './mobile-menu';
import { useNavOverflow } from './use-nav-overflow';
import { useEditionWordmark } from './edition-wordmark';
import { localeParams } from '@/i18n/locale-links';
import * as css from './shell.css';

/**
 * The app's own 48 px header, drawn over the same geometry as the HTML skeleton (class names `hs-*`), so
 * mounting does not move anything. Right areas swap at 1024/1025 px; the nav hides at 912 px and below. The
 * first-row entries that do not fit move into "More" (useNavOverflow) rather than being cut off.
 */
export function Header() {
  const { t } = useTranslation();
  const locale = getCurrentLocale();
  const wordmark = useEditionWordmark();
  const { navRef, measureRef, visible } = useNavOverflow(PRIMARY_NAV.length);

  useEffect(() => {
    // The next page load's skeleton shows this nav at once, in this language only.
    writeStoredJson(
      NAV_CACHE_KEY,
      buildCachedNavigation(locale, (key) => t(key)),
    );
  }, [locale, t]);

  return (
    <header className="hs">
      <Link to="/{-$locale}/earn/home/" params={localeParams()} className="hs-logo">
        <span dangerouslySetInnerHTML={{ __html: LOGO_SVG }} style={{ display: 'contents' }} />
        <span>{edition.brand.name}</span>
        {wordmark && <span className="hs-wordmark">{wordmark}</span>}
      </Link>
      <nav className="hs-switch" aria-label={t('switch.label')}>
        <span className="hs-on">{t('switch.exchange')}</span>
        <a href="/web3/">{t('switch.web3')}</a>
      </nav>
      <nav className={`hs-nav ${css.navFrame}`} aria-label={t('nav.label')} ref={navRef}>
        <ul className="hs-nav-list">
          {PRIMARY_NAV.map((item, index) => (
            <li key={item.labelKey} hidden={index >= visible}>
              <NavLinkItem item={item} className="hs-nav-item" activeClassName={css.navActive} />
            </li>
          ))}
        </ul>
        <MoreMenu overflow={PRIMARY_NAV.slice(visible)} />
        {/* The row as it would be drawn in full, unseen: the widths `useNavOverflow` fits into the nav. */}
        <div className={css.navMeasureFrame} aria-hidden="true">
          <ul className={css.navMeasure} ref={measureRef}>
            {PRIMARY_NAV.map((item) => (
              <li key={item.labelKey}>
                <span className={`hs-nav-item ${css.navActive}`}>{t(`nav.${item.labelKey}`)}</span>
              </li>
            ))}
          </ul>
        </div>
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
