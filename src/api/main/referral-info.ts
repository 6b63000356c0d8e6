import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';
import { decimalString, unixSeconds } from '@/api/wire-schema';

/**
 * POST {apiHost}/v3/private/referral/earn-info — the user's invite code and the friends who joined with it.
 * Designed: the spec lists the referral page, not its call.
 */
export const REFERRAL_INFO_PATH = '/v3/private/referral/earn-info';

export const referralInfoResultSchema = z.object({
  invite_code: z.string().check(z.minLength(1)),
  /** Rewards paid so far, in reward_coin. */
  total_reward: decimalString,
  reward_coin: z.string(),
  referrals: z.array(
    z.object({
      /** Masked like the profile's vague_email: `ka***@mail.test`. */
      masked_name: z.string(),
      joined_at: unixSeconds,
      /** True once the friend subscribed to an earn product. */
      subscribed: z.boolean(),
      reward: decimalString,
    }),
  ),
});
export type ReferralInfo = z.infer<typeof referralInfoResultSchema>;

function fetchReferralInfo(options?: CallOptions): Promise<ReferralInfo> {
  return callEndpoint({
    client: mainClient,
    method: 'POST',
    path: REFERRAL_INFO_PATH,
    payload: {},
    result: referralInfoResultSchema,
    domain: 'main',
    options,
  });
}

/** Cache strategy: lazy. */
export function referralInfoQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('main', 'referral-info', {}),
    queryFn: ({ signal }) => fetchReferralInfo({ signal }),
    ...cacheStrategies.lazy,
  });
}
