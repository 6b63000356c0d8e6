import type { DataExportRecord } from '@/api/earn/data-export-list';
import type { BillExportRecord } from '@/api/earn/list-bill-export';
import type { ExportStatus, ProductType } from '@/api/earn/earn-enums';
import { unixSecondsToMs } from '@/lib/unix-time';
import { utcDayFromUnixSeconds } from './utc-day';

/** One request as the list shows it, whichever export it came from. */
export interface ExportRow {
  recordId: string;
  /** First and last UTC day, `YYYY-MM-DD` (null if the server sent no usable time). */
  startDay: string | null;
  endDay: string | null;
  submitMs: number | null;
  status: ExportStatus;
  productTypes: readonly ProductType[];
  /** When a ready file's link stops working. */
  expireMs: number | null;
}

const bySubmitDesc = (a: ExportRow, b: ExportRow) =>
  (b.submitMs ?? 0) - (a.submitMs ?? 0) || b.recordId.localeCompare(a.recordId, 'en', { numeric: true });

export function dataExportRows(records: readonly DataExportRecord[]): ExportRow[] {
  return records
    .map((r) => ({
      recordId: r.record_id,
      startDay: utcDayFromUnixSeconds(r.export_start_at),
      endDay: utcDayFromUnixSeconds(r.export_end_at),
      submitMs: unixSecondsToMs(r.submit_at),
      status: r.status,
      productTypes: [],
      expireMs: null,
    }))
    .sort(bySubmitDesc);
}

export function billExportRows(records: readonly BillExportRecord[]): ExportRow[] {
  return records
    .map((r) => ({
      recordId: r.record_id,
      startDay: utcDayFromUnixSeconds(r.start_at),
      endDay: utcDayFromUnixSeconds(r.end_at),
      submitMs: unixSecondsToMs(r.submit_at),
      status: r.status,
      productTypes: r.product_types,
      expireMs: unixSecondsToMs(r.expire_at),
    }))
    .sort(bySubmitDesc);
}
