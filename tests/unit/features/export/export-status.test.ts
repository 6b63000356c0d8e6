import { describe, expect, it } from 'vitest';
import { ExportStatus } from '@/api/earn/earn-enums';
import { anyInProgress, statusView } from '@/features/export/export-status';

describe('status mapping', () => {
  it.each([
    [ExportStatus.Queued, 'queued', true, 1, false, 'cancel'],
    [ExportStatus.Processing, 'processing', true, 2, false, 'cancel'],
    [ExportStatus.Ready, 'ready', false, 3, true, 'delete'],
    [ExportStatus.Failed, 'failed', false, null, false, 'delete'],
    [ExportStatus.Expired, 'expired', false, null, false, 'delete'],
    [ExportStatus.Cancelled, 'cancelled', false, null, false, 'delete'],
  ] as const)('data export %i -> %s', (status, name, inProgress, step, canDownload, removal) => {
    expect(statusView(status, 'data')).toEqual({ name, inProgress, step, canDownload, removal, canRetry: false });
  });

  it('bill exports have no cancel/delete and can be retried only when failed or expired', () => {
    const retryable = Object.values(ExportStatus).filter((s) => statusView(s, 'bill').canRetry);
    expect(retryable).toEqual([ExportStatus.Failed, ExportStatus.Expired]);
    expect(Object.values(ExportStatus).map((s) => statusView(s, 'bill').removal)).toEqual(Array(6).fill(null));
    expect(statusView(ExportStatus.Ready, 'bill').canDownload).toBe(true);
  });

  it('polls while any job is queued or processing', () => {
    expect(anyInProgress(undefined)).toBe(false);
    expect(anyInProgress([])).toBe(false);
    expect(anyInProgress([{ status: ExportStatus.Ready }, { status: ExportStatus.Failed }])).toBe(false);
    expect(anyInProgress([{ status: ExportStatus.Ready }, { status: ExportStatus.Processing }])).toBe(true);
    expect(anyInProgress([{ status: ExportStatus.Queued }])).toBe(true);
  });
});
