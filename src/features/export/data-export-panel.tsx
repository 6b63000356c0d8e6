import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataExportCreateMutationOptions } from '@/api/earn/data-export-create';
import { endpointKeyPrefix } from '@/api/query-keys';
import { Notice } from '@/ui/notice';
import { useServerClock } from '@/ui/use-server-clock';
import { dailyQuota } from './daily-quota';
import { DataExportActions } from './data-export-actions';
import { exportCodeView, explainExportError } from './export-error';
import { ExportErrorNotice } from './export-error-notice';
import { ExportLimitsNotice } from './export-limits-notice';
import { ExportRecordList } from './export-record-list';
import { dataExportRequest } from './export-request';
import { dataExportRows } from './export-row-model';
import { RangeRequestForm } from './range-request-form';
import { useDataExportList } from './use-export-lists';
import * as css from './export.css';

/** Data export (spec §1, §7): request a period of records, follow the job, download the file, cancel or delete. */
export function DataExportPanel() {
  const { t } = useTranslation('export');
  const queryClient = useQueryClient();
  // "Today (UTC)" and the daily quota roll over at midnight while the dialog stays open.
  const now = useServerClock(30_000);
  const list = useDataExportList();
  const create = useMutation({
    ...dataExportCreateMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'data-export/list') }),
  });

  const records = list.data?.records;
  const rows = records ? dataExportRows(records) : undefined;
  const quota = records
    ? dailyQuota(
        records.map((r) => r.submit_at),
        now,
      )
    : null;
  const error = create.error ? explainExportError(create.error) : null;
  const blocked =
    quota && quota.remaining === 0 && !create.isPending ? (
      <ExportErrorNotice error={exportCodeView(326)} tone="warning" />
    ) : null;

  return (
    <div className={css.panel}>
      <p className={css.muted}>{t('intro.data')}</p>
      <ExportLimitsNotice quota={quota} />
      <RangeRequestForm
        idPrefix="data-export"
        now={now}
        pending={create.isPending}
        blocked={blocked}
        onSubmit={(range) => create.mutate(dataExportRequest(range))}
        onEdit={() => {
          if (!create.isPending) create.reset();
        }}
      />
      {error && <ExportErrorNotice error={error} />}
      {create.isSuccess && <Notice tone="success">{t('submitted', { id: create.data.record_id })}</Notice>}
      <ExportRecordList
        kind="data"
        rows={rows}
        loading={list.isPending}
        error={list.error}
        onReload={() => void list.refetch()}
        highlightId={error?.existingRecordId ?? create.data?.record_id ?? null}
        renderActions={(row) => <DataExportActions row={row} />}
      />
    </div>
  );
}
