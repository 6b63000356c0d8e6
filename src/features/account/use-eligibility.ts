import { useQuery } from '@tanstack/react-query';
import { checkAvailableQueryOptions } from '@/api/earn/check-available';
import type { Eligibility, ProductType } from '@/api/earn/earn-enums';
import { kycInfoQueryOptions } from '@/api/main/kyc-info';
import { resolveEligibility, subscribeActionFor, type KycLevel, type SubscribeAction } from './eligibility';
import { useCurrentUser } from './session';

/** The user's KYC level (spec §3: applicant.level 0-2); 'error' when it could not be read. */
export function useKycLevel(enabled: boolean): { level: KycLevel | 'error' | undefined; retry: () => void } {
  const query = useQuery({ ...kycInfoQueryOptions(), enabled });
  const level = query.isError ? 'error' : query.data?.applicant.level;
  return { level, retry: () => void query.refetch() };
}

/**
 * What a subscribe button should do for one product: the server's eligibility when it answered, else what the
 * session and the KYC level say.
 */
export function useSubscribeEligibility(product: { product_id: string; product_type: ProductType; required_kyc_level: number }): {
  eligibility: Eligibility;
  action: SubscribeAction;
  requiredKycLevel: number;
  retry: () => void;
} {
  const { loggedIn } = useCurrentUser();
  const kyc = useKycLevel(loggedIn === true);
  const check = useQuery({
    ...checkAvailableQueryOptions({ product_id: product.product_id, product_type: product.product_type }),
    enabled: loggedIn === true,
  });
  const eligibility = resolveEligibility(check.data?.eligibility, {
    loggedIn,
    kycLevel: kyc.level,
    requiredKycLevel: check.data?.required_kyc_level ?? product.required_kyc_level,
  });
  return {
    eligibility,
    action: subscribeActionFor(eligibility),
    requiredKycLevel: check.data?.required_kyc_level ?? product.required_kyc_level,
    retry: () => {
      kyc.retry();
      void check.refetch();
    },
  };
}
