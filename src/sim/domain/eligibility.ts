import { DisplayStatus, Eligibility, OrderStatus } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { availableIn } from './accounts';
import { displayStatus, remainingQuota } from './availability';
import { coin as coinOf, fitsTxPrecision } from './coins';
import { SimCode, SimError } from './errors';
import { isSceneOn } from './gray-release';
import { dec, min, type Dec } from './money';
import type { UserState } from './state';
import type { World } from './world';

/** Pending orders a user may have at once before new ones answer 336. */
export const MAX_PENDING_ORDERS = 5;

const BLOCKED_TAG = 'blocked';

/** Whether the product's rollout scenes let this user (or an anonymous visitor) see and use it. */
function scenesAllow(world: World, product: Product, userId: string | null): boolean {
  for (const name of [product.grayScene, product.whitelistScene]) {
    if (name === null) continue;
    if (
      !isSceneOn(
        world.state.scenes.find((s) => s.scene === name),
        userId,
      )
    )
      return false;
  }
  return true;
}

/** Availability as this user sees it: a scene that is off for them reads as Forbidden. */
export function displayStatusFor(world: World, product: Product, userId: string | null): DisplayStatus {
  if (!scenesAllow(world, product, userId)) return DisplayStatus.Forbidden;
  return displayStatus(product, world.state.products[product.id], world.now());
}

/** Eligibility of spec §4 (KYC and blocked tag) plus the reason code when VIP or a scene refuses. */
export function eligibilityOf(
  world: World,
  product: Product,
  user: UserState | undefined,
): { eligibility: Eligibility; reason: number } {
  if (!user) return { eligibility: Eligibility.NotLoggedIn, reason: SimCode.NotLoggedIn };
  if (user.kycLevel < product.requiredKyc) return { eligibility: Eligibility.KycLimited, reason: SimCode.NotEligible };
  if (product.tagRestricted && user.tags.includes(BLOCKED_TAG))
    return { eligibility: Eligibility.TagBlocked, reason: SimCode.NotEligible };
  if (product.vipOnly && !user.vip.isVip) return { eligibility: Eligibility.Available, reason: SimCode.NotEligible };
  if (!scenesAllow(world, product, user.id)) return { eligibility: Eligibility.Available, reason: SimCode.NotEligible };
  return { eligibility: Eligibility.Available, reason: 0 };
}

/** What the user holds in a product (principal of open positions and pending subscriptions). */
export function heldIn(world: World, userId: string, productId: string): Dec {
  let total = dec(0);
  for (const order of world.state.orders) {
    // A pending order with its own (Processing) position is counted once, with the positions below.
    if (
      order.userId === userId &&
      order.productId === productId &&
      order.kind === 'subscribe' &&
      order.status === OrderStatus.Pending &&
      order.positionId === null
    ) {
      total = total.plus(order.amount);
    }
  }
  for (const position of world.state.positions) {
    if (position.userId === userId && position.productId === productId && position.status !== 5) {
      total = total.plus(position.principal);
    }
  }
  return total;
}

function pendingOrderCount(world: World, userId: string): number {
  return world.state.orders.filter((o) => o.userId === userId && o.status === OrderStatus.Pending).length;
}

export interface SubscribeCheck {
  eligibility: Eligibility;
  reason: number;
  availableBalance: Dec;
  /** min(per-user headroom, product quota left, balance is not included); null unlimited. */
  maxSubscribable: Dec | null;
}

function productGate(world: World, product: Product, userId: string | null): number {
  if (world.state.maintenance.all || product.maintenance || world.state.maintenance.productTypes.includes(product.type))
    return SimCode.Maintenance;
  switch (displayStatusFor(world, product, userId)) {
    case DisplayStatus.Forbidden:
      return SimCode.NotEligible;
    case DisplayStatus.Offline:
    case DisplayStatus.NotStarted:
    case DisplayStatus.SubscribeEnd:
      return SimCode.RedeemNotAllowed;
    case DisplayStatus.Soldout:
      return SimCode.SoldOut;
    default:
      return 0;
  }
}

/**
 * The checks a real back end makes before taking money, in its order. Returns the first failing code
 * (0 when the amount, or just the product when no amount is given, can be subscribed).
 */
export function checkSubscription(
  world: World,
  product: Product,
  user: UserState | undefined,
  amount: Dec | null,
  accountType: number,
  options: { skipBalance?: boolean } = {},
): SubscribeCheck {
  const { eligibility, reason: eligibilityReason } = eligibilityOf(world, product, user);
  const availableBalance = user ? availableIn(user, accountType, product.coin) : dec(0);
  const left = remainingQuota(product, world.state.products[product.id]);
  const headroom =
    user && product.maxPerUser !== null ? dec(product.maxPerUser).minus(heldIn(world, user.id, product.id)) : null;
  let maxSubscribable: Dec | null = left === null ? null : dec(left);
  if (headroom !== null) maxSubscribable = maxSubscribable === null ? headroom : min(maxSubscribable, headroom);
  if (maxSubscribable?.isNegative()) maxSubscribable = dec(0);

  const result = (reason: number): SubscribeCheck => ({ eligibility, reason, availableBalance, maxSubscribable });
  const gate = productGate(world, product, user?.id ?? null);
  if (gate !== 0) return result(gate);
  if (eligibilityReason !== 0) return result(eligibilityReason);
  if (!user || amount === null) return result(0);
  if (amount.lessThanOrEqualTo(0) || !fitsTxPrecision(product.coin, amount.toFixed()))
    return result(SimCode.InvalidParameter);
  if (amount.lessThan(product.minAmount)) return result(SimCode.BelowMinimum);
  if (left !== null && dec(left).lessThan(amount)) return result(SimCode.OverLimit);
  if (headroom !== null && headroom.lessThan(amount)) return result(SimCode.OverLimit);
  if (pendingOrderCount(world, user.id) >= MAX_PENDING_ORDERS) return result(SimCode.MaxPendingOrders);
  if (!options.skipBalance && availableBalance.lessThan(amount)) return result(SimCode.InsufficientBalance);
  return result(0);
}

/** Throws the first failing check, as pay-order answers it. */
export function assertSubscribable(
  world: World,
  product: Product,
  user: UserState,
  amount: Dec,
  accountType: number,
  options: { skipBalance?: boolean } = {},
): void {
  const check = checkSubscription(world, product, user, amount, accountType, options);
  if (check.reason !== 0) {
    const coinName = coinOf(product.coin).name;
    const detail =
      check.reason === SimCode.InvalidParameter
        ? `amount must be positive with at most ${coinOf(product.coin).txPrecision} decimals of ${coinName}`
        : undefined;
    throw new SimError(check.reason, detail);
  }
}
