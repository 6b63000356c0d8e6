import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './page-title';
import { localeParams } from '@/i18n/locale-links';
import * as css from './shell.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section aria-labelledby="not-found-title" style={{ padding: '48px 0', textAlign: 'center' }}>
      <p aria-hidden="true" style={{ fontSize: 56, margin: 0, fontWeight: 700 }}>
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/{-$locale}/earn/home/" params={localeParams()} className={css.accentButton}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
