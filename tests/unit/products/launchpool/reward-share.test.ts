import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { estimatedApr, expectedDailyReward, hourlyReward, poolShare } from '@/products/launchpool/reward-share';

const d = (v: string | number) => new Decimal(v);

describe('launchpool reward share, exact', () => {
  it('worked example: 2,000 USDT into a pool of 8,000,000 USDT releasing 50,000 KST a day', () => {
    const daily = expectedDailyReward({
      myStake: d(0),
      added: d(2000),
      poolTotal: d(8_000_000),
      dailyReward: d(50_000),
    });
    // 2000 / 8,002,000 x 50,000 = 12.4968757810547363159...
    expect(daily.toFixed(20)).toBe('12.49687578105473631592');
    expect(
      hourlyReward({ myStake: d(0), added: d(2000), poolTotal: d(8_000_000), dailyReward: d(50_000) })
        .times(24)
        .toFixed(20),
    ).toBe(daily.toFixed(20));
    // No float drift: 0.1 + 0.2 style inputs stay exact.
    expect(
      expectedDailyReward({ myStake: d('0.1'), added: d('0.2'), poolTotal: d('0.1'), dailyReward: d(1) }).toFixed(),
    ).toBe('1');
  });

  it('counts my existing stake once: the pool total already holds it', () => {
    const grown = expectedDailyReward({ myStake: d(1000), added: d(1000), poolTotal: d(9000), dailyReward: d(100) });
    expect(grown.toFixed()).toBe('20');
    expect(
      expectedDailyReward({ myStake: d(1000), added: d(0), poolTotal: d(9000), dailyReward: d(90) }).toFixed(),
    ).toBe('10');
  });

  it('falls as the pool grows and is zero for an empty stake or pool', () => {
    const small = expectedDailyReward({ myStake: d(0), added: d(500), poolTotal: d(1000), dailyReward: d(300) });
    const big = expectedDailyReward({ myStake: d(0), added: d(500), poolTotal: d(4000), dailyReward: d(300) });
    expect(small.toFixed()).toBe('100');
    expect(big.toFixed(18)).toBe('33.333333333333333333');
    expect(big.lessThan(small)).toBe(true);
    expect(expectedDailyReward({ myStake: d(0), added: d(0), poolTotal: d(0), dailyReward: d(300) }).toFixed()).toBe(
      '0',
    );
    expect(poolShare(d(5), d(0)).toFixed()).toBe('0');
    expect(poolShare(d(5), d(20)).toFixed()).toBe('0.25');
  });

  it('APR: the reward a day valued in the stake coin over a year over the pool', () => {
    // 50,000 KST x 0.215 x 365 / (8,000,000 x 1) = 0.49046875
    expect(
      estimatedApr({
        poolTotal: d(8_000_000),
        dailyReward: d(50_000),
        rewardPrice: d('0.215'),
        stakePrice: d(1),
      }).toFixed(),
    ).toBe('0.49046875');
    expect(
      estimatedApr({ poolTotal: d(0), dailyReward: d(50_000), rewardPrice: d('0.215'), stakePrice: d(1) }).toFixed(),
    ).toBe('0');
  });
});
