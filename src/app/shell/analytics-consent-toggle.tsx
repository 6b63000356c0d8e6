import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isAnalyticsOptedOut,
  setAnalyticsOptedOut,
  subscribeAnalyticsConsent,
} from '@/platform/analytics/analytics-consent';
import * as css from './footer.css';

/** The footer's setting for usage analytics and error reports: unticked, nothing is collected or sent. */
export function AnalyticsConsentToggle() {
  const { t } = useTranslation();
  const optedOut = useSyncExternalStore(subscribeAnalyticsConsent, isAnalyticsOptedOut, () => false);
  return (
    <label className={css.consent}>
      <input type="checkbox" checked={!optedOut} onChange={(event) => setAnalyticsOptedOut(!event.target.checked)} />
      {t('footer.analytics')}
    </label>
  );
}
