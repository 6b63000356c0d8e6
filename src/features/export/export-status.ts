import { ExportStatus } from '@/api/earn/earn-enums';

export type StatusName = 'queued' | 'processing' | 'ready' | 'failed' | 'expired' | 'cancelled';
export type ExportKind = 'data' | 'bill';

export interface StatusView {
  name: StatusName;
  /** Queued or processing: the list keeps refreshing and shows progress. */
  inProgress: boolean;
  /** 1 queued, 2 processing, 3 ready; null when the job is not on its way to a file. */
  step: 1 | 2 | 3 | null;
  canDownload: boolean;
  /** The data export's second call (spec §7): cancel a running job, delete a finished one. */
  removal: 'cancel' | 'delete' | null;
  /** Bill exports that failed or expired can be queued again. */
  canRetry: boolean;
}

const NAMES: Record<ExportStatus, StatusName> = {
  [ExportStatus.Queued]: 'queued',
  [ExportStatus.Processing]: 'processing',
  [ExportStatus.Ready]: 'ready',
  [ExportStatus.Failed]: 'failed',
  [ExportStatus.Expired]: 'expired',
  [ExportStatus.Cancelled]: 'cancelled',
};

/** What a job's status means for the person looking at it, per export kind. */
export function statusView(status: ExportStatus, kind: ExportKind): StatusView {
  const name = NAMES[status];
  const inProgress = status === ExportStatus.Queued || status === ExportStatus.Processing;
  const step =
    status === ExportStatus.Queued
      ? 1
      : status === ExportStatus.Processing
        ? 2
        : status === ExportStatus.Ready
          ? 3
          : null;
  return {
    name,
    inProgress,
    step,
    canDownload: status === ExportStatus.Ready,
    removal: kind === 'bill' ? null : inProgress ? 'cancel' : 'delete',
    canRetry: kind === 'bill' && (status === ExportStatus.Failed || status === ExportStatus.Expired),
  };
}

/** True while any job is queued or processing: the list polls until none is. */
export function anyInProgress(records: ReadonlyArray<{ status: ExportStatus }> | undefined): boolean {
  return (records ?? []).some((r) => r.status === ExportStatus.Queued || r.status === ExportStatus.Processing);
}
