import { ProductType, VoucherStatus, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf, coinEnum } from './coins';
import { SimCode, fail } from './errors';
import { addRecord, credit } from './ledger';
import { dec, floorTo, min, ZERO, type Dec } from './money';
import type { OrderState, UserState } from './state';
import { DAY, YEAR_DAYS } from './time';
import type { World } from './world';

/**
 * Vouchers of the demo accounts (spec §4: using 1, unused 2, expired 3, used 4). A voucher is picked when
 * subscribing to a term product that accepts it; it is then "using" until the order settles, when its
 * effect is paid and it becomes "used". Early redemption ends it without paying it (used). An unused
 * voucher past its expiry reads as expired and can no longer be picked.
 */
export type VoucherKind = 'apr-boost' | 'bonus';

export interface VoucherState {
  id: string;
  userId: string;
  kind: VoucherKind;
  /** apr-boost: extra APR (fraction) on at most `maxAmount` of principal; bonus: an amount of `coin`. */
  value: string;
  /** The coin the product must take; the bonus is paid in it. */
  coin: number;
  minAmount: string;
  maxAmount: string | null;
  productTypes: number[];
  expireAt: number;
  /** Stored lifecycle; "expired" is derived from `expireAt`. */
  state: 'unused' | 'using' | 'used';
  orderId: string | null;
  usedAt: number | null;
  /** What settlement paid for it (in `coin`), once used. */
  paid: string | null;
}

/** Term products that take vouchers: fixed term, wealth management and the VIP fund pools. */
const VOUCHER_PRODUCT_TYPES: readonly number[] = [
  ProductType.FixedTerm,
  ProductType.Wealth,
  ProductType.FundPoolPremium,
  ProductType.NetWorth,
];

const VERIFIED = '1000001';
const VIP = '1000003';

/** The seeded vouchers: both earning accounts get one of each state, so the picker can show all four. */
function seedVouchers(world: World): VoucherState[] {
  const start = world.state.start;
  const usdt = coinEnum('USDT');
  const list: VoucherState[] = [];
  for (const userId of [VERIFIED, VIP]) {
    const make = (
      suffix: string,
      fields: Partial<VoucherState> & Pick<VoucherState, 'kind' | 'value'>,
    ): VoucherState => ({
      id: `V${userId.slice(-2)}${suffix}`,
      userId,
      coin: usdt,
      minAmount: '100',
      maxAmount: null,
      productTypes: [...VOUCHER_PRODUCT_TYPES],
      expireAt: start + 30 * DAY,
      state: 'unused',
      orderId: null,
      usedAt: null,
      paid: null,
      ...fields,
    });
    list.push(
      make('01', { kind: 'apr-boost', value: '0.02', maxAmount: '10000' }),
      make('02', { kind: 'bonus', value: '5', minAmount: '500', expireAt: start + 14 * DAY }),
      make('03', { kind: 'apr-boost', value: '0.01', maxAmount: '5000', expireAt: start - 2 * DAY }),
      make('04', {
        kind: 'bonus',
        value: '10',
        minAmount: '1000',
        state: 'used',
        usedAt: start - 20 * DAY,
        paid: '10',
      }),
    );
  }
  // The VIP's premium fund-pool subscription from the history carries a boost: "using" until it matures.
  const held = world.state.orders.find((o) => o.userId === VIP && o.productId === '14001' && o.kind === 'subscribe');
  if (held) {
    list.push({
      id: 'V0305',
      userId: VIP,
      kind: 'apr-boost',
      value: '0.01',
      coin: usdt,
      minAmount: '1000',
      maxAmount: '50000',
      productTypes: [ProductType.FundPoolPremium],
      expireAt: start + 60 * DAY,
      state: 'using',
      orderId: held.id,
      usedAt: null,
      paid: null,
    });
    held.voucherId = 'V0305';
  }
  return list;
}

/** Every voucher of the world, seeded on first use (older saves have none). */
function allVouchers(world: World): VoucherState[] {
  return (world.state.vouchers ??= seedVouchers(world));
}

export function vouchersOf(world: World, userId: string): VoucherState[] {
  return allVouchers(world).filter((v) => v.userId === userId);
}

/** The wire status of spec §4. */
export function voucherStatus(voucher: VoucherState, now: number): VoucherStatus {
  if (voucher.state === 'using') return VoucherStatus.Using;
  if (voucher.state === 'used') return VoucherStatus.Used;
  return now >= voucher.expireAt ? VoucherStatus.Expired : VoucherStatus.Unused;
}

