import { PayoutSchedule, ProductArea, ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Launchpools: stake a coin to farm a new token. The reward for each hour is shared by stake:
 * my stake / pool total x reward of the hour; paid daily; stake and unstake at any time within the window.
 * `tiers` carries the APR estimate at the seeded crowd size, for listing.
 */
export function launchpoolProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    stake: string,
    reward: string,
    dailyReward: string,
    crowdStake: string,
    startOffsetDays: number,
    endOffsetDays: number,
    fields: Partial<Product> = {},
  ) =>
    product(ctx, {
      id,
      type: ProductType.Launch,
      family: 'launchpool',
      name: `${reward} Launchpool (stake ${stake})`,
      coin: coinEnum(stake),
      returnCoin: coinEnum(reward),
      tiers: flat('0.2'),
      area: ProductArea.Advanced,
      requiredKyc: 1,
      minAmount: stake === 'USDT' ? '10' : '1',
      maxPerUser: stake === 'USDT' ? '20000' : '200000',
      subscribeStartAt: ctx.start + days(startOffsetDays),
      subscribeEndAt: ctx.start + days(endOffsetDays),
      crowdDeposited: crowdStake,
      crowdParticipants: 15230,
      payout: { schedule: PayoutSchedule.Daily, minuteUtc: 30, startDelayDays: 0, compound: false },
      launchpool: { rewardCoin: coinEnum(reward), dailyReward, crowdStake, needsRegistration: false },
      ...fields,
    });
  return [
    make('3001', 'USDT', 'KST', '50000', '8000000', -2, 12, { tag: { key: 'product.tag.hot', mode: 1 } }),
    make('3002', 'MNT', 'KST', '30000', '25000000', -2, 12),
    make('3003', 'USDT', 'NOVA', '4000000', '0', 1, 15, {
      launchpool: { rewardCoin: coinEnum('NOVA'), dailyReward: '4000000', crowdStake: '5000000', needsRegistration: true },
      tag: { key: 'product.tag.new', mode: 2 },
    }),
    make('3004', 'BIT', 'MNT', '20000', '12000000', -20, -5),
  ];
}
