import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Launchpool on the demo build: projects running, coming and ended; registering and staking with the reward a
 * day shown first; rewards arriving hour by hour as the simulator clock runs; claiming and unstaking; the KYC
 * prompt for an unverified account; screenshots on a phone, in Arabic and dark.
 */

const SHOTS = 'test-results/launchpool';

async function open(page: Page, user: 'verified' | 'unverified' | 'blocked' | null, sim = 'reset') {
  await page.goto(`/earn/home/?sim=${sim}`);
  await waitForApp(page);
  if (user) await loginAs(page, user);
  await page.goto('/earn/launchpool/');
  await waitForApp(page);
  await expect(page.getByTestId('launchpool-project').first()).toBeVisible();
}

const project = (page: Page, id: string) => page.locator(`[data-testid=launchpool-project][data-project=${id}]`);
const pool = (page: Page, id: string) => page.locator(`[data-testid=launchpool-pool][data-product-id="${id}"]`);
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a verified user registers, stakes, sees rewards arrive, claims and unstakes', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Ten simulated minutes a second: an hour of rewards every six seconds.
  await open(page, 'verified', 'reset;speed:600');
  await expect(project(page, 'kst')).toHaveAttribute('data-phase', 'running');
  await expect(project(page, 'orbt')).toHaveAttribute('data-phase', 'upcoming');
  await expect(project(page, 'mnt')).toHaveAttribute('data-phase', 'ended');
  await expect(project(page, 'orbt').getByTestId('launchpool-countdown')).toContainText(/hour|day/);
  // An ended project cannot be staked; neither can one that has not started.
  await expect(pool(page, '3004').getByTestId('pool-stake')).toHaveCount(0);
  await expect(pool(page, '3004').getByTestId('pool-blocked')).toHaveText('This project has ended. Staking is closed.');
  await expect(pool(page, '3006').getByTestId('pool-blocked')).toHaveText('Staking opens when the project starts.');

  // NOVA needs registering first.
  const nova = project(page, 'nova');
  await expect(pool(page, '3003').getByTestId('pool-blocked')).toHaveText('Register for the project to stake.');
  await nova.getByTestId('launchpool-register').click();
  await expect(nova.getByTestId('launchpool-registered')).toBeVisible();
  await pool(page, '3003').getByTestId('pool-stake').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount in USDT' }).fill('100000');
  await dialog.getByTestId('stake-review').click();
  await expect(dialog).toContainText('The most you can subscribe is 10,000 USDT.');
  await dialog.getByRole('textbox', { name: 'Amount in USDT' }).fill('1000');
  // What the stake farms a day is shown before confirming, and when it starts.
  await expect(dialog.getByTestId('stake-daily')).toHaveText(/^≈ [\d,.]+\sNOVA$/);
  expect(amountOf(await dialog.getByTestId('stake-daily').textContent())).toBeGreaterThan(0);
  await expect(dialog.getByTestId('stake-start')).toContainText('T+1');
  await shot(page, { path: `${SHOTS}/stake-1440.png` });
  await dialog.getByTestId('stake-review').click();
  await expect(dialog.getByTestId('stake-review-daily')).toContainText('NOVA');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm stake' }).click();
  await expect(dialog.getByTestId('stake-done')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(pool(page, '3003').getByTestId('pool-my-stake')).toHaveText('1,000 USDT', { timeout: 20_000 });

  // The stake held since the demo history (KST, USDT pool) earns hour by hour.
  const kst = page.locator('[data-testid=reward-row][data-product-id="3001"]');
  const claimable = kst.getByTestId('reward-claimable');
  await expect(claimable).toHaveText(/\sKST$/);
  const first = amountOf(await claimable.textContent());
  await expect.poll(async () => amountOf(await claimable.textContent()), { timeout: 40_000 }).toBeGreaterThan(first);
  await shot(page, { path: `${SHOTS}/page-1440.png`, fullPage: true });
  await kst.getByTestId('reward-claim').click();
  await expect(dialog.getByTestId('claim-review-amount')).toContainText('KST');
  await dialog.getByRole('button', { name: 'Confirm claim' }).click();
  await expect(dialog.getByTestId('claim-done')).toContainText(/Claimed [\d,.]+\sKST/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await pool(page, '3003').getByTestId('pool-unstake').click();
  await dialog.getByRole('textbox', { name: 'Amount in USDT' }).fill('400');
  await expect(dialog).toContainText('The amount you unstake earns nothing for today.');
  await dialog.getByTestId('unstake-review').click();
  await dialog.getByRole('button', { name: 'Confirm unstake' }).click();
  await expect(dialog.getByTestId('unstake-done')).toContainText('400 USDT');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(pool(page, '3003').getByTestId('pool-my-stake')).toHaveText('600 USDT', { timeout: 20_000 });

  // The launch-pool order list shows the stake, the unstake and the claim.
  await page.goto('/earn/launch-pool-order-list/');
  await waitForApp(page);
  const table = page.getByTestId('order-table');
  await expect(table.getByRole('cell', { name: 'Unstake', exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('cell', { name: 'Claim', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Stake', exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a blocked account is refused', async ({ page }) => {
  await open(page, 'blocked');
  await pool(page, '3001').getByTestId('pool-stake').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount in USDT' }).fill('100');
  await dialog.getByTestId('stake-review').click();
  await expect(dialog.getByTestId('blocked-refusal')).toContainText('Not available for your account');
});

test('an unverified user gets the KYC prompt; phone, Arabic and dark screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, 'unverified');
  await shot(page, { path: `${SHOTS}/page-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await pool(page, '3001').getByTestId('pool-stake').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount in USDT' }).fill('100');
  await shot(page, { path: `${SHOTS}/stake-375.png` });
  await dialog.getByTestId('stake-review').click();
  await expect(dialog.getByTestId('kyc-prompt')).toContainText('Identity verification needed');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ar-SA/earn/launchpool/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('launchpool-project').first()).toBeVisible();
  await shot(page, { path: `${SHOTS}/page-ar-SA.png`, fullPage: true });
  await expectAccessible(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/earn/launchpool/');
  await waitForApp(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await pool(page, '3002').getByTestId('pool-stake').click();
  await page.getByRole('dialog').getByRole('textbox').first().fill('500');
  await shot(page, { path: `${SHOTS}/stake-dark.png` });
  await expectAccessible(page);
});
