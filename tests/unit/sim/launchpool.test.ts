import { describe, expect, it } from 'vitest';
import { Eligibility, PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { actOnPosition } from '@/sim/domain/actions';
import { claimYield } from '@/sim/domain/claims';
import { eligibilityOf } from '@/sim/domain/eligibility';
import { crowdStakeAt, launchpoolTotal, registerForProject } from '@/sim/domain/launchpool';
import { dec } from '@/sim/domain/money';
import { toPosition } from '@/sim/handlers/wire/position-wire';
import { toE8 } from '@/lib/decimal-e8';
import { positionRealised } from '@/products/yield/position-realised';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import {
  advance,
  BLOCKED,
  clientId,
  codeOf,
  freshWorld,
  funding,
  INSIDER,
  pay,
  START,
  UNVERIFIED,
  VERIFIED,
  heldBy,
} from './sim-test-kit';

const nextMidnight = (t: number) => Math.floor(t / DAY) * DAY + DAY;

describe('launchpool projects on the simulator clock', () => {
  it('ships a running, an upcoming and an ended project relative to the start', () => {
    const world = freshWorld();
    const phase = (id: string) => {
      const p = world.requireProduct(id);
      return world.now() < p.subscribeStartAt
        ? 'upcoming'
        : p.subscribeEndAt !== null && world.now() >= p.subscribeEndAt
          ? 'ended'
          : 'running';
    };
    expect(['3001', '3002', '3003', '3005', '3006', '3007', '3004'].map(phase)).toEqual([
      'running',
      'running',
      'running',
      'running',
      'upcoming',
      'upcoming',
      'ended',
    ]);
  });

  it('the crowd keeps staking: the pool total grows minute by minute until three days after the start', () => {
    const world = freshWorld();
    const nova = world.requireProduct('3003');
    // NOVA opened six hours before the start: 60 % + 40 % x 6/72 of 5,000,000.
    expect(crowdStakeAt(nova, START).toFixed()).toBe(
      dec(5_000_000)
        .times(dec('0.6').plus(dec('0.4').times(6).div(72)))
        .toDecimalPlaces(2, 1)
        .toFixed(),
    );
    const before = launchpoolTotal(world, nova);
    advance(world, 10 * MINUTE);
    expect(launchpoolTotal(world, nova).greaterThan(before)).toBe(true);
    expect(crowdStakeAt(nova, nova.subscribeStartAt + 4 * DAY).toFixed()).toBe('5000000');
    expect(crowdStakeAt(world.requireProduct('3006'), START).toFixed()).toBe('0');
  });
});

describe('launchpool stakes, rewards, claims and the end', () => {
  it('shares each hour of reward by stake over the pool total from T+1, claimable every hour', () => {
    const world = freshWorld();
    // 3001: stake USDT, 50,000 KST a day; the crowd ramps up since the project opened two days before.
    pay(world, VERIFIED, '3001', '2000');
    pay(world, INSIDER, '3001', '4000');
    advance(world, MINUTE);
    const mine = () => world.state.positions.find((p) => p.productId === '3001' && p.userId === VERIFIED);
    const theirs = () => world.state.positions.find((p) => p.productId === '3001' && p.userId === INSIDER);
    const midnight = nextMidnight(START);
    expect(mine()?.interestStartAt).toBe(midnight);
    // Nothing before T+1.
    advance(world, midnight - world.now() - MINUTE);
    expect(mine()?.claimable).toBe('0');
    // The first hour after midnight: 2000 / (crowd at 01:00 + 6000) x 50,000 / 24.
    advance(world, HOUR + MINUTE);
    const product = world.requireProduct('3001');
    const total = crowdStakeAt(product, midnight + HOUR).plus(6000);
    expect(dec(mine()?.claimable ?? 0).toFixed()).toBe(dec(2000).div(total).times(50_000).div(24).toFixed());
    expect(dec(theirs()?.claimable ?? 0).toFixed()).toBe(dec(4000).div(total).times(50_000).div(24).toFixed());
    // Not paid out at 00:30: rewards wait to be claimed.
    expect(
      world.state.records.filter((r) => r.userId === VERIFIED && r.type === WalletRecordType.Interest),
    ).toHaveLength(0);
    const kstBefore = dec(funding(world, VERIFIED, 24));
    const { order } = claimYield(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      productType: 3,
      positionId: mine()?.id,
    });
    expect(order.returns[0]?.coin).toBe(24);
    expect(
      dec(funding(world, VERIFIED, 24))
        .minus(kstBefore)
        .toFixed(),
    ).toBe(dec(2000).div(total).times(50_000).div(24).toDecimalPlaces(8, 1).toFixed());
  });

  it('unstakes at once; the unstaked amount earns nothing from then on and unclaimed rewards keep the stake open', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '3001', '1000');
    advance(world, nextMidnight(START) + 2 * HOUR - world.now());
    const position = world.state.positions.find((p) => p.productId === '3001' && p.userId === VERIFIED);
    if (!position) throw new Error('no position');
    const usdt = dec(funding(world, VERIFIED, 5));
    actOnPosition(world, world.requireUser(VERIFIED), {
      clientOrderId: clientId(),
      positionId: position.id,
      productType: 3,
      action: 3,
      amount: dec(1000),
    });
    expect(
      dec(funding(world, VERIFIED, 5))
        .minus(usdt)
        .toFixed(),
    ).toBe('1000');
    const claimable = position.claimable;
    advance(world, 3 * HOUR);
    expect(position.claimable).toBe(claimable);
    expect(dec(claimable).greaterThan(0)).toBe(true);
    expect(position.status).toBe(PositionStatus.Active);
  });

  it('needs registration where the project says so', () => {
    const world = freshWorld();
    expect(codeOf(() => pay(world, VERIFIED, '3003', '100'))).toBe(334);
    expect(codeOf(() => registerForProject(world, world.requireUser(UNVERIFIED), 'nova'))).toBe(334);
    registerForProject(world, world.requireUser(VERIFIED), 'nova');
    registerForProject(world, world.requireUser(VERIFIED), 'nova');
    expect(world.state.registrations.filter((r) => r.startsWith(VERIFIED))).toEqual([
      `${VERIFIED}:3003`,
      `${VERIFIED}:3005`,
    ]);
    expect(codeOf(() => pay(world, VERIFIED, '3003', '100'))).toBe(0);
  });

  it('asks for KYC level 1 and refuses blocked accounts', () => {
    const world = freshWorld();
    const product = world.requireProduct('3001');
    expect(eligibilityOf(world, product, world.requireUser(UNVERIFIED)).eligibility).toBe(Eligibility.KycLimited);
    expect(eligibilityOf(world, product, world.requireUser(BLOCKED)).eligibility).toBe(Eligibility.TagBlocked);
    expect(eligibilityOf(world, product, world.requireUser(VERIFIED)).eligibility).toBe(Eligibility.Available);
    expect(eligibilityOf(world, product, undefined).eligibility).toBe(Eligibility.NotLoggedIn);
  });

  it('refuses stakes before the start and after the end', () => {
    const world = freshWorld();
    registerForProject(world, world.requireUser(VERIFIED), 'orbt');
    expect(codeOf(() => pay(world, VERIFIED, '3006', '100'))).not.toBe(0);
    expect(codeOf(() => pay(world, VERIFIED, '3004', '100'))).not.toBe(0);
  });

  it('returns stakes and unclaimed rewards when the pool ends', () => {
    const world = freshWorld();
    pay(world, VERIFIED, '3001', '1000');
    const product = world.requireProduct('3001');
    advance(world, (product.subscribeEndAt ?? 0) - world.now() + DAY);
    const position = world.state.positions.find((p) => p.productId === '3001');
    expect(position?.status).toBe(PositionStatus.Closed);
    expect(position?.claimable).toBe('0');
    const back = world.state.records.filter((r) => r.productId === '3001' && r.userId === VERIFIED);
    expect(back.filter((r) => r.type === WalletRecordType.Redeem).map((r) => r.amount)).toEqual(['1000']);
    const rewards = back.filter((r) => r.type === WalletRecordType.Interest);
    expect(rewards).toHaveLength(1);
    expect(dec(rewards[0]?.amount ?? 0).greaterThan(0)).toBe(true);
  });
});

