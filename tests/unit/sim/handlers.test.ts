import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkAvailableResultSchema } from '@/api/earn/check-available';
import { claimYieldResultSchema } from '@/api/earn/claim-yield';
import { confirmOrderResultSchema } from '@/api/earn/confirm-order';
import { dataExportCancelResultSchema } from '@/api/earn/data-export-cancel';
import { dataExportCreateResultSchema } from '@/api/earn/data-export-create';
import { dataExportDownloadUrlResultSchema } from '@/api/earn/data-export-download-url';
import { dataExportListResultSchema } from '@/api/earn/data-export-list';
import { downloadBillResultSchema } from '@/api/earn/download-bill';
import { DualDirection, ExportStatus, ProductType } from '@/api/earn/earn-enums';
import { editAutoSavingsResultSchema } from '@/api/earn/edit-auto-savings';
import { getAssetsSummaryV2ResultSchema } from '@/api/earn/get-assets-summary-v2';
import { getAutoSavingsOpenStatusResultSchema } from '@/api/earn/get-auto-savings-open-status';
import { getCoinsResultSchema } from '@/api/earn/get-coins';
import { getHomepageProductCardsResultSchema } from '@/api/earn/get-homepage-product-cards';
import { getPositionsResultSchema } from '@/api/earn/get-positions';
import { getProductDetailResultSchema } from '@/api/earn/get-product-detail';
import { getProductDetailsResultSchema } from '@/api/earn/get-product-details';
import { getProductsExtraInfoResultSchema } from '@/api/earn/get-products-extra-info';
import { getUserBalanceResultSchema } from '@/api/earn/get-user-balance';
import { getUserLiquiditySummaryResultSchema } from '@/api/earn/get-user-liquidity-summary';
import { getUserPnlResultSchema } from '@/api/earn/get-user-pnl';
import { getUserWalletRecordsResultSchema } from '@/api/earn/get-user-wallet-records';
import { listBillExportResultSchema } from '@/api/earn/list-bill-export';
import { payOrderResultSchema } from '@/api/earn/pay-order';
import { previewOrderResultSchema } from '@/api/earn/preview-order';
import { queryOrdersResultSchema } from '@/api/earn/query-orders';
import { retryBillExportResultSchema } from '@/api/earn/retry-bill-export';
import { submitBillExportResultSchema } from '@/api/earn/submit-bill-export';
import { buildDualLadder } from '@/products/dual/ladder';
import { configWebResultSchema } from '@/api/main/config-web';
import { kycInfoResultSchema } from '@/api/main/kyc-info';
import { loginResultSchema } from '@/api/main/login';
import { quoteTokensResultSchema } from '@/api/main/quote-tokens';
import { strategyInfoResultSchema } from '@/api/main/strategy-info';
import { tickerResultSchema } from '@/api/main/ticker';
import { userProfileResultSchema } from '@/api/main/user-profile-schema';
import { parseCsv } from '@/sim/domain/csv';
import { DATA_HEADER } from '@/sim/domain/exports';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import { advanceSimulatedTime, resetSimulator, simServer, simulator } from '@/sim/node/sim-server';
import { call, EARN, earn, loginAs, logout, MAIN, resultOf } from './http-kit';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

const e8 = (n: number | string) => String(BigInt(Math.round(Number(n) * 1e8)));
const secs = (ms: number) => String(Math.floor(ms / 1000));

