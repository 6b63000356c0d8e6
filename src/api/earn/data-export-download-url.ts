import * as z from '@/lib/zod';
import { id } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';

/** POST {earnBase}/data-export/download-url — a link to a ready export (spec §7: response download_url). */
export const DATA_EXPORT_DOWNLOAD_URL_PATH = '/data-export/download-url';

export const dataExportDownloadUrlRequestSchema = z.object({ record_id: id });
export type DataExportDownloadUrlRequest = z.infer<typeof dataExportDownloadUrlRequestSchema>;

export const dataExportDownloadUrlResultSchema = z.object({ download_url: z.string().check(z.minLength(1)) });
export type DataExportDownloadUrlResult = z.infer<typeof dataExportDownloadUrlResultSchema>;

export function fetchDataExportDownloadUrl(
  request: DataExportDownloadUrlRequest,
  options?: CallOptions,
): Promise<DataExportDownloadUrlResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: DATA_EXPORT_DOWNLOAD_URL_PATH,
    payload: request,
    result: dataExportDownloadUrlResultSchema,
    domain: 'billExport',
    options,
  });
}
