import type {
  AccountType,
  DualDirection,
  PayoutSchedule,
  ProductArea,
  ProductType,
  RedemptionType,
} from '@/api/earn/earn-enums';

/**
 * A product of the simulated exchange. Static terms only: how much has been subscribed lives in the
 * world state (`ProductBook`), so the catalogue can be rebuilt from the seed at any time.
 */
export type Family =
  | 'cloud'
  | 'defi'
  | 'flexible'
  | 'fixed'
  | 'dual'
  | 'launchpool'
  | 'liquidity'
  | 'structured'
  | 'pos'
  | 'wealth'
  | 'double-win'
  | 'discount-buy'
  | 'future-boost'
  | 'fund-pool-premium'
  | 'private-wealth';

/** One APR tier: `apr` applies to the part of the amount in [from, to); `to` null is unbounded. */
export interface Tier {
  from: string;
  to: string | null;
  /** Annual rate of the tier as a fraction ("0.1" = 10 %), rewards included. */
  apr: string;
  /** The reward part of `apr` (fraction, at most `apr`). */
  rewardApr: string;
}

export interface RedemptionRule {
  type: RedemptionType;
  processingHours: number;
  /** Fraction; EarlyWithPenalty only. */
  penaltyApr: string;
  lockBeforeMaturityMinutes: number;
  /** A processing time under an hour (a liquidity removal); `processingHours` otherwise. */
  processingMinutes?: number;
  /** Instant redemption per user and UTC day, in coin units; beyond it the rest arrives at the next 00:00 UTC. */
  dailyQuota?: string;
}

export interface PayoutRule {
  schedule: PayoutSchedule;
  /** Minute of the UTC day of daily payouts (30 = 00:30 UTC). */
  minuteUtc: number;
  /** Interest starts this many UTC days after subscription (1 = T+1). */
  startDelayDays: number;
  compound: boolean;
}

export interface DualTerms {
  base: number;
  quote: number;
  direction: DualDirection;
  /** Target price steps from spot, as fractions (e.g. 0.01 = 1 % away). */
  steps: number[];
}

export interface LaunchpoolTerms {
  /** Pools of one project share it (the reward token, its period and its registration). */
  project: string;
  rewardCoin: number;
  /** Reward released per day over the whole pool. */
  dailyReward: string;
  /** Staked by everyone else once the crowd is all in (launchpool.ts ramps it up from the start). */
  crowdStake: string;
  needsRegistration: boolean;
}

export interface LiquidityTerms {
  poolId: string;
  base: number;
  quote: number;
  maxLeverage: number;
  /** Seed reserves in base and quote coin. */
  reserveBase: string;
  reserveQuote: string;
  /** Daily traded volume as a fraction of the pool's value (drives fee yield). */
  dailyTurnover: number;
  /** Borrow rate of the leverage loan (fraction per year). */
  loanApr: string;
  /** Mining reward paid on top of fees, as a yearly rate of the position's value (quote coin). */
  rewardApr: string;
}

export interface StakingTerms {
  chain: string;
  stakeHours: number;
  unstakeHours: number;
  receiptCoin?: number;
  /** Receipt coin per staked coin at genesis (liquid staking). */
  exchangeRate?: string;
  /** Share of each reward the exchange keeps (the validator's commission and its own), as a fraction. */
  rewardFeeRate?: string;
}

export interface DoubleWinTerms {
  base: number;
  quote: number;
  /** Half-width of the range as a fraction of the entry price. */
  rangeWidth: number;
  leverage: number;
  /** Custom ranges: each bound between these fractions of the entry price, on multiples of `priceTick`. */
  minDeviation: number;
  maxDeviation: number;
  priceTick: string;
}

export interface DiscountBuyTerms {
  base: number;
  quote: number;
  /** Purchase price below spot (fraction). */
  discount: number;
  /** Knock-out price above spot (fraction). */
  knockOut: number;
}

export interface FutureBoostTerms {
  base: number;
  quote: number;
  /** 1 up, 2 down. */
  side: 1 | 2;
  maxLeverage: number;
  /** Fee folded into the breakeven price (fraction of entry). */
  feeRate: number;
}

export interface StructuredTerms {
  base: number;
  quote: number;
  kind: 'shark-fin-up' | 'shark-fin-down';
  /** Range bounds relative to the entry price (e.g. 1.00 and 1.08). */
  low: number;
  high: number;
  /** APR inside the range peaks at `high`; outside it is the floor (tiers[0].apr). */
  maxApr: string;
}

export interface Product {
  id: string;
  type: ProductType;
  family: Family;
  name: string;
  coin: number;
  returnCoin: number;
  tiers: Tier[];
  /** Bonus APR shown apart from the tiers (fraction) and its end (null: no end). */
  bonusApr: string;
  bonusEndAt: number | null;
  /** Term in ms; 0 for open-ended products. */
  durationMs: number;
  /** Total quota in coin units; null unlimited. */
  quota: string | null;
  /** Subscribed by the simulated crowd before the world starts. */
  crowdDeposited: string;
  crowdParticipants: number;
  minAmount: string;
  /** Per-user holding limit; null unlimited. */
  maxPerUser: string | null;
  subscribeStartAt: number;
  subscribeEndAt: number | null;
  /** Operational flags: taken down, forbidden in this market, under maintenance. */
  offline: boolean;
  forbidden: boolean;
  maintenance: boolean;
  vipOnly: boolean;
  requiredKyc: 0 | 1 | 2;
  /** Advanced, principal-at-risk products: refused to users with a blocked tag. */
  tagRestricted: boolean;
  grayScene: string | null;
  whitelistScene: string | null;
  area: ProductArea;
  tag: { key: string; mode: 0 | 1 | 2 } | null;
  redemption: RedemptionRule;
  payout: PayoutRule;
  autoSavings: boolean;
  autoReinvest: boolean;
  onchainRisk: boolean;
  principalAtRisk: boolean;
  /** Minutes from payment to the order being active (processing on chain, settlement of an add). */
  activationMinutes: number;
  /** Wallet the principal and yield return to. */
  toAccountType: AccountType;
  descriptionKey: string;
  dual?: DualTerms;
  launchpool?: LaunchpoolTerms;
  liquidity?: LiquidityTerms;
  staking?: StakingTerms;
  doubleWin?: DoubleWinTerms;
  discountBuy?: DiscountBuyTerms;
  futureBoost?: FutureBoostTerms;
  structured?: StructuredTerms;
}

/**
 * Every coin a product involves: the coin paid in, the coin it returns, the underlying and quote coin of a
 * price-linked product or a pool, reward and receipt coins. Search by coin matches any of them.
 */
export function productCoins(product: Product): number[] {
  const pairs = [
    product.dual,
    product.liquidity,
    product.doubleWin,
    product.discountBuy,
    product.futureBoost,
    product.structured,
  ];
  const coins = [
    product.coin,
    product.returnCoin,
    ...pairs.flatMap((terms) => (terms ? [terms.base, terms.quote] : [])),
    product.launchpool?.rewardCoin,
    product.staking?.receiptCoin,
  ];
  return [...new Set(coins.filter((coin) => coin !== undefined))];
}
