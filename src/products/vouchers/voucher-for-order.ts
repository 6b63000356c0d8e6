import type { Voucher } from '@/api/earn/get-user-vouchers';
import { voucherBlock, type VoucherTarget } from './voucher-model';

/** The voucher to send with the order: the picked one if it can go with this amount, else none. */
export function voucherForOrder(
  vouchers: readonly Voucher[],
  value: string | null,
  target: VoucherTarget,
  nowMs: number,
): string | undefined {
  const picked = vouchers.find((v) => v.voucher_id === value);
  return picked && voucherBlock(picked, target, nowMs) === null ? picked.voucher_id : undefined;
}
