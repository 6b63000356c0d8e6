import { AccountType, PayoutSchedule, ProductArea, RedemptionType } from '@/api/earn/earn-enums';
import type { Family, Product, Tier } from './product';
import { DAY, HOUR } from '../time';

/** Where catalogue windows are anchored: the simulated instant the world was created. */
export interface CatalogueContext {
  start: number;
}

export const flat = (apr: string, rewardApr = '0'): Tier[] => [{ from: '0', to: null, apr, rewardApr }];

/** Tiers from [upper bound, apr] pairs; the last bound is ignored (unbounded). */
export function tiers(...steps: Array<[string | null, string, string?]>): Tier[] {
  let from = '0';
  return steps.map(([to, apr, reward]) => {
    const tier: Tier = { from, to, apr, rewardApr: reward ?? '0' };
    if (to !== null) from = to;
    return tier;
  });
}

export const days = (n: number) => n * DAY;
export const hours = (n: number) => n * HOUR;

type Required = Pick<Product, 'id' | 'type' | 'family' | 'name' | 'coin' | 'tiers'>;

/** A product with the common defaults of a plain, open, savings-like product; families override. */
export function product(ctx: CatalogueContext, fields: Required & Partial<Product>): Product {
  const family: Family = fields.family;
  return {
    returnCoin: fields.coin,
    bonusApr: '0',
    bonusEndAt: null,
    durationMs: 0,
    quota: null,
    crowdDeposited: '0',
    crowdParticipants: 0,
    minAmount: '1',
    maxPerUser: null,
    subscribeStartAt: ctx.start - days(30),
    subscribeEndAt: null,
    offline: false,
    forbidden: false,
    maintenance: false,
    vipOnly: false,
    requiredKyc: 1,
    tagRestricted: false,
    grayScene: null,
    whitelistScene: null,
    area: ProductArea.Savings,
    tag: null,
    redemption: { type: RedemptionType.Instant, processingHours: 0, penaltyApr: '0', lockBeforeMaturityMinutes: 0 },
    payout: { schedule: PayoutSchedule.Daily, minuteUtc: 30, startDelayDays: 0, compound: false },
    autoSavings: false,
    autoReinvest: false,
    onchainRisk: false,
    principalAtRisk: false,
    activationMinutes: 1,
    toAccountType: AccountType.Funding,
    descriptionKey: `product.description.${family}`,
    ...fields,
  };
}

/** Term products pay principal and interest at maturity and start earning on T+1. */
export function termDefaults(durationMs: number): Partial<Product> {
  return {
    durationMs,
    redemption: {
      type: RedemptionType.AtMaturityOnly,
      processingHours: 0,
      penaltyApr: '0',
      lockBeforeMaturityMinutes: 30,
    },
    payout: { schedule: PayoutSchedule.AtMaturity, minuteUtc: 30, startDelayDays: 1, compound: false },
    autoReinvest: true,
  };
}

/** Settled-at-expiry advanced products: principal at risk, refused to blocked tags, no redemption. */
export function advancedDefaults(durationMs: number): Partial<Product> {
  return {
    durationMs,
    area: ProductArea.Advanced,
    tagRestricted: true,
    principalAtRisk: true,
    redemption: {
      type: RedemptionType.AtMaturityOnly,
      processingHours: 0,
      penaltyApr: '0',
      lockBeforeMaturityMinutes: 30,
    },
    payout: { schedule: PayoutSchedule.AtMaturity, minuteUtc: 0, startDelayDays: 0, compound: false },
    minAmount: '10',
  };
}
