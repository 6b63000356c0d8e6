import { useTranslation } from 'react-i18next';
import * as css from './app-download-prompt.css';

export function AppDownloadBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('platform');
  return (
    <aside className={css.prompt} aria-label={t('appPrompt.label')}>
      <p className={css.text}>{t('appPrompt.text')}</p>
      <a className={css.open} href="/download/">
        {t('appPrompt.open')}
      </a>
      <button type="button" className={css.dismiss} aria-label={t('appPrompt.dismiss')} onClick={onDismiss}>
        ×
      </button>
    </aside>
  );
}
