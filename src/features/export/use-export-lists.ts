import { useQuery } from '@tanstack/react-query';
import { dataExportListQueryOptions } from '@/api/earn/data-export-list';
import { listBillExportQueryOptions } from '@/api/earn/list-bill-export';
import { EXPORT_POLL_MS } from './export-limits';
import { anyInProgress } from './export-status';

/** The latest bill exports shown; five a day for a week fits with room to spare. */
export const BILL_LIST_LIMIT = 50;

/** Both lists refetch every few seconds while a job is queued or processing, then stop. */
export function useDataExportList() {
  return useQuery({
    ...dataExportListQueryOptions({}),
    refetchInterval: (query) => (anyInProgress(query.state.data?.records) ? EXPORT_POLL_MS : false),
  });
}

export function useBillExportList() {
  return useQuery({
    ...listBillExportQueryOptions({ page: 1, limit: BILL_LIST_LIMIT }),
    refetchInterval: (query) => (anyInProgress(query.state.data?.records) ? EXPORT_POLL_MS : false),
  });
}
