import { PayoutSchedule, ProductArea, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, product, termDefaults, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * On-chain staking (PoS): the stake is Processing until the chain confirms it, rewards come per interval,
 * and unstaking waits for the chain's unbonding time. ETH is liquid staking with a receipt coin.
 */
export function stakingProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    coinName: string,
    chain: string,
    apr: string,
    stakeHours: number,
    unstakeHours: number,
    { rewardFeeRate, ...fields }: Partial<Product> & { rewardFeeRate?: string } = {},
  ) =>
    product(ctx, {
      id,
      type: ProductType.Pos,
      family: 'pos',
      name: `${coinName} On-chain Staking`,
      coin: coinEnum(coinName),
      tiers: flat(apr),
      area: ProductArea.OnChain,
      onchainRisk: true,
      activationMinutes: stakeHours * 60,
      redemption: {
        type: RedemptionType.Delayed,
        processingHours: unstakeHours,
        penaltyApr: '0',
        lockBeforeMaturityMinutes: 0,
      },
      payout: { schedule: PayoutSchedule.PerInterval, minuteUtc: 30, startDelayDays: 1, compound: false },
      staking: { chain, stakeHours, unstakeHours, ...(rewardFeeRate === undefined ? {} : { rewardFeeRate }) },
      ...fields,
    });
  return [
    make('8001', 'ETH', 'Ethereum', '0.032', 2, 72, {
      name: 'ETH Liquid Staking',
      returnCoin: coinEnum('stETH'),
      minAmount: '0.01',
      payout: { schedule: PayoutSchedule.PerInterval, minuteUtc: 30, startDelayDays: 1, compound: true },
      staking: {
        chain: 'Ethereum',
        stakeHours: 2,
        unstakeHours: 72,
        receiptCoin: coinEnum('stETH'),
        exchangeRate: '0.9984',
      },
      crowdDeposited: '182000',
      crowdParticipants: 20110,
    }),
    make('8002', 'SOL', 'Solana', '0.065', 12, 48, {
      minAmount: '0.1',
      crowdDeposited: '910000',
      crowdParticipants: 8801,
    }),
    // The chain's reward rate, of which the exchange keeps a share at each payout (stated with the product).
    make('8003', 'DOT', 'Polkadot', '0.12', 1, 672, {
      minAmount: '1',
      crowdDeposited: '2100000',
      crowdParticipants: 3020,
      rewardFeeRate: '0.1',
    }),
    make('8004', 'ATOM', 'Cosmos', '0.14', 1, 504, {
      minAmount: '0.1',
      crowdDeposited: '850000',
      crowdParticipants: 2011,
      rewardFeeRate: '0.05',
    }),
    make('8005', 'TON', 'TON', '0.038', 2, 36, {
      minAmount: '1',
      quota: '3000000',
      crowdDeposited: '1210000',
      crowdParticipants: 1801,
    }),
    make('8006', 'ADA', 'Cardano', '0.028', 2, 2, {
      minAmount: '10',
      crowdDeposited: '12000000',
      crowdParticipants: 4121,
    }),
    // Fixed-term on-chain product: locked for the chain's staking period.
    make('8007', 'APT', 'Aptos', '0.072', 1, 0, {
      name: 'APT On-chain Staking 30D',
      ...termDefaults(days(30)),
      area: ProductArea.OnChain,
      onchainRisk: true,
      activationMinutes: 60,
      minAmount: '1',
      quota: '400000',
      crowdDeposited: '188000',
      crowdParticipants: 602,
      staking: { chain: 'Aptos', stakeHours: 1, unstakeHours: 0 },
    }),
  ];
}
