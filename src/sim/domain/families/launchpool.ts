import { ProductType, StakingAction } from '@/api/earn/earn-enums';
import { e8, sec } from '../../handlers/wire/format';
import type { Product } from '../catalogue/product';
import { assertRegistered, creditLaunchpoolHour, endLaunchpoolStake, isRegistered, launchpoolTotal } from '../launchpool';
import { dec, ZERO, type Dec } from '../money';
import { DAY, HOUR, YEAR_DAYS } from '../time';
import type { World } from '../world';
import type { SimFamily } from './family-rules';

/**
 * Launchpool: each hour's reward is shared by stake over the pool's total (a crowd plus the users), claimable
 * hourly (`launchpool.ts`); a project may need registration first; unstaking is instant; at the end stakes and
 * unclaimed rewards return to the wallet.
 */

/** Launchpool APR estimate: the pool's daily reward valued against everything staked. */
export function launchpoolApr(world: World, product: Product): Dec {
  const t = product.launchpool;
  if (!t) return ZERO;
  const now = world.now();
  const staked = launchpoolTotal(world, product);
  const stakedValue = staked.times(world.prices.price(product.coin, now));
  if (stakedValue.isZero()) return ZERO;
  return dec(t.dailyReward).times(world.prices.price(t.rewardCoin, now)).times(365).div(stakedValue);
}

export const launchpool: SimFamily = {
  type: ProductType.Launch,
  family: 'launchpool',
  aggregated: true,

  checkSubscriber(world, product, user) {
    if (product.launchpool) assertRegistered(world, product, user);
  },

  orderTerms(_world, _product, _req, order) {
    order.stakingAction = StakingAction.Stake;
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
      if (hourStart < product.subscribeStartAt || (product.subscribeEndAt !== null && hourEnd > product.subscribeEndAt)) return ZERO;
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
    const total = launchpoolTotal(world, product).plus(amount);
    const daily = total.isZero() ? ZERO : amount.div(total).times(product.launchpool.dailyReward);
    const remainingDays = product.subscribeEndAt === null ? 1 : Math.max(0, (product.subscribeEndAt - Math.max(now, product.subscribeStartAt)) / DAY);
    const rewardPrice = world.prices.price(product.launchpool.rewardCoin, now);
    const stakePrice = world.prices.price(product.coin, now);
    const apr = amount.isZero() ? ZERO : daily.times(rewardPrice).times(YEAR_DAYS).div(amount.times(stakePrice));
    return { ...base, apr, estimatedYield: daily.times(remainingDays), dailyYield: daily };
  },

  aprRange(world, product) {
    const apr = launchpoolApr(world, product);
    return { min: apr, max: apr };
  },

  keepsPositionApr: true,

  /** The stake and its unclaimed rewards come back at the project's end, which is the position's maturity. */
  positionWire({ product, row }) {
    if (product?.launchpool && product.subscribeEndAt !== null) row.maturity_at = sec(product.subscribeEndAt);
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