describe('public endpoints', () => {
  it('get-coins answers rows of six string cells with local icons, and the full name as a seventh', async () => {
    const result = resultOf(await call('GET', `${EARN}/get-coins`), getCoinsResultSchema);
    expect(result.coins.length).toBeGreaterThanOrEqual(15);
    expect(result.coins.find((c) => c.coin[0] === '18')?.coin).toEqual([
      '18',
      'SOL',
      '8',
      '4',
      '/earn/coins/sol-dark.svg',
      '/earn/coins/sol-light.svg',
      'Solana',
    ]);
  });

  it('groups product cards by coin, filters and pages them', async () => {
    const all = resultOf(
      await earn('/get-homepage-product-cards', { page: 1, limit: 50 }),
      getHomepageProductCardsResultSchema,
    );
    const cards = all.coin_products.flatMap((g) => g.saving_products);
    expect(cards.length).toBe(simulator.world.catalogue.products.length);
    expect(all.coin_products[0]?.coin).toBe(5);
    const savings = resultOf(
      await earn('/get-homepage-product-cards', { product_types: [4, 6], coin_name: 'us', sort_apr: 1 }),
      getHomepageProductCardsResultSchema,
    );
    expect(savings.coin_products.map((g) => g.coin).sort((a, b) => a - b)).toEqual([5, 16]);
    expect(
      savings.coin_products
        .flatMap((g) => g.saving_products)
        .every((c) => c.product_type === 4 || c.product_type === 6),
    ).toBe(true);
    const paged = resultOf(
      await earn('/get-homepage-product-cards', { page: 2, limit: 3 }),
      getHomepageProductCardsResultSchema,
    );
    expect(paged.coin_products).toHaveLength(3);
    expect(paged.total).toBe(all.total);
  });

  it('answers product details for every product, every family block included', async () => {
    for (const product of simulator.world.catalogue.products) {
      const result = resultOf(
        await earn('/get-product-detail', { product_id: product.id, product_type: product.type }),
        getProductDetailResultSchema,
      );
      expect(result.product.product_id).toBe(product.id);
    }
    const dual = resultOf(
      await earn('/get-product-detail', { product_id: '2005', product_type: 2 }),
      getProductDetailResultSchema,
    ).product;
    expect(dual.dual?.quotes).toHaveLength(5);
    expect(dual.dual?.direction).toBe(DualDirection.BuyLow);
    const pool = resultOf(
      await earn('/get-product-detail', { product_id: '5003', product_type: 5 }),
      getProductDetailResultSchema,
    ).product;
    expect(pool.liquidity?.fee_rate_e8).toBe('300000');
    const many = resultOf(
      await earn('/get-product-details', { product_type: 6, coin: 5 }),
      getProductDetailsResultSchema,
    );
    expect(many.products.length).toBeGreaterThan(5);
    const unknown = await earn('/get-product-detail', { product_id: '424242', product_type: 4 });
    expect(unknown.body.ret_code).toBe(601);
  });

  it('answers extra info with scenes', async () => {
    const result = resultOf(
      await earn('/get-products-extra-info', { product_ids: ['4001', '6005'], scenes: ['earn_defi_eth_internal'] }),
      getProductsExtraInfoResultSchema,
    );
    expect(result.products.map((p) => p.product_id)).toEqual(['4001', '6005']);
    expect(result.scenes).toEqual([{ scene: 'earn_defi_eth_internal', stage: 1, user_ids: ['1000006'] }]);
  });

  it('answers tickers for prefixed symbols, quote tokens and config', async () => {
    const tickers = resultOf(
      await call('GET', `${MAIN}/spot/api/quote/v1/ticker?symbol=301.BTCUSDT,301.SOLUSDC,301.NOPEUSDT`),
      tickerResultSchema,
    );
    expect(tickers.map((t) => t.s)).toEqual(['BTCUSDT', 'SOLUSDC']);
    const tooMany = Array.from({ length: 101 }, (_, i) => `301.X${i}USDT`).join(',');
    expect((await call('GET', `${MAIN}/spot/api/quote/v1/ticker?symbol=${tooMany}`)).body.ret_code).toBe(-100019);
    const tokens = resultOf(await call('POST', `${MAIN}/spot/s_api/basic/quote_tokens`, {}), quoteTokensResultSchema);
    expect(tokens.map((t) => t.tokenId)).toEqual(['USDT', 'USDC']);
    const config = resultOf(
      await call('POST', `${MAIN}/v3/config/web`, {
        project_name: 'earn',
        keys: ['earn_notice', 'missing'],
        properties: { 'device.language': 'ja' },
      }),
      configWebResultSchema,
    );
    expect(config).toHaveLength(1);
    expect(config[0]?.value).toContain('メンテナンス');
  });

  it('carries the simulated server time in the Date header and time_now', async () => {
    advanceSimulatedTime(3 * HOUR);
    const answer = await call('GET', `${EARN}/get-coins`);
    const now = simulator.world.now();
    expect(answer.headers.get('date')).toBe(new Date(now).toUTCString());
    expect(Math.floor(Number(answer.body.time_now))).toBe(Math.floor(now / 1000));
  });

  it('validates requests like a back end: 10001 for a bad payload', async () => {
    const answer = await earn('/get-product-detail', { product_id: 4001 });
    expect(answer.body.ret_code).toBe(10001);
  });
});

