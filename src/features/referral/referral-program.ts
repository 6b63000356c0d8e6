import { Decimal } from '@/lib/decimal';
import type { StrategyInfoResult } from '@/api/main/strategy-info';

/**
 * The referral programme's terms come from the discovery strategy `earn_referral_program` (GET strategy-info,
 * spec §7: the page's one discovery call). Until it answers (or for visitors, since the call is private) the
 * published defaults below are shown; a strategy that is off (status 0) closes the programme.
 */
export const REFERRAL_STRATEGY_ID = 'earn_referral_program';

export interface ReferralProgram {
  open: boolean;
  /** Share of the friend's interest paid to the inviter, as a percentage string ("10"). */
  rewardPercent: string;
  rewardDays: number;
  minSubscription: string;
  maxReferrals: number;
  rewardCoin: string;
}

const DEFAULT_PROGRAM: ReferralProgram = {
  open: true,
  rewardPercent: '10',
  rewardDays: 30,
  minSubscription: '100',
  maxReferrals: 50,
  rewardCoin: 'USDT',
};

const positiveInt = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const decimalOr = (raw: string | undefined, fallback: string) => {
  try {
    return raw !== undefined && new Decimal(raw).gte(0) ? raw : fallback;
  } catch {
    return fallback;
  }
};

export function programFromStrategy(strategy: StrategyInfoResult | undefined): ReferralProgram {
  if (!strategy) return DEFAULT_PROGRAM;
  const p = strategy.properties ?? {};
  const rate = decimalOr(p.reward_rate, '0.1');
  return {
    open: strategy.status !== 0,
    rewardPercent: new Decimal(rate).times(100).toString(),
    rewardDays: positiveInt(p.reward_days, DEFAULT_PROGRAM.rewardDays),
    minSubscription: decimalOr(p.min_subscription, DEFAULT_PROGRAM.minSubscription),
    maxReferrals: positiveInt(p.max_referrals, DEFAULT_PROGRAM.maxReferrals),
    rewardCoin: p.reward_coin || DEFAULT_PROGRAM.rewardCoin,
  };
}

/** The link a friend signs up with. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/register/?invite_code=${encodeURIComponent(code)}`;
}
