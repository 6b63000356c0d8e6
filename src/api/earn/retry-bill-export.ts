import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';

/** POST {earnBase}/retry-bill-export — re-queues a failed or expired bill export. 303: no such record. */
export const RETRY_BILL_EXPORT_PATH = '/retry-bill-export';

/** Designed. */
export const retryBillExportRequestSchema = z.object({ record_id: id });
export type RetryBillExportRequest = z.infer<typeof retryBillExportRequestSchema>;

export const retryBillExportResultSchema = z.object({ record_id: id });
export type RetryBillExportResult = z.infer<typeof retryBillExportResultSchema>;

export function fetchRetryBillExport(
  request: RetryBillExportRequest,
  options?: CallOptions,
): Promise<RetryBillExportResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: RETRY_BILL_EXPORT_PATH,
    payload: request,
    result: retryBillExportResultSchema,
    domain: 'billExport',
    options,
  });
}

/** Not retried automatically: a second attempt could create a second request. */
export function retryBillExportMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'retry-bill-export'],
    mutationFn: (request: RetryBillExportRequest) => fetchRetryBillExport(request),
    retry: false,
  });
}
