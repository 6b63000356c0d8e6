import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDownloadBill } from '@/api/earn/download-bill';
import { retryBillExportMutationOptions } from '@/api/earn/retry-bill-export';
import { endpointKeyPrefix } from '@/api/query-keys';
import { Button } from '@/ui/button';
import { DownloadAction } from './download-action';
import { InlineExportError } from './export-error-notice';
import { explainExportError } from './export-error';
import type { ExportRow } from './export-row-model';
import { statusView } from './export-status';
import * as css from './export.css';

const requestUrl = async (recordId: string) => (await fetchDownloadBill({ record_id: recordId })).download_url;

/** Download when ready; retry (queue again) when the job failed or its link expired. */
export function BillExportActions({ row }: { row: ExportRow }) {
  const { t } = useTranslation(['export', 'errors']);
  const queryClient = useQueryClient();
  const view = statusView(row.status, 'bill');
  const retry = useMutation({
    ...retryBillExportMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'list-bill-export') }),
  });
  return (
    <>
      {view.canDownload && <DownloadAction kind="bill" row={row} requestUrl={requestUrl} />}
      {view.canRetry && (
        <Button
          variant="secondary"
          size="small"
          pending={retry.isPending}
          aria-label={t('actions.retryLabel', { id: row.recordId })}
          onClick={() => retry.mutate({ record_id: row.recordId })}
        >
          {t('actions.retry')}
        </Button>
      )}
      {retry.isSuccess && view.inProgress && (
        <span className={css.inlineMessage} role="status">
          {t('retried', { id: row.recordId })}
        </span>
      )}
      {retry.error != null && <InlineExportError error={explainExportError(retry.error)} className={css.inlineError} />}
    </>
  );
}
