import * as z from '@/lib/zod';
import { id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';

/** POST {earnBase}/download-bill — a short-lived link to a ready bill export. 303: no such record. */
export const DOWNLOAD_BILL_PATH = '/download-bill';

/** Designed. */
export const downloadBillRequestSchema = z.object({ record_id: id });
export type DownloadBillRequest = z.infer<typeof downloadBillRequestSchema>;

export const downloadBillResultSchema = z.object({
  download_url: z.string().check(z.minLength(1)),
  /** When the link stops working. */
  expire_at: unixSeconds,
});
export type DownloadBillResult = z.infer<typeof downloadBillResultSchema>;

export function fetchDownloadBill(request: DownloadBillRequest, options?: CallOptions): Promise<DownloadBillResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: DOWNLOAD_BILL_PATH,
    payload: request,
    result: downloadBillResultSchema,
    domain: 'billExport',
    options,
  });
}