describe('launchpool realised against quoted', () => {
  it('values the reward at its price then and now, and names the price move and the pool share apart', () => {
    const world = freshWorld();
    const product = world.requireProduct('3001');
    const reward = product.launchpool!.rewardCoin;
    pay(world, VERIFIED, '3001', '2000');
    advance(world, MINUTE);
    const position = () => heldBy(world, VERIFIED, '3001');
    const subscribedAt = position().subscribedAt;
    advance(world, 3 * DAY);
    const row = toPosition(world, position(), false);
    // KST in USDT, from the price walk at the two moments, on the wire to 8 decimals.
    expect(row.reward_price?.at_subscription_e8).toBe(
      toE8(world.prices.cross(reward, product.coin, subscribedAt).toFixed()),
    );
    expect(row.reward_price?.now_e8).toBe(toE8(world.prices.cross(reward, product.coin, world.now()).toFixed()));
    expect(row.reward_price?.at_subscription_e8).not.toBe(row.reward_price?.now_e8);
    const r = positionRealised(row, world.now())!;
    const kst = dec(row.total_yield_e8).div(1e8);
    const [then, now] = [row.reward_price!.at_subscription_e8, row.reward_price!.now_e8].map((v) => dec(v).div(1e8));
    // Earned: the KST at today's price; the price move: the same KST at the difference of the two prices.
    const years = dec(r.heldMs).div(365 * DAY);
    expect(r.realisedApr.toFixed(12)).toBe(kst.times(now!).div(2000).div(years).toFixed(12));
    const reasons = Object.fromEntries(r.reasons.map((x) => [x.kind, x.amount.toFixed(12)]));
    expect(reasons.rewardPrice).toBe(kst.times(then!.minus(now!)).toFixed(12));
    // No earning rate is given for a pool share: the rest of the gap is the share, nothing is left as rounding.
    expect(Object.keys(reasons).sort()).toEqual(['notAccrued', 'poolShare', 'rewardPrice']);
    expect(r.reasons.reduce((s, x) => s.plus(x.apr.toFixed()), dec(0)).toFixed(12)).toBe(r.gap.toFixed(12));
  });
});
