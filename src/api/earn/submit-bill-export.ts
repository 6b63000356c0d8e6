import * as z from '@/lib/zod';
import { mutationOptions } from '@tanstack/react-query';
import { coin, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { productTypeSchema } from './earn-enum-schemas';

/**
 * POST {earnBase}/submit-bill-export — asks for an export of earn records (bills) for a date range.
 * Errors: 326 export limit reached, 327 duplicate request, 328 invalid request.
 */
export const SUBMIT_BILL_EXPORT_PATH = '/submit-bill-export';

/** Designed. Dates are UTC day starts; the range is at most 180 days and starts at most 2 years back. */
export const submitBillExportRequestSchema = z.object({
  start_at: unixSeconds,
  end_at: unixSeconds,
  product_types: z.optional(z.array(productTypeSchema)),
  coin: z.optional(coin),
  /** 1 CSV (the only format). */
  file_format: z.optional(z.literal(1)),
});
export type SubmitBillExportRequest = z.infer<typeof submitBillExportRequestSchema>;

export const submitBillExportResultSchema = z.object({ record_id: id });
export type SubmitBillExportResult = z.infer<typeof submitBillExportResultSchema>;

export function fetchSubmitBillExport(
  request: SubmitBillExportRequest,
  options?: CallOptions,
): Promise<SubmitBillExportResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: SUBMIT_BILL_EXPORT_PATH,
    payload: request,
    result: submitBillExportResultSchema,
    domain: 'billExport',
    options,
  });
}

/** Not retried automatically: a second attempt could create a second request. */
export function submitBillExportMutationOptions() {
  return mutationOptions({
    mutationKey: ['earn', 'submit-bill-export'],
    mutationFn: (request: SubmitBillExportRequest) => fetchSubmitBillExport(request),
    retry: false,
  });
}
