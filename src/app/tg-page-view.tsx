import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/app/shell/page-frame';
import { NavLinkItem } from '@/app/shell/nav-link-item';
import { MORE_FAMILY_NAV, PRIMARY_NAV } from '@/app/shell/nav-model';
import * as css from './tg-page.css';

/**
 * The messaging mini-program's landing (the bot opens /earn/tg-page/): every product family one tap away,
 * laid out for the narrow mini-program view. The platform's back button closes the app from here.
 */
export function TgPageView() {
  const { t } = useTranslation();
  return (
    <PageFrame metaKey="tgPage">
      {/* A list in the page's main content, not a second navigation landmark named like the footer's. */}
      <ul className={css.grid} aria-label={t('footer.products')}>
        {[...PRIMARY_NAV, ...MORE_FAMILY_NAV].map((item) => (
          <li key={item.labelKey}>
            <NavLinkItem item={item} className={css.tile} />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
