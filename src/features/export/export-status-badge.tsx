import { useTranslation } from 'react-i18next';
import type { StatusView } from './export-status';
import * as css from './export.css';

const TONE = {
  queued: 'progress',
  processing: 'progress',
  ready: 'positive',
  failed: 'negative',
  expired: 'muted',
  cancelled: 'muted',
} as const;

export function ExportStatusBadge({ view }: { view: StatusView }) {
  const { t } = useTranslation('export');
  return (
    <span className={css.badges[TONE[view.name]]} data-status={view.name}>
      {t(`status.${view.name}`)}
    </span>
  );
}

/** Where a running job is: a three-step bar (queued, processing, ready) with the step in words. */
export function ExportProgress({ view, recordId }: { view: StatusView; recordId: string }) {
  const { t } = useTranslation('export');
  if (!view.inProgress || view.step === null) return null;
  const text = t(`progress.${view.name === 'queued' ? 'queued' : 'processing'}`);
  return (
    <div className={css.progress}>
      <progress
        className={css.progressBar}
        max={3}
        value={view.step}
        aria-label={t('progress.label', { id: recordId })}
        aria-valuetext={text}
      />
      <span className={css.muted}>{text}</span>
    </div>
  );
}
