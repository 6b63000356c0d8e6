import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchCheckAvailable } from '@/api/earn/check-available';
import { fetchClaimYield } from '@/api/earn/claim-yield';
import { fetchConfirmOrder } from '@/api/earn/confirm-order';
import { fetchDataExportCancel } from '@/api/earn/data-export-cancel';
import { fetchDataExportCreate } from '@/api/earn/data-export-create';
import { fetchDataExportDownloadUrl } from '@/api/earn/data-export-download-url';
import { fetchDataExportList } from '@/api/earn/data-export-list';
import { fetchDownloadBill } from '@/api/earn/download-bill';
import { fetchEditAutoSavings } from '@/api/earn/edit-auto-savings';
import { fetchGetAssetsSummaryV2 } from '@/api/earn/get-assets-summary-v2';
import { fetchGetAutoSavingsOpenStatus } from '@/api/earn/get-auto-savings-open-status';
import { fetchGetHomepageProductCards } from '@/api/earn/get-homepage-product-cards';
import { fetchGetPositions } from '@/api/earn/get-positions';
import { fetchGetProductDetail } from '@/api/earn/get-product-detail';
import { fetchGetProductDetails } from '@/api/earn/get-product-details';
import { fetchGetProductsExtraInfo } from '@/api/earn/get-products-extra-info';
import { fetchGetUserBalance } from '@/api/earn/get-user-balance';
import { fetchGetUserLiquiditySummary } from '@/api/earn/get-user-liquidity-summary';
import { fetchGetUserPnl } from '@/api/earn/get-user-pnl';
import { fetchGetUserWalletRecords } from '@/api/earn/get-user-wallet-records';
import { fetchListBillExport } from '@/api/earn/list-bill-export';
import { fetchPayOrder } from '@/api/earn/pay-order';
import { fetchPreviewOrder } from '@/api/earn/preview-order';
import { fetchQueryOrders } from '@/api/earn/query-orders';
import { fetchRetryBillExport } from '@/api/earn/retry-bill-export';
import { fetchSubmitBillExport } from '@/api/earn/submit-bill-export';
import { fetchConfigWeb, configWebRequest, configValues } from '@/api/main/config-web';
import { fetchKycInfo, FULL_KYC_REQUEST } from '@/api/main/kyc-info';
import { fetchQuoteTokens, quotableBases } from '@/api/main/quote-tokens';
import { fetchStrategyInfo } from '@/api/main/strategy-info';
import { RESULTS } from './support/fixtures';
import { earnUrl, envelope, mainUrl, server, installMswServer } from './support/msw-server';

installMswServer();

type Fetch = () => Promise<unknown>;

interface Case {
  name: keyof typeof RESULTS;
  method: 'GET' | 'POST';
  url: string;
  call: Fetch;
  /** What the server must receive: the JSON body (POST) or the query (GET). */
  sent: Record<string, unknown>;
}

const CID = 'f3a1c2d4-0000-4000-8000-000000000001';
const earn = (name: keyof typeof RESULTS, call: Fetch, sent: Record<string, unknown>): Case => ({
  name,
  method: 'POST',
  url: earnUrl(`/${name}`),
  call,
  sent,
});

const subscribe = { product_id: '101', product_type: 4 as const, coin: 5, amount_e8: '10000000000' };

