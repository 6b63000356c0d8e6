import type { UserState } from './state';

/**
 * The simulated referral programme: every user has an invite code made from their id; the demo account
 * "verified" has three friends who joined (two subscribed and earned it a reward), everyone else none.
 */
function inviteCode(userId: string): string {
  return `KST${Number(userId).toString(36).toUpperCase()}`;
}

const SEEDED: Record<string, { masked_name: string; daysAgo: number; subscribed: boolean; reward: string }[]> = {
  '1000001': [
    { masked_name: 'an***@mail.test', daysAgo: 41, subscribed: true, reward: '12.48' },
    { masked_name: '+44 ***** 2291', daysAgo: 17, subscribed: true, reward: '3.1' },
    { masked_name: 'mi***@mail.test', daysAgo: 3, subscribed: false, reward: '0' },
  ],
};

export function referralInfo(user: UserState, nowMs: number) {
  const referrals = (SEEDED[user.id] ?? []).map((r) => ({
    masked_name: r.masked_name,
    joined_at: String(Math.floor(nowMs / 1000) - r.daysAgo * 86_400),
    subscribed: r.subscribed,
    reward: r.reward,
  }));
  const cents = referrals.reduce((sum, r) => sum + Math.round(Number(r.reward) * 100), 0);
  return {
    invite_code: inviteCode(user.id),
    total_reward: (cents / 100).toFixed(2),
    reward_coin: 'USDT',
    referrals,
  };
}
