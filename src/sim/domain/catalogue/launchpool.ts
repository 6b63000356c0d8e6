import { PayoutSchedule, ProductArea, ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, hours, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Launchpool projects, anchored to the simulator's clock so every state is always on show: KST (running,
 * two pools), NOVA (running since six hours, registration needed, one pool behind a gray-release scene),
 * ORBT (starts in a day, registration needed) and an ended MNT project. Each hour's reward of a pool is
 * shared by stake: my stake / pool total x daily reward / 24, from T+1 (the next UTC day). Rules in
 * ../launchpool.ts. `tiers` carries the APR estimate at the seeded crowd size, for listing.
 */
interface Pool {
  id: string;
  stake: string;
  dailyReward: string;
  crowdStake: string;
  min: string;
  cap: string;
  fields?: Partial<Product>;
}

interface Project {
  project: string;
  reward: string;
  start: number;
  end: number;
  needsRegistration: boolean;
  pools: Pool[];
}

function launchpoolProjects(ctx: CatalogueContext): Project[] {
  return [
    {
      project: 'kst',
      reward: 'KST',
      start: ctx.start - days(2),
      end: ctx.start + days(12),
      needsRegistration: false,
      pools: [
        {
          id: '3001',
          stake: 'USDT',
          dailyReward: '50000',
          crowdStake: '8000000',
          min: '10',
          cap: '20000',
          fields: { tag: { key: 'product.tag.hot', mode: 1 } },
        },
        { id: '3002', stake: 'MNT', dailyReward: '30000', crowdStake: '25000000', min: '1', cap: '200000' },
      ],
    },
    {
      project: 'nova',
      reward: 'NOVA',
      start: ctx.start - hours(6),
      end: ctx.start + days(7),
      needsRegistration: true,
      pools: [
        {
          id: '3003',
          stake: 'USDT',
          dailyReward: '400000',
          crowdStake: '5000000',
          min: '10',
          cap: '10000',
          fields: { tag: { key: 'product.tag.new', mode: 2 } },
        },
        // Pilot pool behind a gray-release scene (stage 2: user ids ending in an odd digit).
        {
          id: '3005',
          stake: 'MNT',
          dailyReward: '150000',
          crowdStake: '20000000',
          min: '1',
          cap: '100000',
          fields: { grayScene: 'earn_launchpool_nova_mnt' },
        },
      ],
    },
    {
      project: 'orbt',
      reward: 'ORBT',
      start: ctx.start + days(1),
      end: ctx.start + days(8),
      needsRegistration: true,
      pools: [
        { id: '3006', stake: 'USDT', dailyReward: '2000000', crowdStake: '6000000', min: '10', cap: '15000' },
        { id: '3007', stake: 'ETH', dailyReward: '500000', crowdStake: '2000', min: '0.01', cap: '20' },
      ],
    },
    {
      project: 'mnt',
      reward: 'MNT',
      start: ctx.start - days(20),
      end: ctx.start - days(5),
      needsRegistration: false,
      pools: [{ id: '3004', stake: 'BIT', dailyReward: '20000', crowdStake: '12000000', min: '1', cap: '200000' }],
    },
  ];
}

export function launchpoolProducts(ctx: CatalogueContext): Product[] {
  return launchpoolProjects(ctx).flatMap((project) =>
    project.pools.map((pool) =>
      product(ctx, {
        id: pool.id,
        type: ProductType.Launch,
        family: 'launchpool',
        name: `${project.reward} Launchpool (stake ${pool.stake})`,
        coin: coinEnum(pool.stake),
        returnCoin: coinEnum(project.reward),
        tiers: flat('0.2'),
        area: ProductArea.Advanced,
        requiredKyc: 1,
        // Advanced products are refused to accounts with a blocking risk tag.
        tagRestricted: true,
        minAmount: pool.min,
        maxPerUser: pool.cap,
        subscribeStartAt: project.start,
        subscribeEndAt: project.end,
        crowdDeposited: pool.crowdStake,
        crowdParticipants: 15230,
        descriptionKey: `launchpool:project.${project.project}`,
        // T+1: a stake earns from the next UTC day; rewards are claimable every hour.
        payout: { schedule: PayoutSchedule.Daily, minuteUtc: 30, startDelayDays: 1, compound: false },
        launchpool: {
          project: project.project,
          rewardCoin: coinEnum(project.reward),
          dailyReward: pool.dailyReward,
          crowdStake: pool.crowdStake,
          needsRegistration: project.needsRegistration,
        },
        ...pool.fields,
      }),
    ),
  );
}
