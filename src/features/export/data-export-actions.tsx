import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataExportCancelMutationOptions } from '@/api/earn/data-export-cancel';
import { fetchDataExportDownloadUrl } from '@/api/earn/data-export-download-url';
import { endpointKeyPrefix } from '@/api/query-keys';
import { ConfirmAction } from './confirm-action';
import { DownloadAction } from './download-action';
import { explainExportError } from './export-error';
import { InlineExportError } from './export-error-notice';
import type { ExportRow } from './export-row-model';
import { statusView } from './export-status';
import * as css from './export.css';

const requestUrl = async (recordId: string) => (await fetchDataExportDownloadUrl({ record_id: recordId })).download_url;

/** Download when ready; the second call (cancel a running job, delete a finished one) after a confirmation. */
export function DataExportActions({ row }: { row: ExportRow }) {
  const { t } = useTranslation(['export', 'errors']);
  const queryClient = useQueryClient();
  const view = statusView(row.status, 'data');
  const remove = useMutation({
    ...dataExportCancelMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'data-export/list') }),
  });
  return (
    <>
      {view.canDownload && <DownloadAction kind="data" row={row} requestUrl={requestUrl} />}
      {view.removal && (
        <ConfirmAction
          key={view.removal}
          label={t(`actions.${view.removal}`)}
          ariaLabel={t(`actions.${view.removal}Label`, { id: row.recordId })}
          question={t(`confirm.${view.removal}`, { id: row.recordId })}
          confirmLabel={t(`confirm.${view.removal}Yes`)}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ record_id: row.recordId })}
          error={
            remove.error != null ? (
              <InlineExportError error={explainExportError(remove.error)} className={css.inlineError} />
            ) : null
          }
        />
      )}
    </>
  );
}
