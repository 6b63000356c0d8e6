import { ProductArea, ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, product, termDefaults, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * The two oldest product types: cloud mining (retired, still visible to holders) and DeFi mining
 * (on-chain fixed term, mostly rolled out by gray release). DeFi mining puts the principal at risk, so an
 * account with the blocked tag is refused it (spec §4 TagBlocked); the 7-day product is open to every
 * account, so the blocked demo account meets that refusal on the on-chain earn page.
 */
export function legacyProducts(ctx: CatalogueContext): Product[] {
  return [
    product(ctx, {
      id: '1',
      type: ProductType.Cloud,
      family: 'cloud',
      name: 'BTC Cloud Mining 180D',
      coin: coinEnum('USDT'),
      returnCoin: coinEnum('BTC'),
      tiers: flat('0.06'),
      ...termDefaults(days(180)),
      area: ProductArea.Advanced,
      offline: true,
      minAmount: '100',
      crowdDeposited: '1200000',
      crowdParticipants: 3100,
    }),
    product(ctx, {
      id: '101',
      type: ProductType.Defi,
      family: 'defi',
      name: 'USDT DeFi Mining 30D',
      coin: coinEnum('USDT'),
      tiers: flat('0.11', '0.03'),
      ...termDefaults(days(30)),
      area: ProductArea.OnChain,
      onchainRisk: true,
      principalAtRisk: true,
      tagRestricted: true,
      grayScene: 'earn_defi_mining',
      minAmount: '100',
      maxPerUser: '50000',
      quota: '5000000',
      crowdDeposited: '2300000',
      crowdParticipants: 920,
      activationMinutes: 30,
    }),
    product(ctx, {
      id: '102',
      type: ProductType.Defi,
      family: 'defi',
      name: 'ETH DeFi Mining 14D',
      coin: coinEnum('ETH'),
      tiers: flat('0.06'),
      ...termDefaults(days(14)),
      area: ProductArea.OnChain,
      onchainRisk: true,
      principalAtRisk: true,
      tagRestricted: true,
      whitelistScene: 'earn_defi_eth_internal',
      minAmount: '0.05',
      maxPerUser: '100',
      quota: '5000',
      crowdDeposited: '1300',
      crowdParticipants: 88,
      activationMinutes: 30,
    }),
    product(ctx, {
      id: '103',
      type: ProductType.Defi,
      family: 'defi',
      name: 'USDT DeFi Mining 7D',
      coin: coinEnum('USDT'),
      tiers: flat('0.08'),
      ...termDefaults(days(7)),
      area: ProductArea.OnChain,
      onchainRisk: true,
      principalAtRisk: true,
      tagRestricted: true,
      minAmount: '50',
      maxPerUser: '20000',
      quota: '2000000',
      crowdDeposited: '640000',
      crowdParticipants: 310,
      activationMinutes: 30,
    }),
  ];
}
