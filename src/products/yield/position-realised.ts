import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { realisedYield, type RateTier, type RealisedYield } from './realised';

/** A position's tiers as rate slices ("-1" is unbounded). */
export function positionTiers(position: Position): RateTier[] | undefined {
  return position.tiered_apy_list?.map((tier) => ({
    from: new Decimal(tier.from_num),
    to: tier.to_num === '-1' ? null : new Decimal(tier.to_num),
    apr: fromE8(tier.apy_e8),
  }));
}

/**
 * Realised against headline for a held position, from get-positions alone: the exchange sends the rate quoted
 * at subscription (`subscribed_apy_e8`) only where interest accrues. A yield in the principal's coin is set
 * against it as it is; a reward in another coin (launchpool) at that coin's price now, its price move since
 * subscription named apart (`reward_price`); a reward fee kept is named as such. Null where it does not apply (a payoff, a pool without prices).
 */
export function positionRealised(position: Position, now: number): RealisedYield | null {
  if (position.subscribed_apy_e8 === undefined) return null;
  const subscribedAt = unixSecondsToMs(position.subscribed_at);
  if (subscribedAt === null) return null;
  const dates = {
    subscribedAt,
    interestStartAt: unixSecondsToMs(position.interest_start_at) ?? subscribedAt,
    endAt: unixSecondsToMs(position.maturity_at),
    now,
  };
  const principal = fromE8(position.principal_e8);
  const headlineApr = fromE8(position.subscribed_apy_e8);
  const earned = fromE8(position.total_yield_e8);
  if (position.return_coin !== position.coin) {
    if (!position.reward_price) return null;
    const then = fromE8(position.reward_price.at_subscription_e8);
    const price = fromE8(position.reward_price.now_e8);
    // What the pool's rate is worth now is set by what others stake: no earning rate is given, the rest is that.
    return realisedYield({
      principal,
      headlineApr,
      earned: earned.times(price),
      rewardRevaluation: earned.times(then.minus(price)),
      ...dates,
    });
  }
  const tiers = positionTiers(position);
  // A reward fee kept at each payout (on-chain staking): the quoted rate is before it.
  const fee = position.reward_fee_kept_e8 === undefined ? {} : { fee: fromE8(position.reward_fee_kept_e8) };
  return realisedYield({
    principal,
    headlineApr,
    earned,
    earningApr: fromE8(position.apy_e8),
    ...(tiers ? { tiers } : {}),
    ...fee,
    ...dates,
  });
}
