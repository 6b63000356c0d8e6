import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { coin, e8, id, unixSeconds } from '@/api/wire-schema';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { earnClient } from '@/api/api-clients';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { productTypeSchema, voucherStatusSchema } from './earn-enum-schemas';

/** POST {earnBase}/get-user-vouchers — the current user's vouchers in every state (spec §4). */
export const GET_USER_VOUCHERS_PATH = '/get-user-vouchers';

/** Designed. Empty body: every voucher of the user. */
export const getUserVouchersRequestSchema = z.object({});
export type GetUserVouchersRequest = z.infer<typeof getUserVouchersRequestSchema>;

/** Designed: 1 APR boost (extra APR on up to `max_amount_e8` of principal), 2 bonus (a fixed amount). */
export const VoucherKind = { AprBoost: 1, Bonus: 2 } as const;
export type VoucherKind = (typeof VoucherKind)[keyof typeof VoucherKind];

export const voucherSchema = z.object({
  voucher_id: id,
  kind: z.literal([1, 2]),
  status: voucherStatusSchema,
  /** The coin the product must take; a bonus is paid in it. */
  coin,
  /** Boost: the extra APR scaled by 1e8; bonus: the amount scaled by 1e8. */
  value_e8: e8,
  min_amount_e8: e8,
  /** "-1": the boost applies to the whole amount. */
  max_amount_e8: z.string().check(z.regex(/^(?:-1|\d+)$/)),
  product_types: z.array(productTypeSchema),
  expire_at: unixSeconds,
  /** ZERO_TIME until the voucher is used. */
  used_at: unixSeconds,
  /** The order it went with ("using" and "used"). */
  order_id: z.optional(id),
  /** What settlement paid for it, once used. */
  paid_e8: z.optional(e8),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const getUserVouchersResultSchema = z.object({ vouchers: z.array(voucherSchema) });
export type GetUserVouchersResult = z.infer<typeof getUserVouchersResultSchema>;

function fetchGetUserVouchers(request: GetUserVouchersRequest, options?: CallOptions): Promise<GetUserVouchersResult> {
  return callEndpoint({
    client: earnClient,
    method: 'POST',
    path: GET_USER_VOUCHERS_PATH,
    payload: request,
    result: getUserVouchersResultSchema,
    domain: 'earn',
    options,
  });
}

/** Cache strategy: eager (a subscription changes a voucher's state). */
export function getUserVouchersQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('earn', 'get-user-vouchers', {}),
    queryFn: ({ signal }) => fetchGetUserVouchers({}, { signal }),
    ...cacheStrategies.eager,
  });
}