describe('session', () => {
  it('logs in with the usertoken cookie and out again', async () => {
    expect((await call('GET', `${MAIN}/v2/private/user/profile`)).body.ret_code).toBe(10007);
    const wrong = await call('POST', `${MAIN}/login`, { username: 'verified', password: 'nope' });
    expect(wrong.body.ret_code).toBe(20001);
    const answer = await call('POST', `${MAIN}/login`, { username: 'verified', password: 'earn-demo' });
    expect(resultOf(answer, loginResultSchema)).toEqual({ user_id: '1000001' });
    expect(answer.headers.get('set-cookie')).toMatch(/^usertoken=[0-9a-f]{48}; Path=\/; Max-Age=604800/);
    const profile = resultOf(await call('GET', `${MAIN}/v2/private/user/profile`), userProfileResultSchema);
    expect(profile).toMatchObject({ id: '1000001', username: 'verified', loyalty_vip_info: { is_vip: false } });
    const kyc = resultOf(
      await call('POST', `${MAIN}/v3/private/kyc/kyc-info`, {
        obtain_state: true,
        obtain_quotas: true,
        obtain_current: true,
        obtain_kyc_token: false,
      }),
      kycInfoResultSchema,
    );
    expect(kyc.applicant.level).toBe(1);
    await logout();
    expect((await call('GET', `${MAIN}/v2/private/user/profile`)).body.ret_code).toBe(10007);
    expect((await earn('/get-positions', {})).body.ret_code).toBe(10007);
  });

  it('accepts the token as a header (the app sends it so)', async () => {
    const answer = await call('POST', `${MAIN}/login`, { username: 'vip', password: 'earn-demo' });
    const token = /usertoken=([0-9a-f]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] ?? '';
    // The cookie now says "verified"; the header wins, as in the app.
    await loginAs('verified');
    const profile = await call('GET', `${MAIN}/v2/private/user/profile`, undefined, { headers: { usertoken: token } });
    expect(resultOf(profile, userProfileResultSchema).loyalty_vip_info).toEqual({ is_vip: true, label_level: 3 });
    await logout();
  });

  it('walls a compliance-restricted account off new exposure only: holdings stay readable and redeemable', async () => {
    await loginAs('restricted');
    const statusOf = (answer: { body: { ret_code: number; result: unknown } }) =>
      (answer.body.result as { status_code?: number } | null)?.status_code;
    const intent = { product_id: '4001', product_type: ProductType.Flexible, coin: 5, amount_e8: e8(100) };
    for (const answer of [
      await earn('/preview-order', { order_kind: 1, ...intent }),
      await earn('/pay-order', { ...intent, client_order_id: 'restricted-0001' }),
    ]) {
      expect(answer.body.ret_code).toBe(0);
      expect(statusOf(answer)).toBe(10024);
    }
    // What it already holds: the balance, the position from before the restriction, and its redemption.
    expect(statusOf(await earn('/get-user-balance', {}))).toBe(200);
    const positions = resultOf(await earn('/get-positions', { product_types: [4], coin: 5 }), getPositionsResultSchema);
    const position = positions.positions[0];
    expect(position?.principal_e8).toBe(e8(1000));
    const action = { position_id: position?.position_id ?? '', product_type: 4, action: 1, amount_e8: e8(100) };
    resultOf(await earn('/preview-order', { order_kind: 2, ...action }), previewOrderResultSchema);
    const redeemed = resultOf(
      await earn('/confirm-order', { ...action, client_order_id: 'restricted-redeem-1' }),
      confirmOrderResultSchema,
    );
    expect(redeemed.is_duplicate).toBe(false);
    // Public calls still work.
    expect((await earn('/get-homepage-product-cards', {})).body.ret_code).toBe(0);
    await logout();
  });
});

