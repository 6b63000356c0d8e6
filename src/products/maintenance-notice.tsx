import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configValues, configWebQueryOptions } from '@/api/main/config-web';
import { getCurrentLocale } from '@/i18n/current-locale';
import { Notice } from '@/ui/notice';

/** The remote configuration entry that puts all of earn under maintenance (calls answer 600 meanwhile). */
export const MAINTENANCE_KEY = 'earn_maintenance';

/** Whether earn is under maintenance, from the remote web configuration; false until known or when it fails. */
export function useEarnMaintenance(): boolean {
  const query = useQuery({ ...configWebQueryOptions([MAINTENANCE_KEY], getCurrentLocale()), select: configValues });
  return query.data?.get(MAINTENANCE_KEY) === 'true';
}

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
