import { PositionStatus, ProductType, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { addRecord, credit } from './ledger';
import { dec, floorTo, ZERO, type Dec } from './money';
import type { UserState } from './state';
import { DAY, MINUTE } from './time';
import type { World } from './world';

/**
 * Launchpool rules: a pool's total is the simulated crowd (which keeps staking while the pool runs) plus
 * every user's stake; each full hour shares the pool's hourly reward by stake and makes it claimable at
 * once; a project can require registration; at the end stakes and unclaimed rewards return to the wallet.
 */

/** The crowd stakes from 60 % of its size at the start to all of it after three days, one step a minute. */
const CROWD_OPENING_SHARE = dec('0.6');
const CROWD_RAMP_MS = 3 * DAY;

/** What the simulated crowd has in the pool at `at` (nothing before the start). */
export function crowdStakeAt(product: Product, at: number): Dec {
  const terms = product.launchpool;
  if (!terms || at < product.subscribeStartAt) return ZERO;
  const full = dec(terms.crowdStake);
  const elapsed = Math.min(CROWD_RAMP_MS, Math.floor((at - product.subscribeStartAt) / MINUTE) * MINUTE);
  const share = CROWD_OPENING_SHARE.plus(dec(1).minus(CROWD_OPENING_SHARE).times(elapsed).div(CROWD_RAMP_MS));
  return floorTo(full.times(share), 2);
}

/** Pool total at `at`: the crowd plus every user's earning stake. */
export function launchpoolTotal(world: World, product: Product, at: number = world.now()): Dec {
  let total = crowdStakeAt(product, at);
  for (const p of world.state.positions) {
    if (p.productId === product.id && p.status === PositionStatus.Active) total = total.plus(p.earning);
  }
  return total;
}

/** The pools of a project (same project id), in catalogue order. */
function projectPools(world: World, project: string): Product[] {
  return world.catalogue.ofType(ProductType.Launch).filter((p) => p.launchpool?.project === project);
}

export function isRegistered(world: World, userId: string, product: Product): boolean {
  return !product.launchpool?.needsRegistration || world.state.registrations.includes(`${userId}:${product.id}`);
}

/** Registers a user for every pool of a project; registering twice is a no-op. Open until the project ends. */
export function registerForProject(world: World, user: UserState, project: string): { registeredAt: number } {
  const pools = projectPools(world, project);
  if (pools.length === 0) fail(SimCode.ProductNotFound, 'no such project');
  const now = world.now();
  if (pools.every((p) => p.subscribeEndAt !== null && now >= p.subscribeEndAt))
    fail(SimCode.NotEligible, 'project has ended');
  if (user.kycLevel < Math.max(...pools.map((p) => p.requiredKyc))) fail(SimCode.NotEligible, 'kyc level too low');
  for (const pool of pools) {
    const key = `${user.id}:${pool.id}`;
    if (!world.state.registrations.includes(key)) world.state.registrations.push(key);
  }
  return { registeredAt: now };
}

/** pay-order on a pool that needs registration: refused (334) until the user has registered. */
export function assertRegistered(world: World, product: Product, user: UserState): void {
  if (!isRegistered(world, user.id, product)) fail(SimCode.NotEligible, 'register for this project first');
}

/** The hour's reward of a position becomes claimable at once (launchpools do not wait for a daily payout). */
export function creditLaunchpoolHour(position: { claimable: string; totalYield: string }, earned: Dec): void {
  position.claimable = dec(position.claimable).plus(earned).toFixed();
  position.totalYield = dec(position.totalYield).plus(earned).toFixed();
}

/** A launchpool ends: stakes and every unclaimed reward come back to the wallet; the position closes. */
export function endLaunchpoolStake(world: World, positionId: string, at: number): void {
  const position = world.state.positions.find((p) => p.id === positionId);
  const user = position ? world.user(position.userId) : undefined;
  const product = position ? world.product(position.productId) : undefined;
  if (!position || !user || !product) return;
  const principal = dec(position.principal);
  if (principal.greaterThan(0)) {
    credit(user, product.toAccountType, position.coin, principal);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Redeem,
      coin: position.coin,
      amount: principal,
      productType: product.type,
      productId: product.id,
      orderId: position.orderId,
      at,
    });
  }
  const reward = floorTo(dec(position.claimable).plus(position.accrued), coinOf(position.returnCoin).assetPrecision);
  if (reward.greaterThan(0)) {
    credit(user, product.toAccountType, position.returnCoin, reward);
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Interest,
      coin: position.returnCoin,
      amount: reward,
      productType: product.type,
      productId: product.id,
      orderId: position.orderId,
      at,
      pnlUsd: reward.times(world.prices.price(position.returnCoin, at)),
    });
  }
  position.principal = '0';
  position.earning = '0';
  position.accrued = '0';
  position.claimable = '0';
  position.status = PositionStatus.Closed;
}
