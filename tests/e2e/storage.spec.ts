import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/static-server';
import { waitForApp } from './support/page-checks';

/**
 * Broken browser storage never blanks a page. The demo: a saved world or cookie store that is valid JSON of
 * the wrong shape (or not JSON) is dropped with a translated notice and a fresh world; disabled storage
 * (SecurityError on access) and full storage (QuotaExceededError on every write) leave the demo running in page
 * memory, logins included; with service workers refused too (cookies blocked for real) the app still renders and
 * says why it has no data. The production build (no simulator) survives the same storage.
 */

const WORLD_KEY = 'earn-sim:world';
const COOKIE_KEY = '__msw-cookie-store__';

/** Puts `value` under `key` before the first page script runs, once per tab (a reload then reads what the app saved). */
async function seedOnce(page: Page, entries: Record<string, string>) {
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('test:seeded')) return;
    sessionStorage.setItem('test:seeded', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/** Cookies blocked: every access to localStorage throws, as Chromium does. */
async function disableStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  });
}

/** Quota used up: every write throws. */
async function fillStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException(
        "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.",
        'QuotaExceededError',
      );
    };
  });
}

function watchUncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /ServiceWorker|TypeError|SecurityError|QuotaExceeded/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

const notice = (page: Page) => page.locator('#earn-sim-notice');

async function logInThroughTheForm(page: Page) {
  await page.goto('/earn/login/?redirect_url=%2Fearn%2Fwallet%2F');
  await waitForApp(page);
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('verified');
  await main.getByLabel('Password').fill('earn-demo');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('total-assets')).toBeVisible();
}

test.describe('demo build', () => {
  const corrupted: [string, Record<string, string>][] = [
    [
      'a saved world of the wrong shape',
      { [WORLD_KEY]: JSON.stringify({ version: 3, seed: 1, orders: {}, users: 5 }) },
    ],
    ['a saved world that is not JSON', { [WORLD_KEY]: '{"version":3,' }],
    ['a saved world from another version', { [WORLD_KEY]: JSON.stringify({ version: 1, seed: 1 }) }],
    ['a cookie store of the wrong shape', { [COOKIE_KEY]: '{"usertoken":"x"}' }],
    ['a cookie store of nulls', { [COOKIE_KEY]: '[null]' }],
  ];

  for (const [label, entries] of corrupted) {
    test(`${label}: a fresh world, a translated notice, and the demo works`, async ({ page }) => {
      const errors = watchUncaught(page);
      await seedOnce(page, entries);
      await page.goto('/earn/home/?sim=panel:off');
      await waitForApp(page);
      await expect(notice(page)).toContainText(
        'The saved demo state could not be read, so a fresh demo world was started.',
      );
      await expect(page.locator('article[data-product-id]').first()).toBeVisible();
      await logInThroughTheForm(page);
      // What was saved now reads back: no notice on the next load.
      await page.reload();
      await expect(page.getByTestId('total-assets')).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the notice speaks the page language and can be dismissed', async ({ page }) => {
    await seedOnce(page, { [WORLD_KEY]: '[]' });
    await page.goto('/ja-JP/earn/home/?sim=panel:off');
    await waitForApp(page);
    await expect(notice(page)).toContainText('保存されたデモの状態を読み込めなかったため');
    await notice(page).getByRole('button', { name: '閉じる' }).click();
    await expect(notice(page)).toHaveCount(0);
  });

  test('disabled storage (SecurityError): the demo runs in page memory, with a notice, and a login works', async ({
    page,
  }) => {
    const errors = watchUncaught(page);
    await disableStorage(page);
    await page.goto('/earn/home/?sim=panel:off');
    await waitForApp(page);
    await expect(notice(page)).toContainText('Browser storage is unavailable or full');
    await expect(page.locator('article[data-product-id]').first()).toBeVisible();
    // The session cookie lives in msw's cookie store, which now lives in page memory: a client-side navigation keeps it.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('verified');
    await dialog.getByLabel('Password').fill('earn-demo');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('cookies blocked for real (storage and service workers refused): the app renders, with a notice, no uncaught error', async ({
    page,
  }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await disableStorage(page);
    await page.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () =>
        Promise.reject(
          new DOMException(
            'Failed to register a ServiceWorker: The user denied permission to use Service Worker.',
            'SecurityError',
          ),
        );
    });
    await page.goto('/earn/home/?sim=panel:off');
    await expect(page.locator('header.hs:not([data-skeleton])')).toBeVisible();
    await expect(notice(page)).toContainText("The demo's simulated exchange could not start in this browser");
    await expect(notice(page)).toContainText('Browser storage is unavailable or full');
    expect(uncaught).toEqual([]);
  });

  test('full storage (QuotaExceededError on every write): the demo runs, with a notice, and a login works', async ({
    page,
  }) => {
    const errors = watchUncaught(page);
    await fillStorage(page);
    await page.goto('/earn/home/?sim=panel:off');
    await waitForApp(page);
    await logInThroughTheForm(page);
    await expect(notice(page)).toContainText('Browser storage is unavailable or full');
    expect(errors).toEqual([]);
  });
});

test.describe('production build', () => {
  const root = path.resolve(import.meta.dirname, '../..', process.env.E2E_PROD_ROOT ?? 'dist');
  let server: http.Server;
  let origin = '';

  test.beforeAll(async () => {
    if (!fs.existsSync(path.join(root, 'global.manifest.json'))) {
      throw new Error(
        `no production build in ${root}: run npx tsx scripts/build.ts --edition global (or set E2E_PROD_ROOT)`,
      );
    }
    server = createStaticServer({ root, defaultEdition: 'global' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const cases: [string, (page: Page) => Promise<void>][] = [
    [
      'corrupted values under every key the app reads',
      (page) =>
        seedOnce(page, {
          'coins.v1': '{"rows":5}',
          'latest-navs': '{"language":"en","left":[1,null,{"name":5}],"exchange":"x"}',
          'earn.theme': '{"x":1}',
          'earn.dev.edition': '{}',
          [WORLD_KEY]: '[]',
        }),
    ],
    ['disabled storage', disableStorage],
    ['full storage', fillStorage],
  ];

  for (const [label, prepare] of cases) {
    test(`${label}: pages render`, async ({ page }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await prepare(page);
      for (const route of ['/earn/home/', '/earn/savings/', '/ja-JP/earn/login/']) {
        await page.goto(`${origin}${route}`);
        await waitForApp(page);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
      expect(uncaught).toEqual([]);
    });
  }
});
