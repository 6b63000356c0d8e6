import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/** Journeys of the earn home on the demo build: browse, search, filter, share, "my earn". */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/home');
const cards = (page: Page) => page.locator('article[data-product-id]');

test('an anonymous visitor browses, searches and filters; the view survives a reload and leads to the product', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/earn/home/');
  await waitForApp(page);
  await expect(cards(page).first()).toBeVisible();
  for (const family of [
    'Flexible savings',
    'Fixed-term savings',
    'On-chain staking',
    'Dual asset',
    'Launchpool',
    'Liquidity mining',
    'Double-win',
    'Discount buy',
    'Smart leverage',
    'Structured products',
    'Wealth management',
    'Premium fund pool',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${family}`) })).toBeVisible();
  }
  await expect(page.getByText('My earn')).toHaveCount(0);
  await expect(page.getByLabel('Only coins I hold')).toHaveCount(0);

  await page.getByLabel('Coin', { exact: true }).fill('usd');
  await page.getByLabel('Product type').selectOption({ label: 'Fixed-term savings' });
  await page.getByRole('radio', { name: 'Over 30 days' }).check();
  await page.getByLabel('Sort by').selectOption({ label: 'APR: highest first' });
  await expect(page).toHaveURL(/q=usd/);
  await expect(page).toHaveURL(/family=fixed/);
  await expect(page).toHaveURL(/term=long/);
  await expect(page).toHaveURL(/sort=apr-desc/);
  const shown = await cards(page).allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toMatch(/^USD[TC]/);

  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Coin', { exact: true })).toHaveValue('usd');
  await expect(page.getByLabel('Product type')).toHaveValue('fixed');
  expect(await cards(page).allInnerTexts()).toEqual(shown);
  await expectAccessible(page);

  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/earn\/savings\/\?.*type=fixed/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Product details')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a search with no match shows the empty state, and clearing brings everything back', async ({ page }) => {
  await page.goto('/earn/home/?q=zzz');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('the products failing to load show an error with retry', async ({ page }) => {
  await page.goto('/earn/home/?sim=reset;get-homepage-product-cards=code:600,once');
  await waitForApp(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Earn is under maintenance');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('a logged-in user sees "my earn" and can show only the coins they hold', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/home/');
  await waitForApp(page);
  const summary = page.getByRole('region', { name: 'My earn' });
  await expect(summary.getByText(/USDT$/)).toHaveCount(4);
  await expect(summary.getByRole('link', { name: 'Go to earn wallet' })).toHaveAttribute('href', '/earn/wallet/');
  // Counted once the list is drawn: a count taken before it (0) can never be undercut.
  await expect(cards(page).first()).toBeVisible();
  const before = await cards(page).count();
  await page.getByLabel('Only coins I hold').check();
  await expect(page).toHaveURL(/held=true/);
  await expect.poll(() => cards(page).count()).toBeLessThan(before);
  await expect(page.locator('article[data-product-id="4007"]')).toHaveCount(0); // XRP, not held
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

const SHOTS: Array<{ name: string; url: string; width: number; height: number; login?: boolean }> = [
  { name: 'home-1440', url: '/earn/home/', width: 1440, height: 900 },
  { name: 'home-768', url: '/earn/home/', width: 768, height: 1024 },
  { name: 'home-375', url: '/earn/home/', width: 375, height: 812 },
  { name: 'home-logged-in-1440', url: '/earn/home/', width: 1440, height: 900, login: true },
  { name: 'home-logged-in-375', url: '/earn/home/', width: 375, height: 812, login: true },
  { name: 'home-ar-SA-1440', url: '/ar-SA/earn/home/', width: 1440, height: 900, login: true },
  { name: 'home-ar-SA-375', url: '/ar-SA/earn/home/?family=fixed', width: 375, height: 812 },
  { name: 'home-empty-1440', url: '/earn/home/?q=zzz', width: 1440, height: 900 },
];
// One tab for every view (the demo's worker installs once), the anonymous ones before the login.
test('home at every size, anonymous and logged in: cards and no sideways scroll', async ({ page }) => {
  test.setTimeout(90_000);
  for (const view of [...SHOTS.filter((v) => !v.login), ...SHOTS.filter((v) => v.login)]) {
    await page.setViewportSize({ width: view.width, height: view.height });
    if (view.login && !(await page.evaluate(() => document.cookie.includes('usertoken')))) {
      await page.goto('/earn/home/');
      await waitForApp(page);
      await loginAs(page, 'verified');
    }
    await page.goto(view.url);
    await waitForApp(page);
    if (!view.url.includes('zzz')) await expect(cards(page).first(), view.name).toBeVisible();
    if (view.login)
      await expect(page.getByRole('region').first().locator('[aria-hidden=true]'), view.name).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${view.name} scrolls sideways`,
    ).toBe(true);
    await shot(page, { path: path.join(ARTIFACTS, `${view.name}.png`) });
  }
});

test('ar-SA home is right-to-left and accessible', async ({ page }) => {
  await page.goto('/ar-SA/earn/home/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cards(page).first()).toBeVisible();
  const first = await cards(page).first().boundingBox();
  const viewport = page.viewportSize();
  // The first card sits at the right edge in RTL.
  expect((first?.x ?? 0) + (first?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) / 2);
  await expectAccessible(page);
});
