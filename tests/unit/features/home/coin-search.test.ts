import { describe, expect, it } from 'vitest';
import { toCoinCatalogue, type CoinRow } from '@/api/earn/get-coins';
import { filterProducts, toListedProducts } from '@/features/home/home-filters';
import { COINS } from '@/sim/domain/coins';
import { toProductCard } from '@/sim/handlers/wire/product-wire';
import { freshWorld } from '../../sim/sim-test-kit';

// The simulated exchange's whole catalogue and coin list, as the home page receives them.
const world = freshWorld();
const cards = world.catalogue.products.map((p) => toProductCard(world, p, null));
const coins = toCoinCatalogue({
  coins: COINS.map((c): CoinRow => ({ coin: [String(c.enum), c.name, '8', '4', '', '', c.fullName] })),
});
const listed = toListedProducts(cards, coins, () => true);
const found = (q: string) =>
  filterProducts(listed, { q }, { heldCoins: null })
    .map((p) => p.card.product_id)
    .sort();

describe('searching the home page by coin', () => {
  it('finds every family of products that involve BTC, not only those paid in BTC', () => {
    const btc = found('btc');
    const names = new Map(world.catalogue.products.map((p) => [p.id, p.name]));
    // Buy-low duals (paid in USDT), the BTC-USDT pool, double-win, discount buy, smart leverage, shark fins.
    for (const id of ['2001', '5001', '10001', '11001', '12001', '12002', '7001', '7004'])
      expect(btc, names.get(id)).toContain(id);
    // Every product named after BTC is among them, and nothing else.
    const named = world.catalogue.products
      .filter((p) => /\bBTC\b/.test(p.name))
      .map((p) => p.id)
      .sort();
    expect(btc).toEqual(named);
  });

  it('reads the full name and normalised input the same as the symbol', () => {
    const btc = found('btc');
    expect(found('bitcoin')).toEqual(btc);
    expect(found('ＢＴＣ')).toEqual(btc);
    expect(found(' BTC ')).toEqual(btc);
  });
});
