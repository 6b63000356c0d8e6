import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchCoins } from '@/api/earn/get-coins';
import { fetchGetHomepageProductCards } from '@/api/earn/get-homepage-product-cards';
import { fetchGetPositions } from '@/api/earn/get-positions';
import { fetchGetUserBalance } from '@/api/earn/get-user-balance';
import { fetchPayOrder } from '@/api/earn/pay-order';
import { fetchLogin } from '@/api/main/login';
import { logout } from '@/api/main/logout';
import { fetchQuoteTokens } from '@/api/main/quote-tokens';
import { fetchTickers } from '@/api/main/ticker';
import { fetchUserProfile } from '@/api/main/user-profile';
import { resetSimulator, simServer } from '@/sim/node/sim-server';

/** The app's own API client against the simulator: requests it sends are accepted, answers parse. */
beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

describe('the API client and the simulator agree', () => {
  it('reads public data', async () => {
    const coins = await fetchCoins();
    expect(coins.byEnum.get(18)).toMatchObject({
      name: 'SOL',
      txPrecision: 4,
      unitPrice: '0.0001',
      lightIcon: '/earn/coins/sol-light.svg',
    });
    const cards = await fetchGetHomepageProductCards({ product_area: [0], page: 1, limit: 5 });
    expect(cards.coin_products).toHaveLength(5);
    const tokens = await fetchQuoteTokens();
    expect(tokens.length).toBe(2);
    const prices = await fetchTickers(['BTCUSDT', 'ETHUSDT']);
    expect(prices.size).toBe(2);
  });

  it('logs in, reads private data, subscribes and logs out', async () => {
    const login = await fetchLogin({ username: 'verified', password: 'earn-demo' });
    expect(login.user_id).toBe('1000001');
    const profile = await fetchUserProfile();
    expect(profile.username).toBe('verified');
    const balances = await fetchGetUserBalance({ coins: [5] });
    expect(balances.balances.length).toBeGreaterThan(0);
    const order = await fetchPayOrder({
      client_order_id: 'client-lib-0001',
      product_id: '4001',
      product_type: 4,
      coin: 5,
      amount_e8: '10000000000',
    });
    expect(order.is_duplicate).toBe(false);
    const positions = await fetchGetPositions({});
    expect(positions.total).toBeGreaterThan(0);
    expect(await logout()).toBe(true);
  });
});
