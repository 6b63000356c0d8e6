import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as css from './shell.css';

/** Shown in place of a page that failed to render; the shell around it stays usable. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <section role="alert" style={{ padding: '48px 0', textAlign: 'center' }}>
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button
        type="button"
        className={css.accentButton}
        style={{ border: 0, cursor: 'pointer' }}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('error.retry')}
      </button>
    </section>
  );
}
