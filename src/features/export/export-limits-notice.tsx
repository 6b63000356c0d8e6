import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { isolateLtr } from '@/lib/bidi';
import type { DailyQuota } from './daily-quota';
import { EXPORT_LIMITS } from './export-limits';
import { formatLocalTime } from './local-date-time';
import * as css from './export.css';

/** Every limit, stated before the user submits: range, look-back, today's remaining requests, file life, rows. */
export function ExportLimitsNotice({ quota }: { quota: DailyQuota | null }) {
  const { t } = useTranslation('export');
  const titleId = useId();
  const rows = new Intl.NumberFormat(getIntlLocale()).format(EXPORT_LIMITS.maxRows);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={css.limitsTitle}>
        {t('limits.title')}
      </h3>
      <ul className={css.limits}>
        <li>{t('limits.range', { months: EXPORT_LIMITS.maxRangeMonths, years: EXPORT_LIMITS.maxYearsBack })}</li>
        <li data-testid="export-quota">
          {quota
            ? t('limits.quota', {
                count: quota.limit,
                limit: quota.limit,
                remaining: quota.remaining,
                resetTime: isolateLtr(formatLocalTime(quota.resetsAt), getIntlLocale()),
              })
            : t('limits.quotaUnknown', { count: EXPORT_LIMITS.dailyRequests, limit: EXPORT_LIMITS.dailyRequests })}
        </li>
        <li>{t('limits.ready', { days: EXPORT_LIMITS.linkDays })}</li>
        <li>{t('limits.rows', { count: EXPORT_LIMITS.maxRows, rows })}</li>
      </ul>
    </section>
  );
}
