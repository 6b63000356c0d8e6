import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8, id, pageRequest, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { processingStateSchema, productTypeSchema, walletRecordTypeSchema } from './earn-enum-schemas';

/** POST {earnBase}/get-user-wallet-records — the earn wallet's money movements, newest first. */
export const GET_USER_WALLET_RECORDS_PATH = '/get-user-wallet-records';

/** Designed. */
export const getUserWalletRecordsRequestSchema = z.object({
  record_types: z.optional(z.array(walletRecordTypeSchema)),
  coin: z.optional(coin),
  product_type: z.optional(productTypeSchema),
  start_at: z.optional(unixSeconds),
  end_at: z.optional(unixSeconds),
  ...pageRequest,
});
export type GetUserWalletRecordsRequest = z.infer<typeof getUserWalletRecordsRequestSchema>;

/** Designed. `amount_e8` is signed: negative leaves the wallet. */
const walletRecordSchema = z.object({
  record_id: id,
  record_type: walletRecordTypeSchema,
  coin,
  amount_e8: e8,
  product_type: z.optional(productTypeSchema),
  product_id: z.optional(id),
  order_id: z.optional(id),
  status: processingStateSchema,
  created_at: unixSeconds,
});
export const getUserWalletRecordsResultSchema = z.object({
  records: z.array(walletRecordSchema),
  total: z.int().check(z.nonnegative()),
});
export type GetUserWalletRecordsResult = z.infer<typeof getUserWalletRecordsResultSchema>;

export function fetchGetUserWalletRecords(
  request: GetUserWalletRecordsRequest,
  options?: CallOptions,
): Promise<GetUserWalletRecordsResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_USER_WALLET_RECORDS_PATH,
    payload: request,
    result: getUserWalletRecordsResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function getUserWalletRecordsQueryOptions(request: GetUserWalletRecordsRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-user-wallet-records', request),
    queryFn: ({ signal }) => fetchGetUserWalletRecords(request, { signal }),
    ...cacheStrategies.eager,
  });
}
