import type { DataExportCreateRequest } from '@/api/earn/data-export-create';
import type { SubmitBillExportRequest } from '@/api/earn/submit-bill-export';
import type { ProductType } from '@/api/earn/earn-enums';
import type { DayRange } from './range-presets';
import { utcDayToUnixSeconds } from './utc-day';

/** Both ends are UTC midnights in Unix seconds; the end day is included whole (docs/api.md). */
export function dataExportRequest(range: DayRange): DataExportCreateRequest {
  return { export_start_at: utcDayToUnixSeconds(range.start), export_end_at: utcDayToUnixSeconds(range.end) };
}

export function billExportRequest(range: DayRange, productTypes: readonly ProductType[]): SubmitBillExportRequest {
  return {
    start_at: utcDayToUnixSeconds(range.start),
    end_at: utcDayToUnixSeconds(range.end),
    ...(productTypes.length > 0 ? { product_types: [...productTypes] } : {}),
    file_format: 1,
  };
}
