import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAssetsSummaryV2ResultSchema, type GetAssetsSummaryV2Result } from '@/api/earn/get-assets-summary-v2';
import { getPositionsResultSchema } from '@/api/earn/get-positions';
import { getUserPnlResultSchema } from '@/api/earn/get-user-pnl';
import { DEMO_ACCOUNTS } from '@/sim/demo-accounts';
import { DAY } from '@/sim/domain/time';
import { advanceSimulatedTime, resetSimulator, simServer, simulator } from '@/sim/node/sim-server';
import { earn, loginAs, logout, resultOf } from './http-kit';

/**
 * The wallet's figures reconcile for every demo account, in both quote coins (USDT; USDC in the EU edition):
 * each total is the exact sum of its rows (whole cents, so the screen adds up too), a stablecoin is worth its
 * amount (spec §5: fixed at 1), and the
 * cumulative yield is the sum of what each product earned. Checked on the seeded world and ten days on, when
 * pools have moved and positions have settled.
 */

const USDT = 5;
const USDC = 16;
const STABLE = new Set([USDT, USDC]);
/** One cent of the quote coin in e8 units. */
const CENT = 1_000_000n;
const secs = (ms: number) => String(Math.floor(ms / 1000));
const sum = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

/** Every demo account, the compliance-restricted one included: its holdings stay readable. */
const ACCOUNTS = DEMO_ACCOUNTS;

function reconcile(summary: GetAssetsSummaryV2Result, quote: number): void {
  expect(summary.quote_coin).toBe(quote);
  expect(sum(summary.by_family.map((row) => row.value_e8))).toBe(BigInt(summary.total_value_e8));
  expect(sum(summary.by_coin.map((row) => row.value_e8))).toBe(BigInt(summary.total_value_e8));
  expect(sum(summary.by_family.map((row) => row.yield_value_e8))).toBe(BigInt(summary.cumulative_yield_value_e8));
  // Values are whole cents, so what the page shows adds up too; a stablecoin is worth its amount (to the cent).
  const values = [
    summary.total_value_e8,
    summary.cumulative_yield_value_e8,
    summary.yesterday_yield_value_e8,
    ...summary.by_family.flatMap((row) => [row.value_e8, row.yield_value_e8]),
    ...summary.by_coin.map((row) => row.value_e8),
    ...summary.by_account_type.map((row) => row.value_e8),
  ];
  for (const value of values) expect(BigInt(value) % CENT).toBe(0n);
  for (const row of summary.by_coin.filter((r) => STABLE.has(r.coin))) {
    expect({ coin: row.coin, value: BigInt(row.value_e8) }).toEqual({
      coin: row.coin,
      value: BigInt(row.amount_e8) - (BigInt(row.amount_e8) % CENT),
    });
  }
}

describe('wallet totals', () => {
  it.each(ACCOUNTS.map((account) => [account.username]))(
    'reconcile for %s, in USDT and USDC, now and ten days on',
    async (username) => {
      await loginAs(username);
      for (const step of [0, 10 * DAY]) {
        advanceSimulatedTime(step);
        simulator.world.sync();
        for (const quote of [USDT, USDC]) {
          reconcile(
            resultOf(await earn('/get-assets-summary-v2', { quote_coin: quote }), getAssetsSummaryV2ResultSchema),
            quote,
          );
          const now = simulator.world.now();
          const pnl = resultOf(
            await earn('/get-user-pnl', { start_at: secs(now - 30 * DAY), end_at: secs(now), quote_coin: quote }),
            getUserPnlResultSchema,
          );
          expect(pnl.quote_coin).toBe(quote);
          expect(sum(pnl.daily.map((day) => day.pnl_e8))).toBe(BigInt(pnl.cumulate_pnl_e8));
        }
      }
      await logout();
    },
  );

  it('values the verified account: earned per product includes closed positions, a pool position counts both of its coins', async () => {
    await loginAs('verified');
    const summary = resultOf(
      await earn('/get-assets-summary-v2', { quote_coin: USDT }),
      getAssetsSummaryV2ResultSchema,
    );
    // The settled dual-asset orders of the demo history earned (or lost) without an open position left.
    const dual = summary.by_family.find((row) => row.product_type === 2);
    expect(dual?.position_count).toBe(0);
    expect(dual?.yield_value_e8).not.toBe('0');
    // The ETH-USDT pool position holds ETH as well as USDT.
    expect(summary.by_coin.find((row) => row.coin === 2 && BigInt(row.amount_e8) > 100_000_000n)).toBeDefined();
  });
});

describe('holdings with no price in the quote coin', () => {
  const BIT = 8;
  const KST = 24;

  it('count nothing in a USDC valuation and are named, not shown as worth 0.00', async () => {
    await loginAs('verified');
    const usdc = resultOf(await earn('/get-assets-summary-v2', { quote_coin: USDC }), getAssetsSummaryV2ResultSchema);
    const usdt = resultOf(await earn('/get-assets-summary-v2', { quote_coin: USDT }), getAssetsSummaryV2ResultSchema);
    // A KST launchpool stake and BIT in a wallet: both trade against USDT only.
    const held = new Set(usdt.by_coin.map((row) => row.coin));
    expect(held.has(KST)).toBe(true);
    expect(usdc.unpriced_coins).toEqual([BIT, KST]);
    for (const coin of usdc.unpriced_coins ?? []) {
      expect(usdc.by_coin.find((row) => row.coin === coin)?.value_e8 ?? '0').toBe('0');
      // In USDT the same holding has a value.
      if (held.has(coin))
        expect(BigInt(usdt.by_coin.find((row) => row.coin === coin)?.value_e8 ?? '0')).toBeGreaterThan(0n);
    }
    expect(usdt.unpriced_coins).toBeUndefined();
    reconcile(usdc, USDC);
    await logout();
  });
});

describe('positions whose principal is at risk', () => {
  it('are worth what their cards estimate today, not their principal, and the summary says which families', async () => {
    await loginAs('verified');
    const positions = resultOf(await earn('/get-positions', {}), getPositionsResultSchema).positions;
    const summary = resultOf(
      await earn('/get-assets-summary-v2', { quote_coin: USDT }),
      getAssetsSummaryV2ResultSchema,
    );
    const atRisk = positions.filter((p) => p.offer !== undefined);
    const types = [...new Set(atRisk.map((p) => p.product_type))];
    // The demo's double-win (200 USDT in), and whatever else settles against a price.
    expect(types).toContain(10);
    for (const type of types) {
      const held = atRisk.filter((p) => p.product_type === type);
      const estimate = sum(held.map((p) => p.offer?.estimated_value_e8 ?? '0'));
      const principal = sum(held.map((p) => p.principal_e8));
      const row = summary.by_family.find((r) => r.product_type === type);
      // Whole cents, shared out among the families holding the coin: within a cent of each estimate.
      const gap = BigInt(row?.value_e8 ?? '0') - estimate;
      expect(gap < 0n ? -gap : gap, `family ${type}`).toBeLessThanOrEqual(CENT * BigInt(held.length));
      expect(row?.valued_at_estimate, `family ${type}`).toBe(true);
      if (type === 10) expect(BigInt(row?.value_e8 ?? '0')).toBeLessThan(principal);
    }
    // Savings are worth their principal: nothing to flag.
    expect(summary.by_family.find((r) => r.product_type === 4)?.valued_at_estimate).toBeUndefined();
    reconcile(summary, USDT);
    await logout();
  });
});
