import type { GetUserWalletRecordsRequest } from '@/api/earn/get-user-wallet-records';
import { isoDateToSeconds } from './utc-days';
import { RECORD_TYPE_KEYS, RECORD_TYPE_NAMES, type WalletSearch } from './wallet-search';

export const RECORDS_PAGE_SIZE = 10;

export const TYPE_BY_NUMBER = new Map(RECORD_TYPE_KEYS.map((name) => [RECORD_TYPE_NAMES[name] as number, name]));

export type RecordFilters = Pick<WalletSearch, 'rtype' | 'rfrom' | 'rto' | 'rpage'>;

export function recordsRequest(filters: RecordFilters): GetUserWalletRecordsRequest {
  const request: GetUserWalletRecordsRequest = { page: filters.rpage ?? 1, limit: RECORDS_PAGE_SIZE };
  if (filters.rtype) request.record_types = [RECORD_TYPE_NAMES[filters.rtype]];
  if (filters.rfrom) request.start_at = String(isoDateToSeconds(filters.rfrom, 'start'));
  if (filters.rto) request.end_at = String(isoDateToSeconds(filters.rto, 'end'));
  return request;
}
