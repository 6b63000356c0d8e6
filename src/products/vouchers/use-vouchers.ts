import { useQuery } from '@tanstack/react-query';
import { getUserVouchersQueryOptions, type Voucher } from '@/api/earn/get-user-vouchers';
import { appliesTo, type VoucherTarget } from './voucher-model';

/** The user's vouchers made for this product (any state); empty while logged out or loading. */
export function useProductVouchers(
  loggedIn: boolean,
  target: Pick<VoucherTarget, 'productType' | 'coin' | 'durationSeconds'>,
): Voucher[] {
  const query = useQuery({ ...getUserVouchersQueryOptions(), enabled: loggedIn && target.durationSeconds !== '0' });
  return (query.data?.vouchers ?? []).filter((voucher) => appliesTo(voucher, target));
}
