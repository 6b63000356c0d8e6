import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/static-server';
import { waitForApp } from './support/page-checks';

/**
 * The demo's mock service worker across navigations. msw's worker used to unregister itself whenever a page
 * said it was closing, racing the next page of the same tab, and msw drops the promise of the
 * `registration.update()` it asks for on every load: when the registration was going away or the script could
 * not be fetched, that was an uncaught "Failed to update a ServiceWorker ... mockServiceWorker.js" (or the next
 * page had to register again). Here the host fails every fetch of the script once the worker controls the page,
 * so every later load meets a failing update.
 */

const root = path.resolve(import.meta.dirname, '../..', process.env.E2E_ROOT ?? 'dist-demo');
let server: http.Server;
let origin = '';
let failedFetches = 0;
/** Set once the worker is registered and controls the page: from then on the host fails the script. */
let failScript = false;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(root, 'global', 'mockServiceWorker.js'))) throw new Error(`no demo build in ${root}`);
  const site = createStaticServer({ root, defaultEdition: 'global' });
  server = http.createServer((req, res) => {
    if (failScript && (req.url ?? '').startsWith('/mockServiceWorker.js')) {
      failedFetches += 1;
      req.socket.destroy();
      return;
    }
    site.emit('request', req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('navigations keep the worker registered, and an update that cannot fetch the script is no uncaught error', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`${origin}/earn/home/?sim=reset;panel:off`);
  await waitForApp(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  failScript = true;
  const routes = [
    '/earn/savings/',
    '/earn/home/',
    '/earn/login/',
    '/earn/usdtb/',
    '/earn/savings/',
    '/earn/home/',
    '/earn/login/',
  ];
  for (const route of routes) {
    await page.goto(`${origin}${route}`);
    await waitForApp(page);
    // Every page is controlled by the one registered worker from its first request on.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
      `${origin}/mockServiceWorker.js`,
    );
  }
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  // The updates did fail.
  await expect.poll(() => failedFetches).toBeGreaterThan(0);
  // Unhandled rejections surface a moment after the failed fetch.
  await page.waitForTimeout(500);
  expect(uncaught).toEqual([]);
});