const CASES: Case[] = [
  earn(
    'get-homepage-product-cards',
    () => fetchGetHomepageProductCards({ product_area: [0], page: 1, limit: 20, sort_apr: 1 }),
    { product_area: [0], page: 1, limit: 20, sort_apr: 1 },
  ),
  earn('get-product-detail', () => fetchGetProductDetail({ product_id: '101', product_type: 4 }), {
    product_id: '101',
    product_type: 4,
  }),
  earn('get-product-details', () => fetchGetProductDetails({ product_ids: ['101'] }), { product_ids: ['101'] }),
  earn('preview-order', () => fetchPreviewOrder({ order_kind: 1, ...subscribe }), { order_kind: 1, ...subscribe }),
  earn('check-available', () => fetchCheckAvailable({ product_id: '101', product_type: 4 }), {
    product_id: '101',
    product_type: 4,
  }),
  earn('pay-order', () => fetchPayOrder({ ...subscribe, client_order_id: CID }), {
    ...subscribe,
    client_order_id: CID,
  }),
  earn(
    'confirm-order',
    () => fetchConfirmOrder({ position_id: 'p-1', product_type: 4, action: 1, client_order_id: CID }),
    { position_id: 'p-1', product_type: 4, action: 1, client_order_id: CID },
  ),
  earn('get-assets-summary-v2', () => fetchGetAssetsSummaryV2({}), {}),
  earn('get-user-pnl', () => fetchGetUserPnl({ start_at: '1717000000', end_at: '1718000000' }), {
    start_at: '1717000000',
    end_at: '1718000000',
  }),
  earn('get-user-balance', () => fetchGetUserBalance({ coins: [5] }), { coins: [5] }),
  earn('get-user-wallet-records', () => fetchGetUserWalletRecords({ record_types: [3], page: 1 }), {
    record_types: [3],
    page: 1,
  }),
  earn('get-positions', () => fetchGetPositions({ product_types: [4] }), { product_types: [4] }),
  earn('query-orders', () => fetchQueryOrders({ product_type: 2, only_effective_order: false, limit: 20 }), {
    product_type: 2,
    only_effective_order: false,
    limit: 20,
  }),
  earn('get-products-extra-info', () => fetchGetProductsExtraInfo({ product_ids: ['101'], scenes: ['flexible_v2'] }), {
    product_ids: ['101'],
    scenes: ['flexible_v2'],
  }),
  earn('submit-bill-export', () => fetchSubmitBillExport({ start_at: '1717000000', end_at: '1718000000' }), {
    start_at: '1717000000',
    end_at: '1718000000',
  }),
  earn('retry-bill-export', () => fetchRetryBillExport({ record_id: 'b-1' }), { record_id: 'b-1' }),
  earn('list-bill-export', () => fetchListBillExport({}), {}),
  earn('download-bill', () => fetchDownloadBill({ record_id: 'b-1' }), { record_id: 'b-1' }),
  earn('get-user-liquidity-summary', () => fetchGetUserLiquiditySummary({}), {}),
  earn('claim-yield', () => fetchClaimYield({ client_order_id: CID, product_type: 3 }), {
    client_order_id: CID,
    product_type: 3,
  }),
  earn('get-auto-savings-open-status', () => fetchGetAutoSavingsOpenStatus({}), {}),
  earn('edit-auto-savings', () => fetchEditAutoSavings({ coin: 5, is_open: false }), { coin: 5, is_open: false }),
  earn(
    'data-export/create',
    () => fetchDataExportCreate({ export_start_at: '1717000000', export_end_at: '1718000000' }),
    { export_start_at: '1717000000', export_end_at: '1718000000' },
  ),
  earn('data-export/cancel', () => fetchDataExportCancel({ record_id: 'e-1' }), { record_id: 'e-1' }),
  earn('data-export/list', () => fetchDataExportList({}), {}),
  earn('data-export/download-url', () => fetchDataExportDownloadUrl({ record_id: 'e-1' }), { record_id: 'e-1' }),
  {
    name: 'kyc-info',
    method: 'POST',
    url: mainUrl('/v3/private/kyc/kyc-info'),
    call: () => fetchKycInfo(),
    sent: { ...FULL_KYC_REQUEST },
  },
  {
    name: 'quote-tokens',
    method: 'POST',
    url: mainUrl('/spot/s_api/basic/quote_tokens'),
    call: () => fetchQuoteTokens(),
    sent: {},
  },
  {
    name: 'config-web',
    method: 'POST',
    url: mainUrl('/v3/config/web'),
    call: () => fetchConfigWeb(configWebRequest(['earn.banner'], 'ja-JP')),
    sent: { project_name: 'earn-web', keys: ['earn.banner'], properties: { 'device.language': 'ja-JP' } },
  },
  {
    name: 'strategy-info',
    method: 'GET',
    url: mainUrl('/discovery/v5/private/discovery/strategy-info'),
    call: () => fetchStrategyInfo({ strategy_id: 's-1' }),
    sent: { strategy_id: 's-1' },
  },
];

describe('every endpoint speaks the wire format end to end', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    let received: { method: string; sent: unknown } | null = null;
    const fixture = RESULTS[c.name];
    // Object results arrive with the gateway's status_code 200, which the client must drop.
    const payload = Array.isArray(fixture) ? fixture : { status_code: 200, ...fixture };
    server.use(
      http.all(c.url, async ({ request }) => {
        const sent =
          request.method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await request.json();
        received = { method: request.method, sent };
        return HttpResponse.json(envelope(payload));
      }),
    );
    const result = await c.call();
    expect(received).toEqual({ method: c.method, sent: c.sent });
    expect(result).toEqual(RESULTS[c.name]);
  });

  it('the cases cover every fixture', () => {
    expect(new Set(CASES.map((c) => c.name))).toEqual(new Set(Object.keys(RESULTS)));
  });

  it('an unknown display status reads as Default instead of failing the list', async () => {
    const cards = structuredClone(RESULTS['get-homepage-product-cards']) as unknown as {
      coin_products: { saving_products: { display_status: number }[] }[];
    };
    cards.coin_products[0]!.saving_products[0]!.display_status = 42;
    server.use(http.post(earnUrl('/get-homepage-product-cards'), () => HttpResponse.json(envelope(cards))));
    const result = await fetchGetHomepageProductCards({});
    expect(result.coin_products[0]?.saving_products[0]?.display_status).toBe(0);
  });

  it('helpers read main API results', () => {
    expect([...quotableBases(RESULTS['quote-tokens'] as never, 'usdt')]).toEqual(['BTC']);
    expect(configValues(RESULTS['config-web'] as never).get('earn.banner')).toBe('{"on":true}');
  });
});
