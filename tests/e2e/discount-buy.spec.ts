import { expect, test, type Page } from '@playwright/test';
import { openFresh } from './support/open-fresh';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Discount buy on the demo build: plans grouped by coin with the live price, a `verified` subscription that
 * shows both outcomes with their amounts (and the payoff chart) before confirming, the order placed on the
 * quote seen; a refused socket marks the offers stale; phone, Arabic screenshots and axe.
 */

const SHOTS = 'test-results/discount-buy';

const open = (page: Page, url: string, user: 'verified' | null = 'verified') =>
  openFresh(page, url, user, 'discount-buy-plan-11001');

test('verified subscribes and sees both outcomes with amounts before confirming', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/earn/discount-buy/');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByTestId('discount-buy-group-BTC').getByTestId('discount-buy-spot')).toContainText(
    /Now [\d,.]+\sUSDT/,
  );
  await expect(page.getByTestId('discount-buy-plan-11004')).toContainText('VIP only');
  await expect(page.getByTestId('discount-buy-plan-11001')).toContainText(/below spot/);
  await shot(page, { path: `${SHOTS}/plans-1440.png`, fullPage: true });

  await page.getByTestId('discount-buy-open-11001').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('discount-buy-countdown')).toContainText(/Expires in \d+:\d\d/);
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('1000');
  const outcomes = dialog.getByTestId('discount-buy-outcomes');
  await expect(outcomes.getByTestId('discount-buy-outcomes-bought')).toContainText(/[\d.]+\sBTC/);
  await expect(outcomes.getByTestId('discount-buy-outcomes-knocked-out')).toContainText(/1,00[\d.,]+\sUSDT/);
  await expect(dialog).toContainText(/Expected in your wallet 15 minutes after settlement/);
  await expect(dialog.getByTestId('discount-buy-chart').getByRole('img')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-1440.png` });
  await dialog.getByTestId('discount-buy-ack').check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  const review = dialog.getByTestId('discount-buy-review-step');
  await expect(review.getByTestId('discount-buy-review-outcomes-bought')).toContainText(/[\d.]+\sBTC/);
  await expect(review.getByTestId('discount-buy-review-outcomes-knocked-out')).toContainText(/USDT/);
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/review-1440.png` });
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('discount-buy-success')).toBeVisible();
  await dialog.getByRole('link', { name: 'Structured product orders' }).click();
  await waitForApp(page);
  await expect(page.getByRole('table')).toContainText('Discount buy');
  expect(errors).toEqual([]);
});

test('a refused socket marks the offers stale', async ({ page }) => {
  await open(page, '/earn/discount-buy/?sim=ws:public=refuse', null);
  await expect(page.getByText(/Stale since|Not live|Updated by polling at/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Live offers stopped updating')).toBeVisible();
  await expect(page.getByTestId('discount-buy-plan-11001')).toHaveAttribute('data-stale', 'true');
});

test('phone and Arabic screenshots; axe clean; no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/earn/discount-buy/', null);
  await shot(page, { path: `${SHOTS}/plans-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.getByTestId('discount-buy-open-11002').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('500');
  await expect(dialog.getByTestId('discount-buy-chart')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-375.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ar-SA/earn/discount-buy/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, { path: `${SHOTS}/plans-ar-SA.png`, fullPage: true });
  await page.getByTestId('discount-buy-open-11001').click();
  await page.getByRole('dialog').getByRole('textbox').last().fill('1000');
  await expect(page.getByTestId('discount-buy-chart')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-ar-SA.png` });
  await expectAccessible(page);
});
