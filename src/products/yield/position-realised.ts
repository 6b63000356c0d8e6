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
 * at subscription (`subscribed_apy_e8`) only where interest accrues, and yields in the principal's coin can be
 * set against it without a price. Null where it does not apply (a payoff, a pool, a reward in another coin).
 */
export function positionRealised(position: Position, now: number): RealisedYield | null {
  if (position.subscribed_apy_e8 === undefined || position.return_coin !== position.coin) return null;
  const subscribedAt = unixSecondsToMs(position.subscribed_at);
  if (subscribedAt === null) return null;
  const tiers = positionTiers(position);
  return realisedYield({
    principal: fromE8(position.principal_e8),
    earned: fromE8(position.total_yield_e8),
    headlineApr: fromE8(position.subscribed_apy_e8),
    earningApr: fromE8(position.apy_e8),
    ...(tiers ? { tiers } : {}),
    subscribedAt,
    interestStartAt: unixSecondsToMs(position.interest_start_at) ?? subscribedAt,
    endAt: unixSecondsToMs(position.maturity_at),
    now,
  });
}
