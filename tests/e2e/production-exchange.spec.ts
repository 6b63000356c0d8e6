import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { createStaticServer } from '../../scripts/lib/static-server';
import { startLocalExchange, type LocalExchange } from '../../scripts/lib/local-exchange';
import { loginAs } from './support/demo-login';
import { waitForApp } from './support/page-checks';

/**
 * The production build against the simulated exchange running as a server (`npm run exchange`), served with
 * the API proxied (`npm run serve -- --exchange`): what a CDN edition does against the real exchange, on
 * realistic data. The build's socket host is the real one, so sockets are relayed to the local exchange
 * frame by frame (the app's own socket client runs unchanged).
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const PROD_ROOT = path.resolve(REPO, process.env.E2E_PROD_ROOT ?? 'dist');

let exchange: LocalExchange;
let site: http.Server;
let origin: string;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(PROD_ROOT, 'global', 'earn', 'home', 'index.html'))) {
    throw new Error(`no production build in ${PROD_ROOT} (build it, or set E2E_PROD_ROOT)`);
  }
  exchange = await startLocalExchange();
  site = createStaticServer({ root: PROD_ROOT, defaultEdition: 'global', exchange: new URL(exchange.origin) });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  site?.close();
  exchange?.stop();
});

test('a production build on the local exchange: a cold home issues each call once and the savings page reuses its cards; a logged-in wallet and the live dual ladder run on its data', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // The build's socket host is the real exchange's: relay each socket to the local one.
  await context.routeWebSocket(/^wss:\/\/stream\./, (route) => {
    const upstream = new WebSocket(`${exchange.origin.replace('http', 'ws')}${new URL(route.url()).pathname}`);
    const queued: string[] = [];
    upstream.on('open', () => queued.splice(0).forEach((frame) => upstream.send(frame)));
    upstream.on('message', (data) => route.send(String(data)));
    upstream.on('close', (code) => void route.close({ code: code === 1005 || code === 1006 ? 1000 : code }));
    route.onMessage((frame) => {
      if (upstream.readyState === upstream.OPEN) upstream.send(String(frame));
      else queued.push(String(frame));
    });
    route.onClose(() => upstream.close());
  });

  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/x-api/'))
      calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  await page.goto(`${origin}/earn/home/`);
  await waitForApp(page);
  await expect(page.locator('article[data-product-id]').first()).toBeVisible();
  expect(await page.locator('article[data-product-id]').count()).toBeGreaterThan(20);
  // Let late calls (retries, refetches on focus) show themselves.
  await page.waitForTimeout(1500);
  expect(calls.length).toBeGreaterThan(0);
  expect(
    calls.filter((call, i) => calls.indexOf(call) !== i),
    `calls made more than once: ${calls.join('\n')}`,
  ).toEqual([]);
  // A family page opened from home starts from the cards home read: no second product-list call.
  const beforeSavings = calls.length;
  await page.getByRole('navigation').getByRole('link', { name: 'Savings', exact: true }).first().click();
  await expect(page.locator('main#main h1').first()).toContainText(/savings/i);
  await page.waitForTimeout(500);
  expect(calls.slice(beforeSavings).filter((call) => call.includes('get-homepage-product-cards'))).toEqual([]);

  // The login call goes through the proxy to the local exchange, like any other.
  await loginAs(page, 'verified');
  await page.goto(`${origin}/earn/wallet/`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-position-id]').first()).toBeVisible({ timeout: 15_000 });

  await page.goto(`${origin}/earn/dual-asset-mining/`);
  await waitForApp(page);
  await expect(page.locator('[data-live-status="live"]').first()).toBeVisible({ timeout: 15_000 });
});
