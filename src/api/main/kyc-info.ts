import * as z from '@/lib/zod';
import { queryOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** POST {apiHost}/v3/private/kyc/kyc-info — the user's KYC level (spec §3: applicant.level 0-2). */
export const KYC_INFO_PATH = '/v3/private/kyc/kyc-info';

/** Spec §7: the four flags. */
export const kycInfoRequestSchema = z.object({
  obtain_state: z.boolean(),
  obtain_quotas: z.boolean(),
  obtain_current: z.boolean(),
  obtain_kyc_token: z.boolean(),
});
export type KycInfoRequest = z.infer<typeof kycInfoRequestSchema>;

/**
 * `applicant.level` is from the spec; the other parts are designed and only present when their flag is set:
 * state (0 none, 1 pending, 2 approved, 3 rejected), quotas (daily limits as decimal strings), the current
 * verification's country, a KYC SDK token.
 */
export const kycInfoResultSchema = z.object({
  applicant: z.object({
    level: z.literal([0, 1, 2]),
    state: z.optional(z.int()),
    country: z.optional(z.string()),
  }),
  quotas: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
  current: z.optional(z.object({ level: z.literal([0, 1, 2]), state: z.int() })),
  kyc_token: z.optional(z.string()),
});
export type KycInfoResult = z.infer<typeof kycInfoResultSchema>;

/** All four parts by default; callers may ask for less. */
export const FULL_KYC_REQUEST: KycInfoRequest = {
  obtain_state: true,
  obtain_quotas: true,
  obtain_current: true,
  obtain_kyc_token: false,
};

export function fetchKycInfo(
  request: KycInfoRequest = FULL_KYC_REQUEST,
  options?: CallOptions,
): Promise<KycInfoResult> {
  return callEndpoint({
    client: mainClient,
    method: 'POST',
    path: KYC_INFO_PATH,
    payload: request,
    result: kycInfoResultSchema,
    domain: 'main',
    options,
  });
}

/** Cache strategy: eager (a KYC level can change while the page is open in another tab). */
export function kycInfoQueryOptions(request: KycInfoRequest = FULL_KYC_REQUEST) {
  return queryOptions({
    queryKey: apiQueryKey('main', 'kyc-info', request),
    queryFn: ({ signal }) => fetchKycInfo(request, { signal }),
    ...cacheStrategies.eager,
  });
}