describe('private endpoints as the verified user', () => {
  beforeEach(async () => {
    await loginAs('verified');
  });

  it('answers balances, assets, pnl, records, positions, liquidity summary and auto-savings', async () => {
    const balances = resultOf(await earn('/get-user-balance', { coins: [5, 25] }), getUserBalanceResultSchema);
    expect(balances.balances.find((b) => b.coin === 5 && b.account_type === 6)?.available_e8).toMatch(/^\d+$/);
    expect(balances.balances.some((b) => b.coin === 25 && b.available_e8 === '0')).toBe(true);
    const summary = resultOf(await earn('/get-assets-summary-v2', { quote_coin: 5 }), getAssetsSummaryV2ResultSchema);
    expect(BigInt(summary.total_value_e8) > 0n).toBe(true);
    expect(summary.by_account_type.map((a) => a.account_type)).toEqual([6, 2, 5]);
    const now = simulator.world.now();
    const pnl = resultOf(
      await earn('/get-user-pnl', { start_at: secs(now - 20 * DAY), end_at: secs(now) }),
      getUserPnlResultSchema,
    );
    expect(pnl.daily.length).toBeGreaterThanOrEqual(20);
    expect((await earn('/get-user-pnl', { start_at: secs(now - 200 * DAY), end_at: secs(now) })).body.ret_code).toBe(
      10001,
    );
    const records = resultOf(await earn('/get-user-wallet-records', { limit: 10 }), getUserWalletRecordsResultSchema);
    expect(records.records).toHaveLength(10);
    expect(records.total).toBeGreaterThan(10);
    const positions = resultOf(await earn('/get-positions', {}), getPositionsResultSchema);
    expect(positions.positions.some((p) => p.liquidity)).toBe(true);
    const liquidity = resultOf(await earn('/get-user-liquidity-summary', {}), getUserLiquiditySummaryResultSchema);
    expect(liquidity.position_count).toBe(1);
    const status = resultOf(
      await earn('/get-auto-savings-open-status', { coins: [5, 1] }),
      getAutoSavingsOpenStatusResultSchema,
    );
    expect(status.items).toEqual([
      { coin: 5, is_open: false, product_id: '4001' },
      { coin: 1, is_open: false, product_id: '4003' },
    ]);
    expect(resultOf(await earn('/edit-auto-savings', { coin: 5, is_open: true }), editAutoSavingsResultSchema)).toEqual(
      { coin: 5, is_open: true },
    );
    const orders = resultOf(
      await call('POST', `${EARN}/query-orders`, { product_type: 2, limit: 2 }),
      queryOrdersResultSchema,
    );
    expect(orders.orders).toHaveLength(2);
    // Four dual-asset orders in the seeded history: two pages of two, newest first, no overlap.
    const next = resultOf(
      await call('POST', `${EARN}/query-orders`, { product_type: 2, limit: 2, cursor: orders.next_cursor }),
      queryOrdersResultSchema,
    );
    expect(next.orders).toHaveLength(2);
    expect(next.orders.some((o) => orders.orders.some((p) => p.order_id === o.order_id))).toBe(false);
    expect(next.next_cursor).toBe('');
  });

  it('runs the preview -> check -> pay -> confirm lifecycle, idempotently', async () => {
    const intent = { product_id: '4005', product_type: ProductType.Flexible, coin: 18, amount_e8: e8(12.5) };
    const preview = resultOf(await earn('/preview-order', { order_kind: 1, ...intent }), previewOrderResultSchema);
    expect(preview.apy_e8).toBe('4500000');
    const check = resultOf(
      await earn('/check-available', { product_id: '4005', product_type: 4, amount_e8: e8(12.5) }),
      checkAvailableResultSchema,
    );
    expect(check.reason_code).toBe(0);
    const paid = resultOf(
      await earn('/pay-order', { ...intent, client_order_id: 'http-order-0001' }),
      payOrderResultSchema,
    );
    expect(paid).toMatchObject({ order_status: 1, is_duplicate: false });
    const again = resultOf(
      await earn('/pay-order', { ...intent, client_order_id: 'http-order-0001' }),
      payOrderResultSchema,
    );
    expect(again).toMatchObject({ order_id: paid.order_id, is_duplicate: true });
    advanceSimulatedTime(2 * MINUTE);
    const positions = resultOf(
      await earn('/get-positions', { product_types: [4], coin: 18 }),
      getPositionsResultSchema,
    );
    const position = positions.positions[0];
    expect(position?.principal_e8).toBe(e8(12.5));
    const action = { position_id: position?.position_id ?? '', product_type: 4, action: 1, amount_e8: e8(2.5) };
    const actionPreview = resultOf(
      await earn('/preview-order', { order_kind: 2, ...action }),
      previewOrderResultSchema,
    );
    expect(actionPreview.returns).toEqual([{ coin: 18, amount_e8: e8(2.5) }]);
    // The preview changed nothing.
    const still = resultOf(await earn('/get-positions', { product_types: [4], coin: 18 }), getPositionsResultSchema);
    expect(still.positions[0]?.principal_e8).toBe(e8(12.5));
    const confirmed = resultOf(
      await earn('/confirm-order', { ...action, client_order_id: 'http-redeem-001' }),
      confirmOrderResultSchema,
    );
    expect(confirmed).toMatchObject({ order_status: 3, processing_state: 1, is_duplicate: false });
    const twice = resultOf(
      await earn('/confirm-order', { ...action, client_order_id: 'http-redeem-001' }),
      confirmOrderResultSchema,
    );
    expect(twice).toMatchObject({ order_id: confirmed.order_id, is_duplicate: true });
    const after = resultOf(await earn('/get-positions', { product_types: [4], coin: 18 }), getPositionsResultSchema);
    expect(after.positions[0]?.principal_e8).toBe(e8(10));
  });

  it('previews a dual-asset order with both scenarios and a leveraged pool add with its liquidation price', async () => {
    const detail = resultOf(
      await earn('/get-product-detail', { product_id: '2003', product_type: 2 }),
      getProductDetailResultSchema,
    ).product;
    const quote = detail.dual?.quotes[2];
    const dual = resultOf(
      await earn('/preview-order', {
        order_kind: 1,
        product_id: '2003',
        product_type: 2,
        coin: 5,
        amount_e8: e8(500),
        quote_id: quote?.quote_id,
        dual: { direction: 1, target_price_e8: quote?.target_price_e8 },
      }),
      previewOrderResultSchema,
    );
    expect(dual.dual_scenarios?.map((s) => s.return_coin)).toEqual([2, 5]);
    const pool = resultOf(
      await earn('/preview-order', {
        order_kind: 1,
        product_id: '5002',
        product_type: 5,
        coin: 5,
        amount_e8: e8(1000),
        liquidity: { leverage: '3' },
      }),
      previewOrderResultSchema,
    );
    expect(pool.liquidity?.loan_e8).toBe(e8(2000));
    expect(BigInt(pool.liquidity?.liquidation_price_e8 ?? '0') > 0n).toBe(true);
  });

  it('claims yield of staking positions', async () => {
    advanceSimulatedTime(2 * DAY);
    const claimed = resultOf(
      await earn('/claim-yield', { client_order_id: 'claim-http-0001', product_type: 8 }),
      claimYieldResultSchema,
    );
    expect(claimed.claimed[0]?.coin).toBe(18);
    expect((await earn('/claim-yield', { client_order_id: 'claim-http-0002', product_type: 8 })).body.ret_code).toBe(
      304,
    );
  });

  it('runs both exports end to end and serves a real CSV by link', async () => {
    const now = simulator.world.now();
    const day = (ms: number) => secs(Math.floor(ms / DAY) * DAY);
    const created = resultOf(
      await earn('/data-export/create', { export_start_at: day(now - 15 * DAY), export_end_at: day(now - DAY) }),
      dataExportCreateResultSchema,
    );
    expect(
      (await earn('/data-export/create', { export_start_at: day(now - 15 * DAY), export_end_at: day(now - DAY) })).body
        .ret_code,
    ).toBe(327);
    expect(
      (await earn('/data-export/create', { export_start_at: day(now - 400 * DAY), export_end_at: day(now - DAY) })).body
        .ret_code,
    ).toBe(328);
    expect((await earn('/data-export/download-url', { record_id: created.record_id })).body.ret_code).toBe(602);
    advanceSimulatedTime(6 * MINUTE);
    const list = resultOf(await earn('/data-export/list', {}), dataExportListResultSchema);
    expect(list.records[0]).toMatchObject({ record_id: created.record_id, status: ExportStatus.Ready });
    const link = resultOf(
      await earn('/data-export/download-url', { record_id: created.record_id }),
      dataExportDownloadUrlResultSchema,
    );
    const file = await fetch(link.download_url);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="records-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d+\.csv"$/,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes));
    expect(rows[0]).toEqual([...DATA_HEADER]);
    expect(rows.length).toBeGreaterThan(10);
    expect((await fetch(link.download_url.replace(/sig=\w+/, 'sig=forged'))).status).toBe(403);
    resultOf(await earn('/data-export/cancel', { record_id: created.record_id }), dataExportCancelResultSchema);
    expect(
      resultOf(await earn('/data-export/list', {}), dataExportListResultSchema).records.some(
        (r) => r.record_id === created.record_id,
      ),
    ).toBe(false);

    const bills = resultOf(await earn('/list-bill-export', {}), listBillExportResultSchema);
    const failed = bills.records.find((r) => r.status === ExportStatus.Failed);
    expect(failed).toBeDefined();
    resultOf(await earn('/retry-bill-export', { record_id: failed?.record_id }), retryBillExportResultSchema);
    const submitted = resultOf(
      await earn('/submit-bill-export', {
        start_at: day(now - 10 * DAY),
        end_at: day(now - DAY),
        product_types: [2, 6],
      }),
      submitBillExportResultSchema,
    );
    advanceSimulatedTime(6 * MINUTE);
    const bill = resultOf(await earn('/download-bill', { record_id: submitted.record_id }), downloadBillResultSchema);
    expect((await fetch(bill.download_url)).status).toBe(200);
    expect((await earn('/download-bill', { record_id: '999' })).body.ret_code).toBe(303);
  });

  it('answers the strategy info', async () => {
    expect(
      resultOf(
        await call('GET', `${MAIN}/discovery/v5/private/discovery/strategy-info?strategy_id=earn_home_ranking`),
        strategyInfoResultSchema,
      ).status,
    ).toBe(1);
  });
});

