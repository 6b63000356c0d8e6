import { useQuery } from '@tanstack/react-query';
import { kycInfoQueryOptions } from '@/api/main/kyc-info';
import { privateWealthAccess, type PrivateWealthAccess } from '@/products/wealth/private-wealth-access';
import { useCurrentUser } from '@/products/session';

/** The visitor's standing for VIP and private wealth products: access, VIP level and KYC level. */
export function useWealthAccess(): {
  access: PrivateWealthAccess;
  vipLevel: number;
  kycLevel: number | null;
  pending: boolean;
} {
  const { user, isPending } = useCurrentUser();
  const kyc = useQuery({ ...kycInfoQueryOptions(), enabled: user !== null });
  const kycLevel = kyc.data?.applicant.level ?? null;
  const isVip = user?.loyalty_vip_info.is_vip ?? false;
  return {
    access: privateWealthAccess({ loggedIn: user !== null, isVip, kycLevel }),
    vipLevel: user?.loyalty_vip_info.label_level ?? 0,
    kycLevel,
    pending: isPending || (user !== null && kyc.isPending),
  };
}
