import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/** The seven order lists on the demo build: filters in the URL, detail view, accessibility and layouts. */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/orders');

const PAGES = [
  'order-list',
  'savings-order-list',
  'dual-order-list',
  'defi-order-list',
  'launch-pool-order-list',
  'liquidity-mining-order-list',
  'structured-product-order-list',
] as const;

async function openList(page: Page, url: string, { waitForList = true } = {}) {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(url);
  await waitForApp(page);
  if (waitForList) await expect(page.getByTestId('order-table').or(page.getByTestId('orders-empty'))).toBeVisible();
}

test('filter the dual-asset list and open an order: direction, target and settlement price, return coin', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await openList(page, '/earn/dual-order-list/');
  await page.getByLabel('Coin').selectOption('SOL');
  await expect(page).toHaveURL(/coin=SOL/);
  await page.getByLabel('Status').selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  const rows = page.getByTestId('order-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Completed');
  await rows
    .first()
    .getByRole('button', { name: /SOL-USDT 8h/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'SOL-USDT 8h' });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/order=/);
  for (const label of ['Direction', 'Target price', 'Settlement price', 'Returned', 'Paid out in']) {
    await expect(detail.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(detail).toContainText(/Buy low|Sell high/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: path.join(ARTIFACTS, 'dual-detail-1440.png') });
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/order=/);
  // The filters survive a reload: they live in the URL.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  await expect(rows).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('liquidity and staking details show their states and actions', async ({ page }) => {
  await openList(page, '/earn/liquidity-mining-order-list/');
  await page
    .getByRole('button', { name: /ETH-USDT Pool/ })
    .first()
    .click();
  let detail = page.getByRole('dialog');
  await expect(detail).toContainText('Effective');
  await expect(detail).toContainText('Add');
  await detail.getByRole('button', { name: 'Close' }).click();
  await page.goto('/earn/defi-order-list/?status=pending');
  await waitForApp(page);
  await page
    .getByRole('button', { name: /SOL On-chain Staking/ })
    .first()
    .click();
  detail = page.getByRole('dialog');
  await expect(detail).toContainText('Unstake');
  await expect(detail).toContainText('In progress');
});

test('an empty filter result says so and clears', async ({ page }) => {
  await openList(page, '/earn/launch-pool-order-list/?status=failed');
  await expect(page.getByTestId('orders-empty')).toContainText('No orders match these filters.');
  await page.getByTestId('orders-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('order-table')).toBeVisible();
});

test('a failing list shows a translated error in place and retries', async ({ page }) => {
  await openList(page, '/earn/order-list/?sim=query-orders=code:600,once', { waitForList: false });
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('600');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('order-table')).toBeVisible();
});

/**
 * The seven lists are one component with a column spec per family: axe reads each list's own columns at 1440 px,
 * and the phone and right-to-left layouts, the same code for all seven, on the all-orders list and on dual
 * asset's (a family with cells of its own). Every list is still checked for sideways scroll on a phone and for
 * errors in ar-SA.
 */
const AXE_ON_PHONE_AND_RTL = new Set<string>(['order-list', 'dual-order-list']);

// One tab logged in once for the seven (each list reads the same world; nothing here writes to it).
test.describe.serial('each list', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto('/earn/login/?sim=reset;panel:off');
    await waitForApp(page);
    await loginAs(page, 'verified');
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const name of PAGES) {
    test(`${name}: accessible, no app prompt, 1440 / 375 / ar-SA screenshots`, async () => {
      const axeHere = AXE_ON_PHONE_AND_RTL.has(name);
      const errors = watchConsole(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/earn/${name}/`);
      await waitForApp(page);
      await expect(page.getByTestId('order-table').or(page.getByTestId('orders-empty'))).toBeVisible();
      await expectAccessible(page);
      await expect(page.getByText(/download the app|get the app/i)).toHaveCount(0);
      await shot(page, { path: path.join(ARTIFACTS, `${name}-1440.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      if (axeHere) await expectAccessible(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await shot(page, { path: path.join(ARTIFACTS, `${name}-375.png`), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/ar-SA/earn/${name}/`);
      await waitForApp(page);
      await expect(page.getByTestId('order-table').or(page.getByTestId('orders-empty'))).toBeVisible();
      if (axeHere) await expectAccessible(page);
      await shot(page, { path: path.join(ARTIFACTS, `${name}-ar-SA.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  }
});
