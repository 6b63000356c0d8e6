import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showsAppDownloadPrompt } from '@/platform/app-prompt';
import { readStoredString, writeStoredString } from '@/platform/safe-storage';
import { NO_APP_PROMPT_PATHS } from '../route-catalog';
import * as css from './app-download-prompt.css';

const DISMISSED_KEY = 'earn.app-prompt-dismissed';

/**
 * "Get the app" on mobile web (loaded there only), never on the wallet and order pages (spec §2). Dismissed
 * once, it stays away on this device.
 */
export function AppDownloadPrompt() {
  const { t } = useTranslation('platform');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [dismissed, setDismissed] = useState(() => readStoredString(DISMISSED_KEY) === '1');
  if (dismissed || !showsAppDownloadPrompt('h5', pathname, NO_APP_PROMPT_PATHS)) return null;
  return (
    <aside className={css.prompt} aria-label={t('appPrompt.label')}>
      <p className={css.text}>{t('appPrompt.text')}</p>
      <a className={css.open} href="/download/">
        {t('appPrompt.open')}
      </a>
      <button
        type="button"
        className={css.dismiss}
        aria-label={t('appPrompt.dismiss')}
        onClick={() => {
          writeStoredString(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}
