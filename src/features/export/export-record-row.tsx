import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRow } from './export-row-model';
import type { ExportKind } from './export-status';
import { statusView } from './export-status';
import { ExportProgress, ExportStatusBadge } from './export-status-badge';
import { getIntlLocale } from '@/i18n/current-locale';
import { unbrokenDate } from '@/lib/bidi';
import { formatLocalDateTime } from './local-date-time';
import { groupNameKey, groupsOfTypes } from '@/products/families';
import * as css from './export.css';

/** One request: id, period (UTC days), when it was asked for (local time), status, progress and actions. */
export function ExportRecordRow({
  row,
  kind,
  highlight,
  actions,
}: {
  row: ExportRow;
  kind: ExportKind;
  highlight: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation(['export', 'products']);
  const view = statusView(row.status, kind);
  const groups = groupsOfTypes(row.productTypes);
  const locale = getIntlLocale();
  // Year-month-day text reads the same in Arabic (isolated) and stays whole on a narrow screen (no break at a hyphen).
  const day = (text: string) => unbrokenDate(text, locale);
  const hint = view.name === 'failed' || view.name === 'expired' ? t(`hint.${kind}.${view.name}`) : null;
  return (
    <li className={css.row} data-highlight={highlight} data-record-id={row.recordId} data-testid="export-row">
      <div className={css.rowHead}>
        <span className={css.recordId}>{t('list.record', { id: row.recordId })}</span>
        <ExportStatusBadge view={view} />
      </div>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('list.period')}</dt>
        <dd className={css.factValue} data-testid="export-period">
          {row.startDay && row.endDay
            ? t('list.periodValue', { start: day(row.startDay), end: day(row.endDay) })
            : t('list.unknown')}
        </dd>
        <dt className={css.factTerm}>{t('list.submitted')}</dt>
        <dd className={css.factValue} data-testid="export-submitted">
          {row.submitMs === null ? t('list.unknown') : day(formatLocalDateTime(row.submitMs))}
        </dd>
        {kind === 'bill' && (
          <>
            <dt className={css.factTerm}>{t('list.products')}</dt>
            <dd className={css.factValue}>
              {(groups.length === 0 ? ['all' as const] : groups)
                .map((g) => t(groupNameKey(g), { ns: 'products' }))
                .join(', ')}
            </dd>
          </>
        )}
        {view.canDownload && row.expireMs !== null && (
          <>
            <dt className={css.factTerm}>{t('list.expires')}</dt>
            <dd className={css.factValue}>{day(formatLocalDateTime(row.expireMs))}</dd>
          </>
        )}
      </dl>
      <ExportProgress view={view} recordId={row.recordId} />
      {hint && <p className={css.inlineMessage}>{hint}</p>}
      {actions && <div className={css.actions}>{actions}</div>}
    </li>
  );
}
