import { ProductType, StakingAction } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import type { Product } from '../catalogue/product';
import {
  assertRegistered,
  creditLaunchpoolHour,
  endLaunchpoolStake,
  isRegistered,
  launchpoolTotal,
} from '../launchpool';
import { dec, ZERO, type Dec } from '../money';
import { DAY, HOUR, YEAR_DAYS } from '../time';
import type { World } from '../world';
import type { SimFamily } from './family-rules';

/**
 * Launchpool: each hour's reward is shared by stake over the pool's total (a crowd plus the users), claimable
 * hourly (`launchpool.ts`); a project may need registration first; unstaking is instant; at the end stakes and
 * unclaimed rewards return to the wallet.
 */

/** What a pool pays a year on every coin staked when `staked` is in it: its daily reward valued against theirs now. */
function aprAtTotal(world: World, product: Product, staked: Dec): Dec {
  const t = product.launchpool;
  if (!t) return ZERO;
  const now = world.now();
  const stakedValue = staked.times(world.prices.price(product.coin, now));
  if (stakedValue.isZero()) return ZERO;
  return dec(t.dailyReward).times(world.prices.price(t.rewardCoin, now)).times(YEAR_DAYS).div(stakedValue);
}

/** Launchpool APR estimate: the pool's daily reward valued against everything staked. */
export function launchpoolApr(world: World, product: Product): Dec {
  return aprAtTotal(world, product, launchpoolTotal(world, product));
}

/** A new stake's share of the daily reward, in the reward coin, and its APR: the pool's once the stake is in it. */
function stakeShare(world: World, product: Product, amount: Dec): { daily: Dec; apr: Dec } {
  const t = product.launchpool;
  if (!t || amount.isZero()) return { daily: ZERO, apr: ZERO };
  const total = launchpoolTotal(world, product).plus(amount);
  return { daily: amount.div(total).times(t.dailyReward), apr: aprAtTotal(world, product, total) };
}

export const launchpool: SimFamily = {
  type: ProductType.Launch,
  family: 'launchpool',
  aggregated: true,

  checkSubscriber(world, product, user) {
    if (product.launchpool) assertRegistered(world, product, user);
  },

  /** The order keeps the APR its preview showed (the rate the wallet sets what it earns against). */
  orderTerms(world, product, _req, order) {
    order.stakingAction = StakingAction.Stake;
    order.apr = stakeShare(world, product, dec(order.amount)).apr.toFixed();
  },

  onChain: true,
  instantUnstake: true,

  /** Each hour of the project's period: the stake's share of the hour's reward, claimable at once. */
  hourlyReward: {
    poolTotal: (world, product, at) => launchpoolTotal(world, product, at),
    forHour(world, product, position, hourEnd, poolTotal) {
      const t = product.launchpool;
      if (!t) return ZERO;
      const hourStart = hourEnd - HOUR;
      if (hourStart < product.subscribeStartAt || (product.subscribeEndAt !== null && hourEnd > product.subscribeEndAt))
        return ZERO;
      const total = poolTotal ?? launchpoolTotal(world, product);
      if (total.isZero()) return ZERO;
      return dec(position.earning).div(total).times(t.dailyReward).div(24);
    },
    credit: (position, earned) => creditLaunchpoolHour(position, earned),
  },

  /** At the project's end the stake and unclaimed rewards return to the wallet. */
  positionEvent(world, product, position) {
    if (!product.launchpool || product.subscribeEndAt === null) return null;
    const end = product.subscribeEndAt;
    return { at: end, run: () => endLaunchpoolStake(world, position.id, end) };
  },

  /** The stake's share of the daily reward until the project ends, valued as an APR. */
  preview(world, input, base) {
    const { product, amount } = input;
    if (!product.launchpool) return undefined;
    const now = world.now();
    const { daily, apr } = stakeShare(world, product, amount);
    const remainingDays =
      product.subscribeEndAt === null
        ? 1
        : Math.max(0, (product.subscribeEndAt - Math.max(now, product.subscribeStartAt)) / DAY);
    return { ...base, apr, estimatedYield: daily.times(remainingDays), dailyYield: daily };
  },

  aprRange(world, product) {
    const apr = launchpoolApr(world, product);
    return { min: apr, max: apr };
  },

  /**
   * The stake and its unclaimed rewards come back at the project's end, which is the position's maturity. The
   * reward coin's price in the staked coin, then and now, values the reward against the rate quoted.
   */
  positionWire({ world, position, product, row, now }) {
    if (!product?.launchpool) return;
    if (product.subscribeEndAt !== null) row.maturity_at = sec(product.subscribeEndAt);
    // Every coin staked earns the pool's rate now (its share of the daily reward), whenever it came in: the
    // stake's APR is the one the pool's card and page show, not the one its order was placed at.
    row.apy_e8 = e8(launchpoolApr(world, product));
    const { rewardCoin } = product.launchpool;
    row.reward_price = {
      at_subscription_e8: e8(world.prices.cross(rewardCoin, product.coin, position.subscribedAt)),
      now_e8: e8(world.prices.cross(rewardCoin, product.coin, now)),
    };
  },

  productWire(world, product, userId, detail) {
    if (!product.launchpool) return;
    detail.launchpool = {
      reward_coin: product.launchpool.rewardCoin,
      daily_reward_e8: e8(product.launchpool.dailyReward),
      pool_total_staked_e8: e8(launchpoolTotal(world, product)),
      start_at: sec(product.subscribeStartAt),
      end_at: sec(product.subscribeEndAt),
      required_kyc_level: product.requiredKyc,
      needs_registration: product.launchpool.needsRegistration,
      project_id: product.launchpool.project,
      is_registered: userId !== null && isRegistered(world, userId, product),
    };
  },
};
