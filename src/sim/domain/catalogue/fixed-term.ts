import { PayoutSchedule, ProductArea, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, hours, product, termDefaults, tiers, type CatalogueContext } from './defaults';
import type { Product } from './product';

/** Fixed-term savings: T+1 value date, principal and interest at maturity, optional auto-reinvest. */
export function fixedTermProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    coinName: string,
    term: number,
    termLabel: string,
    fields: Partial<Product> & Pick<Product, 'tiers'>,
  ) =>
    product(ctx, {
      id,
      type: ProductType.FixedTerm,
      family: 'fixed',
      name: `${coinName} ${termLabel} Fixed`,
      coin: coinEnum(coinName),
      ...termDefaults(term),
      ...fields,
    });
  const early = (penaltyApr: string) => ({
    redemption: {
      type: RedemptionType.EarlyWithPenalty,
      processingHours: 0,
      penaltyApr,
      lockBeforeMaturityMinutes: 30,
    },
  });
  return [
    make('6001', 'USDT', days(7), '7D', {
      tiers: flat('0.06'),
      minAmount: '10',
      maxPerUser: '100000',
      quota: '5000000',
      crowdDeposited: '3812000',
      crowdParticipants: 4120,
    }),
    make('6002', 'USDT', days(14), '14D', {
      tiers: flat('0.07'),
      minAmount: '10',
      maxPerUser: '100000',
      quota: '5000000',
      crowdDeposited: '2401000',
      crowdParticipants: 2011,
    }),
    make('6003', 'USDT', days(30), '30D', {
      tiers: tiers(['10000', '0.085', '0.01'], [null, '0.05']),
      minAmount: '10',
      maxPerUser: '200000',
      quota: '2000000',
      crowdDeposited: '1200000',
      crowdParticipants: 1602,
      ...early('0.01'),
    }),
    make('6004', 'USDT', days(60), '60D', {
      tiers: flat('0.09'),
      minAmount: '50',
      maxPerUser: '200000',
      quota: '3000000',
      crowdDeposited: '912000',
      crowdParticipants: 640,
    }),
    // Filled by the crowd: sold out.
    make('6005', 'USDT', days(90), '90D', {
      tiers: flat('0.1'),
      minAmount: '50',
      maxPerUser: '200000',
      quota: '1000000',
      crowdDeposited: '1000000',
      crowdParticipants: 880,
    }),
    make('6006', 'USDT', days(1), '1D', {
      tiers: flat('0.04'),
      minAmount: '10',
      maxPerUser: '50000',
      quota: '2000000',
      crowdDeposited: '310000',
      crowdParticipants: 1220,
    }),
    // A short-term promotion that opens two simulated days in: not started yet, with a countdown.
    make('6007', 'USDT', hours(8), '8H', {
      tiers: flat('0.03'),
      minAmount: '10',
      maxPerUser: '20000',
      quota: '500000',
      subscribeStartAt: ctx.start + days(2),
      subscribeEndAt: ctx.start + days(9),
      payout: { schedule: PayoutSchedule.AtMaturity, minuteUtc: 30, startDelayDays: 0, compound: false },
      tag: { key: 'product.tag.limited', mode: 2 },
    }),
    make('6008', 'USDC', days(7), '7D', {
      tiers: flat('0.055'),
      minAmount: '10',
      maxPerUser: '100000',
      quota: '3000000',
      crowdDeposited: '1403000',
      crowdParticipants: 730,
    }),
    make('6009', 'USDC', days(30), '30D', {
      tiers: flat('0.075'),
      minAmount: '10',
      maxPerUser: '200000',
      quota: '3000000',
      crowdDeposited: '960000',
      crowdParticipants: 410,
    }),
    make('6010', 'BTC', days(30), '30D', {
      tiers: flat('0.02'),
      minAmount: '0.001',
      maxPerUser: '10',
      quota: '500',
      crowdDeposited: '203.4',
      crowdParticipants: 611,
    }),
    make('6011', 'BTC', days(90), '90D', {
      tiers: flat('0.03'),
      minAmount: '0.001',
      maxPerUser: '10',
      quota: '300',
      crowdDeposited: '96.1',
      crowdParticipants: 240,
      ...early('0.005'),
    }),
    make('6012', 'ETH', days(30), '30D', {
      tiers: flat('0.035'),
      minAmount: '0.01',
      maxPerUser: '200',
      quota: '20000',
      crowdDeposited: '8120',
      crowdParticipants: 902,
    }),
    // The subscription window closed a day before the world started.
    make('6013', 'ETH', days(60), '60D', {
      tiers: flat('0.042'),
      minAmount: '0.01',
      maxPerUser: '200',
      quota: '20000',
      crowdDeposited: '15020',
      crowdParticipants: 1301,
      subscribeStartAt: ctx.start - days(20),
      subscribeEndAt: ctx.start - days(1),
    }),
    // Window closing three simulated days in: countdown.
    make('6014', 'SOL', days(14), '14D', {
      tiers: flat('0.07', '0.015'),
      minAmount: '0.1',
      maxPerUser: '5000',
      quota: '200000',
      crowdDeposited: '120400',
      crowdParticipants: 802,
      subscribeEndAt: ctx.start + days(3),
    }),
    // Not offered in this market.
    make('6015', 'DOT', days(30), '30D', { tiers: flat('0.12'), minAmount: '1', maxPerUser: '50000', forbidden: true }),
    make('6016', 'ADA', days(60), '60D', {
      tiers: flat('0.05'),
      minAmount: '10',
      maxPerUser: '500000',
      quota: '10000000',
      crowdDeposited: '2100000',
      crowdParticipants: 330,
      ...early('0.01'),
    }),
    make('6017', 'USDT', days(180), '180D VIP', {
      tiers: flat('0.11', '0.02'),
      vipOnly: true,
      area: ProductArea.Vip,
      minAmount: '1000',
      maxPerUser: '1000000',
      quota: '10000000',
      crowdDeposited: '4100000',
      crowdParticipants: 95,
      tag: { key: 'product.tag.vip', mode: 1 },
    }),
  ];
}
