import { useTranslation } from 'react-i18next';
import { edition } from '@/edition/current-edition';
import { HELP_ARTICLES } from '@/app/route-catalog';
import { MORE_FAMILY_NAV, PRIMARY_NAV } from './nav-model';
import { NavLinkItem } from './nav-link-item';
import { useEditionWordmark } from './edition-wordmark';
import { AnalyticsConsentToggle } from './analytics-consent-toggle';
import * as css from './footer.css';

export function Footer() {
  const { t } = useTranslation();
  const wordmark = useEditionWordmark();
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <div className={css.brandColumn}>
          <p className={css.brand}>
            {edition.brand.name} {wordmark}
          </p>
          <p className={css.muted}>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products" className={css.heading}>
            {t('footer.products')}
          </h2>
          <ul className={css.list}>
            {[...PRIMARY_NAV, ...MORE_FAMILY_NAV].map((item) => (
              <li key={item.labelKey}>
                <NavLinkItem item={item} className={css.link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={css.heading}>
            {t('footer.support')}
          </h2>
          <ul className={css.list}>
            {HELP_ARTICLES.map((article) => (
              <li key={article}>
                <NavLinkItem
                  item={{ to: '/{-$locale}/earn/help-center/$article/', article, labelKey: 'helpCenter' }}
                  className={css.link}
                  labelOverride={t(`help.${article}`)}
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={css.risk}>{t('footer.riskWarning')}</p>
      <AnalyticsConsentToggle />
      <p className={css.muted}>
        {t('footer.copyright', { year: new Date().getFullYear(), brand: edition.brand.name })}
      </p>
    </footer>
  );
}
