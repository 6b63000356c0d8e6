import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { exportStatusSchema } from './earn-enum-schemas';

/** POST {earnBase}/data-export/list — the user's export requests, newest first. */
export const DATA_EXPORT_LIST_PATH = '/data-export/list';

/** Spec §7: empty payload. */
export const dataExportListRequestSchema = z.object({});
export type DataExportListRequest = z.infer<typeof dataExportListRequestSchema>;

/**
 * Spec §7: `records` of `{ record_id, export_start_at, export_end_at, submit_at, status }`. Status values are
 * not shown in the spec; the ExportStatus enum (designed) is used.
 */
export const dataExportRecordSchema = z.object({
  record_id: id,
  export_start_at: unixSeconds,
  export_end_at: unixSeconds,
  submit_at: unixSeconds,
  status: exportStatusSchema,
});
export type DataExportRecord = z.infer<typeof dataExportRecordSchema>;

export const dataExportListResultSchema = z.object({ records: z.array(dataExportRecordSchema) });
export type DataExportListResult = z.infer<typeof dataExportListResultSchema>;

export function fetchDataExportList(
  request: DataExportListRequest,
  options?: CallOptions,
): Promise<DataExportListResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: DATA_EXPORT_LIST_PATH,
    payload: request,
    result: dataExportListResultSchema,
    domain: 'billExport',
    options,
  });
}

/** Cache strategy: eager. */
export function dataExportListQueryOptions(request: DataExportListRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'data-export/list', request),
    queryFn: ({ signal }) => fetchDataExportList(request, { signal }),
    ...cacheStrategies.eager,
  });
}
