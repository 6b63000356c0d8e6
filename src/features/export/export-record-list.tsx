import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { explainExportError } from './export-error';
import type { ExportRow } from './export-row-model';
import { anyInProgress, type ExportKind } from './export-status';
import { ExportRecordRow } from './export-record-row';
import * as css from './export.css';

/** The user's past requests, newest first; says when it is refreshing itself. */
export function ExportRecordList({
  kind,
  rows,
  loading,
  error,
  onReload,
  highlightId,
  renderActions,
  footer,
}: {
  kind: ExportKind;
  rows: readonly ExportRow[] | undefined;
  loading: boolean;
  error: unknown;
  onReload: () => void;
  highlightId: string | null;
  renderActions: (row: ExportRow) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(['export', 'errors']);
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const polling = anyInProgress(rows);

  useEffect(() => {
    if (!highlightId) return;
    const rowsInList = listRef.current?.querySelectorAll<HTMLElement>('[data-record-id]') ?? [];
    const node = [...rowsInList].find((el) => el.dataset.recordId === highlightId);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightId, rows]);

  let body: ReactNode;
  if (rows) {
    body =
      rows.length === 0 ? (
        <p className={css.muted}>{t('list.empty')}</p>
      ) : (
        <ul ref={listRef} className={css.list} aria-labelledby={titleId}>
          {rows.map((row) => (
            <ExportRecordRow
              key={row.recordId}
              row={row}
              kind={kind}
              highlight={row.recordId === highlightId}
              actions={renderActions(row)}
            />
          ))}
        </ul>
      );
  } else if (loading) {
    body = (
      <div aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton height={96} />
      </div>
    );
  } else {
    const view = explainExportError(error);
    body = view.handled ? null : (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" size="small" onClick={onReload}>
            {t('list.reload')}
          </Button>
        }
      >
        {t(view.messageKey, view.messageValues)}
      </Notice>
    );
  }

  return (
    <section aria-labelledby={titleId} className={css.panel}>
      <div className={css.listHeader}>
        <h3 id={titleId} className={css.listTitle}>
          {t('list.title')}
        </h3>
        <span className={css.muted} role="status">
          {polling ? t('list.autoRefresh') : ''}
        </span>
      </div>
      {rows && error != null && <Notice tone="warning">{t('list.stale')}</Notice>}
      {body}
      {footer}
    </section>
  );
}
