import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/lib/server-time';
import type { ExportErrorView } from './export-error';
import { EXPORT_LIMITS } from './export-limits';
import { formatLocalTime } from './local-date-time';
import { DAY_MS } from './utc-day';

/** The words for a failed export call: its message, and for the export codes the next step with the limits filled in. */
export function useExportErrorText() {
  const { t } = useTranslation(['export', 'errors']);
  return useCallback(
    (error: ExportErrorView): { message: string; next: string | null } => {
      const nextMidnight = Math.floor(serverNow() / DAY_MS) * DAY_MS + DAY_MS;
      const values = {
        // The daily limit is the count the sentence agrees with ("5 requests").
        count: EXPORT_LIMITS.dailyRequests,
        limit: EXPORT_LIMITS.dailyRequests,
        months: EXPORT_LIMITS.maxRangeMonths,
        years: EXPORT_LIMITS.maxYearsBack,
        resetTime: formatLocalTime(nextMidnight),
        id: error.existingRecordId ?? '',
      };
      const nextKey =
        error.code === 327 && error.existingRecordId === null ? 'export:codes.duplicateUnknown' : error.nextKey;
      return { message: t(error.messageKey, error.messageValues), next: nextKey ? t(nextKey, values) : null };
    },
    [t],
  );
}
