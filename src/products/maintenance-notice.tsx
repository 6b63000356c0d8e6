import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/notice';
import { useEarnMaintenance } from './use-earn-maintenance';

/**
 * Said when the page loads, above its content: earn is under maintenance, so nobody fills in a form only to
 * be refused (600) after Continue. Nothing is shown (or loaded) otherwise.
 */
export function MaintenanceNotice() {
  return useEarnMaintenance() ? <MaintenanceText /> : null;
}

/** The errors namespace is loaded only when there is something to say, and never suspends the page. */
function MaintenanceText() {
  const { t, ready } = useTranslation('errors', { useSuspense: false });
  if (!ready) return null;
  return (
    <div data-testid="maintenance-notice">
      <Notice tone="warning">{t('earn.maintenance')}</Notice>
    </div>
  );
}
