import { ProductArea, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { days, flat, product, termDefaults, tiers, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Wealth management, fund-pool premium (VIP fund pools) and private wealth (net-worth products):
 * term products with larger tickets, paid at maturity. Premium fund pools may be redeemed early, in full,
 * at a reduced APR, and roll over at maturity when auto-invest is on (not switchable in the last 30 minutes).
 */
export function wealthProducts(ctx: CatalogueContext): Product[] {
  const wealth = (
    id: string,
    coinName: string,
    name: string,
    term: number,
    apr: string,
    fields: Partial<Product> = {},
  ) =>
    product(ctx, {
      id,
      type: ProductType.Wealth,
      family: 'wealth',
      name,
      coin: coinEnum(coinName),
      tiers: flat(apr),
      ...termDefaults(term),
      area: ProductArea.Advanced,
      minAmount: coinName === 'BTC' ? '0.01' : '100',
      maxPerUser: coinName === 'BTC' ? '20' : '500000',
      quota: coinName === 'BTC' ? '800' : '20000000',
      crowdDeposited: coinName === 'BTC' ? '312' : '7400000',
      crowdParticipants: 1280,
      ...fields,
    });
  const premium = (
    id: string,
    coinName: string,
    term: number,
    apr: string,
    penaltyApr: string,
    fields: Partial<Product> = {},
  ) =>
    product(ctx, {
      id,
      type: ProductType.FundPoolPremium,
      family: 'fund-pool-premium',
      name: `${coinName} Premium Fund Pool ${term / days(1)}D`,
      coin: coinEnum(coinName),
      tiers: flat(apr),
      ...termDefaults(term),
      area: ProductArea.Vip,
      vipOnly: true,
      minAmount: '1000',
      maxPerUser: '2000000',
      quota: '30000000',
      crowdDeposited: '11200000',
      crowdParticipants: 120,
      // VIP shows from `vipOnly` (is_vip); no tag repeating it.
      redemption: {
        type: RedemptionType.EarlyWithPenalty,
        processingHours: 0,
        penaltyApr,
        lockBeforeMaturityMinutes: 30,
      },
      ...fields,
    });
  const privateWealth = (id: string, coinName: string, term: number, apr: string, minAmount: string) =>
    product(ctx, {
      id,
      type: ProductType.NetWorth,
      family: 'private-wealth',
      name: `${coinName} Private Wealth ${term / days(1)}D`,
      coin: coinEnum(coinName),
      tiers: tiers([coinName === 'BTC' ? '10' : '500000', apr], [null, String(Number(apr) + 0.005)]),
      ...termDefaults(term),
      area: ProductArea.Vip,
      vipOnly: true,
      requiredKyc: 2,
      minAmount,
      maxPerUser: null,
      crowdDeposited: coinName === 'BTC' ? '88' : '21000000',
      crowdParticipants: 24,
    });
  return [
    wealth('9001', 'USDT', 'USDT Stable Income 30D', days(30), '0.075'),
    wealth('9002', 'BTC', 'BTC Wealth Builder 60D', days(60), '0.035'),
    // Beta behind a gray-release scene at stage 2 (user ids ending in an odd digit).
    wealth('9003', 'USDT', 'USDT Balanced Growth 90D', days(90), '0.095', { grayScene: 'earn_wealth_beta' }),
    premium('14001', 'USDT', days(30), '0.12', '0.02'),
    premium('14002', 'USDC', days(60), '0.11', '0.015'),
    // Internal pilot: only whitelisted users of the scene may subscribe.
    premium('14003', 'USDT', days(90), '0.14', '0.025', { whitelistScene: 'earn_premium_pilot', vipOnly: false }),
    privateWealth('16001', 'USDT', days(180), '0.09', '100000'),
    privateWealth('16002', 'BTC', days(90), '0.045', '2'),
  ];
}
