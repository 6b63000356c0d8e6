import { ProductType } from '@/api/earn/earn-enums';
import { COINS } from '../coins';
import { createRng } from '../prng';
import { days, flat, product, termDefaults, type CatalogueContext } from './defaults';
import type { Product } from './product';

const TERMS = [7, 14, 21, 30, 45, 60, 90, 120, 180, 270, 360];

/**
 * Filler products for large-catalogue tests (`?sim=catalogue:500`): seeded fixed-term promotions across
 * every coin and term, with the same rules as the hand-made ones.
 */
export function extraProducts(ctx: CatalogueContext, count: number, seed: number): Product[] {
  const rng = createRng(`extra:${seed}`);
  const coins = COINS.filter((coin) => coin.name !== 'stETH');
  const out: Product[] = [];
  for (let i = 0; i < count; i++) {
    const coin = coins[i % coins.length];
    const term = TERMS[Math.floor(i / coins.length) % TERMS.length];
    if (!coin || term === undefined) continue;
    const apr = (0.01 + rng.next() * 0.14).toFixed(4);
    const quota = coin.stable ? String(rng.int(2, 50) * 100000) : String(rng.int(2, 80) * 100);
    const filled = rng.chance(0.1);
    out.push(
      product(ctx, {
        id: String(900001 + i),
        type: ProductType.FixedTerm,
        family: 'fixed',
        name: `${coin.name} ${term}D Promotion #${Math.floor(i / (coins.length * TERMS.length)) + 1}`,
        coin: coin.enum,
        tiers: flat(apr),
        ...termDefaults(days(term)),
        minAmount: coin.stable ? '10' : '0.01',
        quota,
        crowdDeposited: filled ? quota : (Number(quota) * rng.next() * 0.9).toFixed(2),
        crowdParticipants: rng.int(10, 5000),
      }),
    );
  }
  return out;
}
