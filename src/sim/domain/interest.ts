import { PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { familyOf, isAggregated, isTerm } from './families';
import { addRecord, credit } from './ledger';
import { dec, floorTo, stored, ZERO, type Dec } from './money';
import type { PositionState } from './state';
import { rewardFeeOf } from './reward-fee';
import { hourlyInterest } from './tiers';
import { HOUR, YEAR_DAYS } from './time';
import type { World } from './world';

/**
 * Interest: accrued every full hour at full precision, paid once a day at the product's payout minute
 * (00:30 UTC), rounded down to the coin's asset precision; the dust stays accrued for the next day.
 */

/** The bonus APR of a product at a time (0 after its end). */
export function bonusAt(product: Product, at: number): Dec {
  return product.bonusEndAt === null || at < product.bonusEndAt ? dec(product.bonusApr) : ZERO;
}

/** The interest one position earns for the hour ending at `hourEnd`. */
function interestForHour(
  world: World,
  product: Product,
  position: PositionState,
  hourEnd: number,
  poolTotal?: Dec,
): Dec {
  const hourStart = hourEnd - HOUR;
  if (hourStart < position.interestStartAt) return ZERO;
  if (position.maturityAt !== null && hourEnd > position.maturityAt) return ZERO;
  const reward = familyOf(product).hourlyReward;
  if (reward) return reward.forHour(world, product, position, hourEnd, poolTotal);
  if (isAggregated(product)) return hourlyInterest(product.tiers, dec(position.earning), bonusAt(product, hourStart));
  if (isTerm(product))
    return dec(position.principal)
      .times(position.apr)
      .div(YEAR_DAYS * 24);
  return ZERO;
}

/** Accrues the hour ending at `hourEnd` for every active interest-bearing position. */
export function accrueHour(world: World, hourEnd: number): void {
  const totals = new Map<string, Dec>();
  for (const position of world.state.positions) {
    if (position.status !== PositionStatus.Active && position.status !== PositionStatus.Redeeming) continue;
    if (position.accruedUntil >= hourEnd) continue;
    const product = world.product(position.productId);
    if (!product) continue;
    const reward = familyOf(product).hourlyReward;
    if (reward && !totals.has(product.id)) totals.set(product.id, reward.poolTotal(world, product, hourEnd));
    const earned = interestForHour(world, product, position, hourEnd, totals.get(product.id));
    if (reward && earned.greaterThan(0)) reward.credit(position, earned);
    else if (earned.greaterThan(0)) position.accrued = stored(dec(position.accrued).plus(earned));
    position.accruedUntil = hourEnd;
  }
  // Money added during the hour starts earning now.
  for (const position of world.state.positions) position.earning = position.principal;
}

/**
 * Daily payout of open-ended products: flexible savings and launchpools pay to the wallet, on-chain
 * staking makes the reward claimable (or compounds it into the stake).
 */
export function payDaily(world: World, at: number): void {
  for (const position of world.state.positions) {
    if (position.status === PositionStatus.Closed || position.status === PositionStatus.Processing) continue;
    const product = world.product(position.productId);
    // Hourly rewards (launchpool) are claimable at once, never paid out daily.
    if (!product || !isAggregated(product) || familyOf(product).hourlyReward) continue;
    const accrued = dec(position.accrued);
    let paid = floorTo(accrued, coinOf(position.returnCoin).assetPrecision);
    if (paid.lessThanOrEqualTo(0)) {
      // Redeemed in full and nothing payable left: the sub-unit dust is forfeited.
      if (dec(position.principal).isZero() && dec(position.pendingRedeem).isZero())
        position.status = PositionStatus.Closed;
      continue;
    }
    position.accrued = accrued.minus(paid).toFixed();
    // A reward fee is kept at the payout: the holder is paid and credited with the rest (`reward-fee.ts`).
    const fee = rewardFeeOf(product, paid);
    if (fee.greaterThan(0)) {
      position.rewardFeeKept = dec(position.rewardFeeKept ?? '0')
        .plus(fee)
        .toFixed();
      paid = paid.minus(fee);
    }
    position.totalYield = dec(position.totalYield).plus(paid).toFixed();
    const pnlUsd = paid.times(world.prices.price(position.returnCoin, at));
    const own = familyOf(product).payDaily;
    if (own) {
      own(world, product, position, paid, at, pnlUsd);
      continue;
    }
    const user = world.user(position.userId);
    if (!user) continue;
    credit(user, product.toAccountType, position.returnCoin, paid);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Interest,
      coin: position.returnCoin,
      amount: paid,
      productType: product.type,
      productId: product.id,
      orderId: position.orderId,
      at,
      pnlUsd,
    });
    // A fully redeemed position closes once its last interest is paid.
    if (dec(position.principal).isZero() && dec(position.accrued).isZero()) position.status = PositionStatus.Closed;
  }
}
