import { Decimal } from '@/lib/decimal';

/**
 * Launchpool reward maths, exact: a pool releases a fixed reward a day, shared by stake. My share is my
 * stake over the pool total (which already counts my stake), so adding `added` moves both.
 */

/** Expected reward a day for my stake plus `added`: (mine + added) / (total + added) x daily reward. */
export function expectedDailyReward({
  myStake,
  added,
  poolTotal,
  dailyReward,
}: {
  myStake: Decimal;
  added: Decimal;
  poolTotal: Decimal;
  dailyReward: Decimal;
}): Decimal {
  const stake = myStake.plus(added);
  const total = poolTotal.plus(added);
  if (stake.lte(0) || total.lte(0)) return new Decimal(0);
  // Multiply before dividing: exact whenever the result is (1000 x 90 / 9000 = 10, not 9.99…).
  return stake.times(dailyReward).div(total);
}

/** Reward of one hour of a stake: a 24th of the day's share. */
export function hourlyReward(args: Parameters<typeof expectedDailyReward>[0]): Decimal {
  return expectedDailyReward(args).div(24);
}

/** My share of the pool as a fraction (0 when the pool is empty). */
export function poolShare(myStake: Decimal, poolTotal: Decimal): Decimal {
  return poolTotal.lte(0) ? new Decimal(0) : myStake.div(poolTotal);
}

/**
 * APR estimate of a stake: the reward a day valued in the stake coin, over a year, over the stake.
 * The same for every staker of the pool (share x reward / stake = reward / total).
 */
export function estimatedApr({
  poolTotal,
  dailyReward,
  rewardPrice,
  stakePrice,
}: {
  poolTotal: Decimal;
  dailyReward: Decimal;
  rewardPrice: Decimal;
  stakePrice: Decimal;
}): Decimal {
  const staked = poolTotal.times(stakePrice);
  if (staked.lte(0)) return new Decimal(0);
  return dailyReward.times(rewardPrice).times(365).div(staked);
}
