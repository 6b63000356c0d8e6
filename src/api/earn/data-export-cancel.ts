import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { shouldRetry } from '@/api/cache-strategies';

/**
 * POST {earnBase}/data-export/cancel — cancels a queued export or deletes a finished one. Spec §7 shows a
 * second call with `record_id` whose response is not read; its purpose is read as cancel/delete.
 */
export const DATA_EXPORT_CANCEL_PATH = '/data-export/cancel';

export const dataExportCancelRequestSchema = z.object({ record_id: id });
export type DataExportCancelRequest = z.infer<typeof dataExportCancelRequestSchema>;

/** Designed: the response is not read by the UI; an empty object (plus status_code) is enough. */
export const dataExportCancelResultSchema = z.object({});
export type DataExportCancelResult = z.infer<typeof dataExportCancelResultSchema>;

export function fetchDataExportCancel(
  request: DataExportCancelRequest,
  options?: CallOptions,
): Promise<DataExportCancelResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: DATA_EXPORT_CANCEL_PATH,
    payload: request,
    result: dataExportCancelResultSchema,
    domain: 'billExport',
    options,
  });
}

/** Safe to retry: the request is idempotent. */
export function dataExportCancelMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'data-export/cancel'],
    mutationFn: (request: DataExportCancelRequest) => fetchDataExportCancel(request),
    retry: shouldRetry,
  });
}
