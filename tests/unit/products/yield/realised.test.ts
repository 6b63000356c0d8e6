import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { blendedTierApr, realisedYield, type RateTier } from '@/products/yield/realised';

const DAY = 24 * 3600_000;
const T0 = Date.UTC(2025, 5, 1, 0, 0);
const d = (v: string | number) => new Decimal(v);
const reasonsOf = (r: NonNullable<ReturnType<typeof realisedYield>>) =>
  Object.fromEntries(r.reasons.map((x) => [x.kind, x.apr.toFixed()]));

describe('realised against headline', () => {
  it('tiers above a threshold and T+1: 3,000 USDT at "10 %", of which 500 earn 10 % and 2,500 earn 1.5 %', () => {
    const tiers: RateTier[] = [
      { from: d(0), to: d(500), apr: d('0.1') },
      { from: d(500), to: null, apr: d('0.015') },
    ];
    const blended = blendedTierApr(tiers, d(3000));
    // (500 × 10 % + 2,500 × 1.5 %) / 3,000 = 87.5 / 3,000
    expect(blended.toFixed(10)).toBe('0.0291666667');
    // Nine of ten days earning at the blend: 87.5 × 9 / 365 USDT.
    const earned = d('87.5').times(9).div(365);
    const r = realisedYield({
      principal: d(3000),
      earned,
      headlineApr: d('0.1'),
      earningApr: blended,
      tiers,
      subscribedAt: T0,
      interestStartAt: T0 + DAY,
      endAt: null,
      now: T0 + 10 * DAY,
    })!;
    // earned / 3,000 × 365 / 10 = 87.5 × 9 / 30,000 = 2.625 %
    expect(r.realisedApr.toFixed()).toBe('0.02625');
    expect(r.gap.toFixed()).toBe('0.07375');
    // One day in ten without interest: 10 % × 1/10 = 1 %; the tiers over nine days: (10 % − 2.91666…%) × 9/10 = 6.375 %.
    expect(reasonsOf(r)).toEqual({ tiers: '0.06375', notAccrued: '0.01' });
    expect(r.reasons.map((x) => x.kind)).toEqual(['tiers', 'notAccrued']);
    expect(r.reasons.reduce((s, x) => s.plus(x.apr), d(0)).toFixed()).toBe(r.gap.toFixed());
  });

  it('a 10 % reward fee: 10 ETH at 4 % for 30 days keeps 3.6 %', () => {
    const gross = d(10).times('0.04').times(30).div(365);
    const fee = gross.times('0.1');
    const r = realisedYield({
      principal: d(10),
      earned: gross.minus(fee),
      headlineApr: d('0.04'),
      earningApr: d('0.04'),
      fee,
      subscribedAt: T0,
      interestStartAt: T0,
      endAt: null,
      now: T0 + 30 * DAY,
    })!;
    expect(r.realisedApr.toFixed()).toBe('0.036');
    expect(reasonsOf(r)).toEqual({ fee: '0.004' });
    // The fee in coin: 10 × 4 % × 30 / 365 × 10 % = 0.00328767… ETH.
    expect(r.reasons[0]!.amount.toFixed(8)).toBe('0.00328767');
  });

  it('payouts rounded down to the coin: the dust is named as rounding, and a term stops at maturity', () => {
    // 1,000 USDT at 5.2 % for 7 days pays 0.99726027… ; the ledger credits 0.99726 (5 decimals).
    const r = realisedYield({
      principal: d(1000),
      earned: d('0.99726'),
      headlineApr: d('0.052'),
      earningApr: d('0.052'),
      subscribedAt: T0,
      interestStartAt: T0,
      endAt: T0 + 7 * DAY,
      now: T0 + 20 * DAY,
    })!;
    expect(r.heldMs).toBe(7 * DAY);
    expect(r.reasons.map((x) => x.kind)).toEqual(['rounding']);
    expect(r.reasons[0]!.amount.toFixed(8)).toBe('0.00000027');
    // 0.99726 / 1,000 × 365 / 7 = 5.19999857… %
    expect(r.realisedApr.toFixed(10)).toBe('0.0519999857');
  });

  it('a reward coin whose price fell, and a rate that moved (no tiers)', () => {
    // 2,000 USDT staked 10 days at 12 % quoted; it earned at 10 % after a move; the reward coin lost 1 USDT of value.
    const atRate = d(2000).times('0.1').times(10).div(365);
    const r = realisedYield({
      principal: d(2000),
      earned: atRate.minus(1),
      headlineApr: d('0.12'),
      earningApr: d('0.1'),
      rewardRevaluation: d(1),
      subscribedAt: T0,
      interestStartAt: T0,
      endAt: null,
      now: T0 + 10 * DAY,
    })!;
    // The move: 2 % over all ten days; the price: 1 / 2,000 × 36.5 = 1.825 %.
    expect(reasonsOf(r)).toEqual({ rateMoved: '0.02', rewardPrice: '0.01825' });
    expect(r.gap.toFixed()).toBe('0.03825');
  });

  it('a pool share in another coin: 10 BNB quoted 36.5 %, 15 tokens earned in 10 days, the token from 0.006 to 0.005 BNB', () => {
    // Quoted: 10 × 36.5 % × 10/365 = 0.1 BNB. Earned: 15 × 0.005 = 0.075 BNB; the price move 15 × 0.001 = 0.015 BNB.
    const r = realisedYield({
      principal: d(10),
      earned: d(15).times('0.005'),
      headlineApr: d('0.365'),
      rewardRevaluation: d(15).times('0.001'),
      subscribedAt: T0,
      interestStartAt: T0,
      endAt: null,
      now: T0 + 10 * DAY,
    })!;
    // 0.075 / 10 × 36.5 = 27.375 %; the price 0.015 → 5.475 %; the rest, 0.01 BNB, is the pool share: 3.65 %.
    expect(r.realisedApr.toFixed()).toBe('0.27375');
    expect(reasonsOf(r)).toEqual({ rewardPrice: '0.05475', poolShare: '0.0365' });
    expect(r.reasons.find((x) => x.kind === 'poolShare')!.amount.toFixed()).toBe('0.01');
  });

  it('earning exactly the headline leaves no gap and no reason', () => {
    const earned = d(500).times('0.08').times(3).div(365);
    const r = realisedYield({
      principal: d(500),
      earned,
      headlineApr: d('0.08'),
      earningApr: d('0.08'),
      subscribedAt: T0,
      interestStartAt: T0,
      endAt: null,
      now: T0 + 3 * DAY,
    })!;
    expect(r.gap.isZero()).toBe(true);
    expect(r.reasons).toEqual([]);
  });

  it('has nothing to say before time has passed or without principal', () => {
    const base = {
      earned: d(0),
      headlineApr: d('0.05'),
      earningApr: d('0.05'),
      subscribedAt: T0,
      interestStartAt: T0 + DAY,
      endAt: null,
    };
    expect(realisedYield({ ...base, principal: d(100), now: T0 })).toBeNull();
    expect(realisedYield({ ...base, principal: d(0), now: T0 + DAY })).toBeNull();
  });
});
