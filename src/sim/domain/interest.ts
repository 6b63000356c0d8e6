import { PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { isAggregated, isTerm } from './families';
import { creditLaunchpoolHour, launchpoolTotal } from './launchpool';
import { addRecord, credit } from './ledger';
import { dec, floorTo, stored, ZERO, type Dec } from './money';
import type { PositionState } from './state';
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

export { launchpoolTotal } from './launchpool';

/** The interest one position earns for the hour ending at `hourEnd`. */
export function interestForHour(world: World, product: Product, position: PositionState, hourEnd: number, poolTotal?: Dec): Dec {
  const hourStart = hourEnd - HOUR;
  if (hourStart < position.interestStartAt) return ZERO;
  if (position.maturityAt !== null && hourEnd > position.maturityAt) return ZERO;
  if (product.launchpool) {
    if (hourStart < product.subscribeStartAt || (product.subscribeEndAt !== null && hourEnd > product.subscribeEndAt)) return ZERO;
    const total = poolTotal ?? launchpoolTotal(world, product);
    if (total.isZero()) return ZERO;
    return dec(position.earning).div(total).times(product.launchpool.dailyReward).div(24);
  }
  if (isAggregated(product)) return hourlyInterest(product.tiers, dec(position.earning), bonusAt(product, hourStart));
  if (isTerm(product)) return dec(position.principal).times(position.apr).div(YEAR_DAYS * 24);
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
    if (product.launchpool && !totals.has(product.id)) totals.set(product.id, launchpoolTotal(world, product, hourEnd));
    const earned = interestForHour(world, product, position, hourEnd, totals.get(product.id));
    if (product.launchpool && earned.greaterThan(0)) creditLaunchpoolHour(position, earned);
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
    // Launchpool rewards are claimable hourly (launchpool.ts), never paid out daily.
    if (!product || !isAggregated(product) || product.launchpool) continue;
    const accrued = dec(position.accrued);
    const paid = floorTo(accrued, coinOf(position.returnCoin).assetPrecision);
    if (paid.lessThanOrEqualTo(0)) {
      // Redeemed in full and nothing payable left: the sub-unit dust is forfeited.
      if (dec(position.principal).isZero() && dec(position.pendingRedeem).isZero()) position.status = PositionStatus.Closed;
      continue;
    }
    position.accrued = accrued.minus(paid).toFixed();
    position.totalYield = dec(position.totalYield).plus(paid).toFixed();
    const pnlUsd = paid.times(world.prices.price(position.returnCoin, at));
    if (product.staking && product.payout.compound) {
      position.principal = dec(position.principal).plus(paid).toFixed();
      addRecord(world.state, { userId: position.userId, type: WalletRecordType.Interest, coin: position.returnCoin, amount: paid, productType: product.type, productId: product.id, orderId: position.orderId, at, pnlUsd });
      continue;
    }
    if (product.staking) {
      position.claimable = dec(position.claimable).plus(paid).toFixed();
      continue;
    }
    const user = world.user(position.userId);
    if (!user) continue;
    credit(user, product.toAccountType, position.returnCoin, paid);
    addRecord(world.state, { userId: user.id, type: WalletRecordType.Interest, coin: position.returnCoin, amount: paid, productType: product.type, productId: product.id, orderId: position.orderId, at, pnlUsd });
    // A fully redeemed position closes once its last interest is paid.
    if (dec(position.principal).isZero() && dec(position.accrued).isZero()) position.status = PositionStatus.Closed;
  }
}
