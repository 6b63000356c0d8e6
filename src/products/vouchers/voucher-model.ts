import { VoucherStatus } from '@/api/earn/earn-enums';
import { VoucherKind, type Voucher } from '@/api/earn/get-user-vouchers';
import { Decimal, minOf } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';

/**
 * Vouchers (spec §4: using 1, unused 2, expired 3, used 4) as the order flow sees them: which state each is
 * in, whether it can go with the subscription being typed, and what it adds to the estimate. The exchange
 * applies the same rule at settlement (src/sim/domain/vouchers.ts).
 */
export type VoucherState = 'using' | 'unused' | 'used' | 'expired';

const SECONDS_PER_YEAR = 365 * 24 * 3600;

/** The state to show: an unused voucher past its expiry (by the server's clock) is expired. */
export function voucherState(voucher: Voucher, nowMs: number): VoucherState {
  switch (voucher.status) {
    case VoucherStatus.Using:
      return 'using';
    case VoucherStatus.Used:
      return 'used';
    case VoucherStatus.Expired:
      return 'expired';
    default: {
      const expiry = unixSecondsToMs(voucher.expire_at);
      return expiry !== null && nowMs >= expiry ? 'expired' : 'unused';
    }
  }
}

/** The subscription a voucher would go with. */
export interface VoucherTarget {
  productType: number;
  coin: number;
  /** Term in seconds ("0" for open-ended products, which take no voucher). */
  durationSeconds: string;
  /** The typed amount, or null while nothing readable is typed. */
  amount: Decimal | null;
}

/** Why a voucher cannot be picked for this subscription, or null when it can. */
export type VoucherBlock = 'using' | 'used' | 'expired' | 'minAmount';

/** Vouchers listed with a product: those made for its type and coin, in any state (term products only). */
export function appliesTo(
  voucher: Voucher,
  target: Pick<VoucherTarget, 'productType' | 'coin' | 'durationSeconds'>,
): boolean {
  return (
    target.durationSeconds !== '0' &&
    voucher.coin === target.coin &&
    (voucher.product_types as readonly number[]).includes(target.productType)
  );
}

export function voucherBlock(voucher: Voucher, target: VoucherTarget, nowMs: number): VoucherBlock | null {
  const state = voucherState(voucher, nowMs);
  if (state !== 'unused') return state;
  if (target.amount !== null && target.amount.lessThan(fromE8(voucher.min_amount_e8))) return 'minAmount';
  return null;
}

export interface VoucherEffect {
  /** Added to the APR of the whole amount (a boost on a capped part counts pro rata). */
  extraApr: Decimal;
  /** Extra interest of a boost over the term, rounded down to `precision`. */
  extraInterest: Decimal;
  /** A bonus voucher's amount. */
  bonus: Decimal;
}

const NONE: VoucherEffect = { extraApr: new Decimal(0), extraInterest: new Decimal(0), bonus: new Decimal(0) };

/** What the voucher adds to a subscription of `amount` over the term; nothing below its minimum. */
export function voucherEffect(
  voucher: Voucher,
  amount: Decimal | null,
  durationSeconds: string,
  precision: number,
): VoucherEffect {
  if (amount === null || amount.lessThanOrEqualTo(0) || amount.lessThan(fromE8(voucher.min_amount_e8))) return NONE;
  const value = fromE8(voucher.value_e8);
  if (voucher.kind === VoucherKind.Bonus) return { ...NONE, bonus: value };
  const boosted = voucher.max_amount_e8 === '-1' ? amount : minOf(amount, fromE8(voucher.max_amount_e8));
  const extraInterest = boosted
    .times(value)
    .times(durationSeconds)
    .div(SECONDS_PER_YEAR)
    .toDecimalPlaces(precision, Decimal.ROUND_DOWN);
  return { extraApr: boosted.times(value).div(amount), extraInterest, bonus: new Decimal(0) };
}

/** Display order: pickable first, then using, used and expired; soonest expiry first within each. */
export function sortVouchers(vouchers: readonly Voucher[], nowMs: number): Voucher[] {
  const rank: Record<VoucherState, number> = { unused: 0, using: 1, used: 2, expired: 3 };
  return [...vouchers].sort(
    (a, b) => rank[voucherState(a, nowMs)] - rank[voucherState(b, nowMs)] || Number(a.expire_at) - Number(b.expire_at),
  );
}
