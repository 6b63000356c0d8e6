import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SavingsType } from './family-pages';
import { localeParams } from '@/i18n/locale-links';
import * as css from './savings-type-tabs.css';

/** All / flexible / fixed term on the savings page: links, so each view has its own URL. */
export function SavingsTypeTabs() {
  const { t } = useTranslation('savings');
  const tabs: Array<SavingsType | undefined> = [undefined, 'flexible', 'fixed'];
  return (
    <nav className={css.tabs} aria-label={t('tabs.label')}>
      {tabs.map((type) => (
        <Link
          key={type ?? 'all'}
          to="/{-$locale}/earn/savings/"
          params={localeParams()}
          search={(prev) => ({ ...prev, type, id: undefined })}
          className={css.tab}
          // Active (aria-current) exactly when the tab's `type` is the page's, an absent type included.
          activeOptions={{ explicitUndefined: true }}
        >
          {t(`tabs.${type ?? 'all'}`)}
        </Link>
      ))}
    </nav>
  );
}
