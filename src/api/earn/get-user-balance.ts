import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8 } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { accountTypeSchema } from './earn-enum-schemas';

/** POST {earnBase}/get-user-balance — spendable balances for the subscribe form. */
export const GET_USER_BALANCE_PATH = '/get-user-balance';

/** Designed. Omit `coins` for every coin with a balance; omit `account_types` for all wallets. */
export const getUserBalanceRequestSchema = z.object({
  coins: z.optional(z.array(coin)),
  account_types: z.optional(z.array(accountTypeSchema)),
});
export type GetUserBalanceRequest = z.infer<typeof getUserBalanceRequestSchema>;

export const getUserBalanceResultSchema = z.object({
  balances: z.array(
    z.object({
      coin,
      account_type: accountTypeSchema,
      available_e8: e8,
      /** Locked in pending orders. */
      frozen_e8: e8,
    }),
  ),
});
export type GetUserBalanceResult = z.infer<typeof getUserBalanceResultSchema>;

export function fetchGetUserBalance(
  request: GetUserBalanceRequest,
  options?: CallOptions,
): Promise<GetUserBalanceResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_USER_BALANCE_PATH,
    payload: request,
    result: getUserBalanceResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager. */
export function getUserBalanceQueryOptions(request: GetUserBalanceRequest) {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-user-balance', request),
    queryFn: ({ signal }) => fetchGetUserBalance(request, { signal }),
    ...cacheStrategies.eager,
  });
}
