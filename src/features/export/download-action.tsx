import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { InlineExportError } from './export-error-notice';
import type { ExportRow } from './export-row-model';
import type { ExportKind } from './export-status';
import { useRecordDownload } from './use-record-download';
import * as css from './export.css';

/**
 * Download of a ready file. After the link is fetched, it also stays on screen as a plain link: the way in
 * for webviews, and a fallback wherever the automatic save was blocked.
 */
export function DownloadAction({
  kind,
  row,
  requestUrl,
}: {
  kind: ExportKind;
  row: ExportRow;
  requestUrl: (recordId: string) => Promise<string>;
}) {
  const { t } = useTranslation('export');
  const { state, start } = useRecordDownload(
    { kind, recordId: row.recordId, startDay: row.startDay ?? 'start', endDay: row.endDay ?? 'end' },
    requestUrl,
  );
  const url = state.phase === 'saved' || state.phase === 'link' || state.phase === 'failed' ? state.url : null;
  return (
    <>
      <Button
        size="small"
        pending={state.phase === 'pending'}
        onClick={() => void start()}
        aria-label={t('actions.downloadLabel', { id: row.recordId })}
      >
        {t('actions.download')}
      </Button>
      {state.phase === 'saved' && (
        <span className={css.inlineMessage} role="status">
          {t('download.saved', { fileName: state.fileName })}
        </span>
      )}
      {state.phase === 'link' && (
        <span className={css.inlineMessage} role="status">
          {t('download.tapLink')}
        </span>
      )}
      {state.phase === 'failed' && <InlineExportError error={state.error} className={css.inlineError} />}
      {url && (
        <a className={css.fileLink} href={url} target="_blank" rel="noopener noreferrer" data-testid="export-file-link">
          {t('download.openFile', { id: row.recordId })}
        </a>
      )}
    </>
  );
}
