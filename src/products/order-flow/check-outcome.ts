import { useQuery } from '@tanstack/react-query';
import { checkAvailableQueryOptions, type CheckAvailableResult } from '@/api/earn/check-available';
import { Eligibility, type ProductType } from '@/api/earn/earn-enums';
import { translationKeyForCode } from '@/api/error-catalogue';
import type { FlowProblem, FlowPrompt } from './order-flow-machine';

/**
 * What a check-available answer means for the order: log in, a prompt (identity verification, its status
 * unknown, a blocking tag), a refusal in the words of its code (spec §8), or null when it may go on.
 */
export function checkOutcome(check: CheckAvailableResult): FlowPrompt | FlowProblem | 'login' | null {
  const levels = { requiredLevel: check.required_kyc_level, userLevel: check.user_kyc_level };
  switch (check.eligibility) {
    case Eligibility.NotLoggedIn:
      return 'login';
    case Eligibility.KycLimited:
      return { kind: 'kyc', ...levels };
    case Eligibility.KycLimitedQueryException:
      return { kind: 'kycUnknown', ...levels };
    case Eligibility.TagBlocked:
      return { kind: 'blocked', ...levels };
    default:
      return check.reason_code === 0
        ? null
        : { key: translationKeyForCode('earn', check.reason_code), values: { code: check.reason_code } };
  }
}

/**
 * May this user subscribe to the product at all, asked when the dialog opens (check-available without an
 * amount): what stands in the way is said before anything is typed, not after the review. Null while
 * unknown (visitor, loading, failed): the check with the amount before the review still runs.
 */
export function useOpeningCheck(product: { product_id: string; product_type: ProductType }, loggedIn: boolean) {
  const query = useQuery({
    ...checkAvailableQueryOptions({ product_id: product.product_id, product_type: product.product_type }),
    enabled: loggedIn,
    staleTime: 0,
  });
  const outcome = query.data ? checkOutcome(query.data) : null;
  return {
    outcome: outcome === 'login' ? null : outcome,
    recheck: () => void query.refetch(),
    checking: query.isFetching,
  };
}
