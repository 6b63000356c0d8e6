import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';

/**
 * POST {earnBase}/data-export/create — requests an export of the user's records for a date range.
 * Spec §7 gives the payload (export_start_at, export_end_at) but not the path or response: both designed.
 */
export const DATA_EXPORT_CREATE_PATH = '/data-export/create';

/** Dates are Unix seconds of UTC day starts; end is inclusive of its day. */
export const dataExportCreateRequestSchema = z.object({
  export_start_at: unixSeconds,
  export_end_at: unixSeconds,
});
export type DataExportCreateRequest = z.infer<typeof dataExportCreateRequestSchema>;

/** Designed. */
export const dataExportCreateResultSchema = z.object({ record_id: id });
export type DataExportCreateResult = z.infer<typeof dataExportCreateResultSchema>;

export function fetchDataExportCreate(
  request: DataExportCreateRequest,
  options?: CallOptions,
): Promise<DataExportCreateResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: DATA_EXPORT_CREATE_PATH,
    payload: request,
    result: dataExportCreateResultSchema,
    domain: 'billExport',
    options,
  });
}

/** Not retried automatically: a second attempt could create a second request. */
export function dataExportCreateMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'data-export/create'],
    mutationFn: (request: DataExportCreateRequest) => fetchDataExportCreate(request),
    retry: false,
  });
}
