import { ProductArea, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, product, tiers, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Flexible savings: hourly accrual, daily payout at 00:30 UTC, instant redemption, auto-savings. The majors cap
 * instant redemption per user and UTC day (as the leading exchanges' fast redemption does); the rest of a larger
 * redemption arrives at the next 00:00 UTC.
 */
export function flexibleProducts(ctx: CatalogueContext): Product[] {
  const make = (id: string, name: string, fields: Partial<Product> & Pick<Product, 'tiers'>) =>
    product(ctx, {
      id,
      type: ProductType.Flexible,
      family: 'flexible',
      name: `${name} Flexible Savings`,
      coin: coinEnum(name),
      requiredKyc: 0,
      autoSavings: true,
      ...fields,
    });
  const quota = (dailyQuota: string) => ({
    redemption: {
      type: RedemptionType.Instant,
      processingHours: 0,
      penaltyApr: '0',
      lockBeforeMaturityMinutes: 0,
      dailyQuota,
    },
  });
  return [
    make('4001', 'USDT', {
      ...quota('2000'),
      tiers: tiers(['500', '0.1', '0.02'], [null, '0.015']),
      bonusApr: '0.01',
      bonusEndAt: ctx.start + days(10),
      minAmount: '1',
      maxPerUser: '2000000',
      crowdDeposited: '48210500',
      crowdParticipants: 91420,
      tag: { key: 'product.tag.hot', mode: 1 },
    }),
    make('4002', 'USDC', {
      ...quota('2000'),
      tiers: tiers(['1000', '0.08'], [null, '0.02']),
      minAmount: '1',
      maxPerUser: '2000000',
      crowdDeposited: '21007300',
      crowdParticipants: 40211,
    }),
    make('4003', 'BTC', {
      ...quota('0.1'),
      tiers: tiers(['0.1', '0.012'], [null, '0.003']),
      minAmount: '0.0001',
      maxPerUser: '50',
      crowdDeposited: '1812.5',
      crowdParticipants: 30112,
    }),
    make('4004', 'ETH', {
      ...quota('2'),
      tiers: tiers(['1', '0.02'], [null, '0.005']),
      minAmount: '0.001',
      maxPerUser: '1000',
      crowdDeposited: '25031.2',
      crowdParticipants: 28511,
    }),
    make('4005', 'SOL', {
      tiers: flat('0.045'),
      minAmount: '0.01',
      maxPerUser: '20000',
      crowdDeposited: '310500',
      crowdParticipants: 9120,
    }),
    make('4006', 'DOT', {
      tiers: flat('0.07', '0.02'),
      minAmount: '0.1',
      maxPerUser: '100000',
      crowdDeposited: '1210000',
      crowdParticipants: 5021,
    }),
    make('4007', 'XRP', {
      tiers: flat('0.012'),
      minAmount: '1',
      maxPerUser: '1000000',
      crowdDeposited: '8012000',
      crowdParticipants: 7702,
    }),
    make('4008', 'DOGE', {
      tiers: flat('0.01'),
      minAmount: '10',
      maxPerUser: '5000000',
      crowdDeposited: '40100000',
      crowdParticipants: 12004,
    }),
    make('4009', 'TRX', {
      tiers: flat('0.03'),
      minAmount: '10',
      maxPerUser: '5000000',
      crowdDeposited: '20500000',
      crowdParticipants: 6011,
    }),
    make('4010', 'MATIC', {
      tiers: flat('0.035'),
      minAmount: '1',
      maxPerUser: '500000',
      crowdDeposited: '3310000',
      crowdParticipants: 4020,
    }),
    make('4011', 'LTC', {
      tiers: flat('0.008'),
      minAmount: '0.01',
      maxPerUser: '5000',
      crowdDeposited: '41020',
      crowdParticipants: 3310,
    }),
    // A capped promotion that the crowd has filled: shows "sold out".
    make('4012', 'BIT', {
      tiers: flat('0.05'),
      minAmount: '1',
      quota: '2000000',
      crowdDeposited: '2000000',
      crowdParticipants: 2999,
      maxPerUser: '50000',
    }),
    make('4013', 'ADA', {
      tiers: flat('0.022'),
      minAmount: '1',
      maxPerUser: '1000000',
      crowdDeposited: '5200000',
      crowdParticipants: 2901,
    }),
    // Not started yet (labelled "Coming soon"): opens one simulated day after the world starts.
    make('4014', 'TON', {
      tiers: flat('0.04'),
      minAmount: '0.1',
      maxPerUser: '100000',
      subscribeStartAt: ctx.start + days(1),
      tag: { key: 'product.tag.new', mode: 2 },
    }),
    make('4015', 'USDT', {
      name: 'USDT VIP Flexible Savings',
      tiers: tiers(['5000', '0.12', '0.04'], [null, '0.03']),
      vipOnly: true,
      area: ProductArea.Vip,
      minAmount: '100',
      maxPerUser: '500000',
      crowdDeposited: '3100000',
      crowdParticipants: 210,
      tag: { key: 'product.tag.vip', mode: 1 },
    }),
    // Delisted: kept for holders, closed to new money.
    make('4016', 'MNT', {
      tiers: flat('0.06'),
      minAmount: '1',
      offline: true,
      crowdDeposited: '700000',
      crowdParticipants: 801,
    }),
  ];
}
