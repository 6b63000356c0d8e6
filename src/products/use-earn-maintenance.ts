import { useQuery } from '@tanstack/react-query';
import { configValues, configWebQueryOptions } from '@/api/main/config-web';
import { getCurrentLocale } from '@/i18n/current-locale';

/** The remote configuration entry that puts all of earn under maintenance (calls answer 600 meanwhile). */
const MAINTENANCE_KEY = 'earn_maintenance';

/** Whether earn is under maintenance, from the remote web configuration; false until known or when it fails. */
export function useEarnMaintenance(): boolean {
  const query = useQuery({ ...configWebQueryOptions([MAINTENANCE_KEY], getCurrentLocale()), select: configValues });
  return query.data?.get(MAINTENANCE_KEY) === 'true';
}