describe('fault injection', () => {
  it('answers an injected code, once', async () => {
    simulator.setEndpointFault('get-coins', { code: 600, once: true });
    expect((await call('GET', `${EARN}/get-coins`)).body.ret_code).toBe(600);
    expect((await call('GET', `${EARN}/get-coins`)).body.ret_code).toBe(0);
  });

  it('sends malformed JSON, HTTP 500 and schema-breaking payloads', async () => {
    simulator.setEndpointFault('get-coins', { malformed: true });
    const malformed = await call('GET', `${EARN}/get-coins`);
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.text)).toThrow();
    simulator.setEndpointFault('get-coins', { http500: true });
    expect((await call('GET', `${EARN}/get-coins`)).status).toBe(500);
    simulator.setEndpointFault('get-coins', { schema: true });
    const broken = await call('GET', `${EARN}/get-coins`);
    expect(broken.body.ret_code).toBe(0);
    expect(getCoinsResultSchema.safeParse(broken.body.result).success).toBe(false);
    simulator.setEndpointFault('profile', { schema: true });
    await loginAs('verified');
    expect(
      userProfileResultSchema.safeParse((await call('GET', `${MAIN}/v2/private/user/profile`)).body.result).success,
    ).toBe(false);
  });

  it('adds latency, and can time a call out', async () => {
    simulator.setEndpointFault('*', { latencyMs: 150 });
    const started = Date.now();
    await call('GET', `${EARN}/get-coins`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    simulator.setEndpointFault('*', { timeout: true });
    await expect(call('GET', `${EARN}/get-coins`, undefined, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
  });
});

describe('catalogue size option', () => {
  it('serves a catalogue of 500 products', async () => {
    resetSimulator(1, { catalogueSize: 500 });
    const all = resultOf(
      await earn('/get-homepage-product-cards', { limit: 100 }),
      getHomepageProductCardsResultSchema,
    );
    expect(all.coin_products.flatMap((g) => g.saving_products)).toHaveLength(500);
  });

  it('widens the BTC/USDT buy-low dual ladder to 100 quotes: twelve terms, ten targets', async () => {
    resetSimulator(1, { catalogueSize: 500 });
    const { products } = resultOf(
      await earn('/get-product-details', { product_type: ProductType.Dual }),
      getProductDetailsResultSchema,
    );
    const ladder = buildDualLadder(products, { base: 1, quote: 5 }, DualDirection.BuyLow);
    expect(ladder.rows).toHaveLength(12);
    expect(ladder.targetsE8).toHaveLength(10);
    expect(ladder.rows.flatMap((r) => r.cells).filter(Boolean)).toHaveLength(100);
    resetSimulator(1);
    const usual = resultOf(
      await earn('/get-product-details', { product_type: ProductType.Dual }),
      getProductDetailsResultSchema,
    );
    expect(
      buildDualLadder(usual.products, { base: 1, quote: 5 }, DualDirection.BuyLow)
        .rows.flatMap((r) => r.cells)
        .filter(Boolean),
    ).toHaveLength(20);
  });
});

describe('coverage of docs/api.md', () => {
  it('has a handler for every endpoint the API document lists', () => {
    const doc = readFileSync('docs/api.md', 'utf8');
    const mainAt = doc.indexOf('## Main API');
    const rows = [...doc.matchAll(/^\| (GET|POST)\s*\| `([^`?]+)[^`]*`/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(35);
    const handled = simServer
      .listHandlers()
      .map((h) => ('info' in h ? (h.info as { method?: string; path?: unknown }) : {}));
    for (const row of rows) {
      const base = (row.index ?? 0) > mainAt ? MAIN : EARN;
      const path = `*${base}${row[2]}`;
      expect(
        handled.some((h) => h.method === row[1] && h.path === path),
        `${row[1]} ${path}`,
      ).toBe(true);
    }
  });
});