/** What a voucher adds to a subscription of `amount` over `durationMs`: extra APR and interest, or a bonus. */
export interface VoucherEffect {
  /** Added to the blended APR of the whole amount (a boost on a capped part counts pro rata). */
  extraApr: Dec;
  extraInterest: Dec;
  bonus: Dec;
}

export function voucherEffect(
  voucher: Pick<VoucherState, 'kind' | 'value' | 'maxAmount' | 'minAmount'>,
  amount: Dec,
  durationMs: number,
  precision: number,
): VoucherEffect {
  if (amount.lessThan(voucher.minAmount) || amount.lessThanOrEqualTo(0))
    return { extraApr: ZERO, extraInterest: ZERO, bonus: ZERO };
  if (voucher.kind === 'bonus') return { extraApr: ZERO, extraInterest: ZERO, bonus: dec(voucher.value) };
  const boosted = voucher.maxAmount === null ? amount : min(amount, dec(voucher.maxAmount));
  const extraInterest = floorTo(
    boosted
      .times(voucher.value)
      .times(durationMs)
      .div(YEAR_DAYS * DAY),
    precision,
  );
  return { extraApr: boosted.times(voucher.value).div(amount), extraInterest, bonus: ZERO };
}

/** Why a voucher cannot go with this subscription; null when it can. */
function voucherProblem(world: World, voucher: VoucherState, product: Product, amount: Dec): string | null {
  const status = voucherStatus(voucher, world.now());
  if (status === VoucherStatus.Expired) return 'voucher expired';
  if (status !== VoucherStatus.Unused) return 'voucher already used';
  if (!voucher.productTypes.includes(product.type) || product.durationMs === 0)
    return 'voucher does not apply to this product';
  if (voucher.coin !== product.coin) return 'voucher is for another coin';
  if (amount.lessThan(voucher.minAmount)) return `voucher needs at least ${voucher.minAmount}`;
  return null;
}

/** The user's voucher by id, checked against the subscription (pay-order and preview-order answer 10001). */
export function requireVoucher(
  world: World,
  user: UserState,
  voucherId: string,
  product: Product,
  amount: Dec,
): VoucherState {
  const voucher = vouchersOf(world, user.id).find((v) => v.id === voucherId);
  if (!voucher) fail(SimCode.InvalidParameter, 'voucher not found');
  const problem = voucherProblem(world, voucher, product, amount);
  if (problem) fail(SimCode.InvalidParameter, problem);
  return voucher;
}

/** pay-order: the voucher goes with the order until it settles. */
export function attachVoucher(
  world: World,
  user: UserState,
  voucherId: string,
  product: Product,
  order: OrderState,
): void {
  const voucher = requireVoucher(world, user, voucherId, product, dec(order.amount));
  voucher.state = 'using';
  voucher.orderId = order.id;
  order.voucherId = voucher.id;
}

/** Maturity: the boost's interest or the bonus is paid with the principal; the voucher is used. */
export function settleVoucher(world: World, user: UserState, product: Product, order: OrderState, at: number): Dec {
  const voucher = order.voucherId ? allVouchers(world).find((v) => v.id === order.voucherId) : undefined;
  if (!voucher || voucher.state !== 'using' || voucher.orderId !== order.id) return ZERO;
  const precision = coinOf(voucher.coin).assetPrecision;
  const effect = voucherEffect(voucher, dec(order.amount), order.durationMs || product.durationMs, precision);
  const paid = effect.bonus.plus(effect.extraInterest);
  if (paid.greaterThan(0)) {
    credit(user, product.toAccountType, voucher.coin, paid);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Bonus,
      coin: voucher.coin,
      amount: paid,
      productType: product.type,
      productId: product.id,
      orderId: order.id,
      at,
      pnlUsd: paid.times(world.prices.price(voucher.coin, at)),
    });
  }
  voucher.state = 'used';
  voucher.usedAt = at;
  voucher.paid = paid.toFixed();
  return paid;
}

/** Early redemption: the voucher ends unpaid (its effect belonged to the full term). */
export function forfeitVoucher(world: World, orderId: string, at: number): VoucherState | null {
  const voucher = allVouchers(world).find((v) => v.orderId === orderId && v.state === 'using');
  if (!voucher) return null;
  voucher.state = 'used';
  voucher.usedAt = at;
  voucher.paid = '0';
  return voucher;
}
