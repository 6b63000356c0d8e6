import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, id, pageRequest, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { exportStatusSchema, productTypeSchema } from './earn-enum-schemas';

/** POST {earnBase}/list-bill-export — the user's bill export requests, newest first. */
export const LIST_BILL_EXPORT_PATH = '/list-bill-export';

/** Designed. */
export const listBillExportRequestSchema = z.object({ ...pageRequest });
export type ListBillExportRequest = z.infer<typeof listBillExportRequestSchema>;

export const billExportRecordSchema = z.object({
  record_id: id,
  start_at: unixSeconds,
  end_at: unixSeconds,
  submit_at: unixSeconds,
  status: exportStatusSchema,
  product_types: z.array(productTypeSchema),
  coin: z.optional(coin),
  /** When the download link stops working (7 days after ready); ZERO_TIME before ready. */
  expire_at: unixSeconds,
});
export type BillExportRecord = z.infer<typeof billExportRecordSchema>;

export const listBillExportResultSchema = z.object({
  records: z.array(billExportRecordSchema),
  total: z.int().check(z.nonnegative()),
});
export type ListBillExportResult = z.infer<typeof listBillExportResultSchema>;

export function fetchListBillExport(
  request: ListBillExportRequest,
  options?: CallOptions,
): Promise<ListBillExportResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: LIST_BILL_EXPORT_PATH,
    payload: request,
    result: listBillExportResultSchema,
    domain: 'billExport',
    options,
  });
}

/** Cache strategy: eager. */
export function listBillExportQueryOptions(request: ListBillExportRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'list-bill-export', request),
    queryFn: ({ signal }) => fetchListBillExport(request, { signal }),
    ...cacheStrategies.eager,
  });
}
