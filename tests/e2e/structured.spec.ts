import { expect, test, type Page } from '@playwright/test';
import { openFresh } from './support/open-fresh';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Structured products (shark fin) on the demo build: filters, the APR range, the payoff chart for the typed
 * amount read with its probe and table, a subscription on the shared order flow, the position on the page and
 * in the wallet; phone and Arabic screenshots and axe.
 */

const SHOTS = 'test-results/structured';

const open = (page: Page, url: string, user: 'verified' | null = 'verified') =>
  openFresh(page, url, user, 'structured-plan-7001');

test('subscribes to a shark fin with the payoff chart and finds the position', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/earn/structured-products/');
  await expect(page.getByTestId('structured-plan-7001').getByTestId('structured-apr-range')).toHaveText('4%-11.4%');
  await page.getByTestId('structured-filter-underlying').selectOption({ label: 'ETH' });
  await expect(page.getByTestId('structured-plan-7001')).toHaveCount(0);
  await page.getByTestId('structured-filter-underlying').selectOption({ label: 'All' });
  await shot(page, { path: `${SHOTS}/plans-1440.png`, fullPage: true });

  await page.getByTestId('structured-open-7001').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('2500');
  const chart = dialog.getByTestId('structured-chart');
  await expect(chart.getByRole('img', { name: /What you get back for 2,500\sUSDT/ })).toBeVisible();
  await expect(chart.getByTestId('structured-payoff-table').getByRole('row')).toHaveCount(6);
  await chart.getByTestId('structured-probe').focus();
  await page.keyboard.press('End');
  await expect(chart.getByTestId('structured-probe-readout')).toContainText(/4% APR, you get 2,50[\d,.]+\sUSDT/);
  await expect(dialog.getByTestId('structured-outcomes-least')).toContainText(/2,50[\d,.]+\sUSDT/);
  await shot(page, { path: `${SHOTS}/dialog-1440.png` });
  await dialog.getByTestId('structured-ack').check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  const review = dialog.getByTestId('structured-review-step');
  await expect(review.getByTestId('structured-review-amount')).toContainText('2,500');
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('structured-success')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('structured-positions')).toContainText('BTC Bullish Shark Fin 7D', { timeout: 15_000 });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('phone and Arabic screenshots; axe clean; no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/earn/structured-products/', null);
  await shot(page, { path: `${SHOTS}/plans-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.getByTestId('structured-open-7002').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('1000');
  await expect(dialog.getByTestId('structured-chart')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-375.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ar-SA/earn/structured-products/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, { path: `${SHOTS}/plans-ar-SA.png`, fullPage: true });
  await page.getByTestId('structured-open-7001').click();
  await page.getByRole('dialog').getByRole('textbox').last().fill('1000');
  await expect(page.getByTestId('structured-chart')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-ar-SA.png` });
  await expectAccessible(page);
});
