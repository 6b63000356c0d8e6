import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/** The earn wallet on the demo build: totals, redeem, claim, layouts. */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/wallet');

async function openWallet(page: Page, url = '/earn/wallet/') {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByTestId('position').first()).toBeVisible();
}

function position(page: Page, name: string): Locator {
  return page.getByTestId('position').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

test('totals include earn assets, in the quote coin, with breakdowns and wallets', async ({ page }) => {
  const errors = watchConsole(page);
  await openWallet(page);
  const total = amount(await page.getByTestId('total-assets').textContent());
  const earn = amount(await page.getByTestId('earn-assets').textContent());
  expect(earn).toBeGreaterThan(0);
  expect(total).toBeGreaterThan(earn);
  await expect(page.getByTestId('total-assets')).toContainText('USDT');
  for (const name of [
    'Earn assets by product',
    'Earn assets by coin',
    'Profit and loss',
    'Your positions',
    'Wallet balances',
    'Wallet records',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  // No app download prompt on this page (spec §2).
  await expect(page.getByText(/download the app|get the app/i)).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('redeem part of a flexible position: the rule is stated first, the balance changes after', async ({ page }) => {
  await openWallet(page);
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/x-api/s1/byfi/confirm-order') confirms.push(request.postData() ?? '');
  });
  const funding = page.getByTestId('balance-6-USDT');
  const before = amount(await funding.textContent());
  const card = position(page, 'USDT Flexible Savings');
  const principalBefore = amount(await card.getByTestId('position-principal').textContent());
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem USDT Flexible Savings' });
  await expect(dialog.getByTestId('redemption-rule')).toContainText('at once');
  await dialog.getByLabel('Amount (USDT)').fill('150');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('action-review')).toContainText('150 USDT');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog).toContainText('Redemption complete.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => amount(await funding.textContent())).toBeCloseTo(before + 150, 4);
  await expect
    .poll(async () => amount(await card.getByTestId('position-principal').textContent()))
    .toBeCloseTo(principalBefore - 150, 4);
  expect(confirms).toHaveLength(1);
  expect(JSON.parse(confirms[0] ?? '{}')).toMatchObject({ action: 1, amount_e8: '15000000000' });
});

test('claim the yield of a staking position', async ({ page }) => {
  await openWallet(page);
  const card = position(page, 'SOL On-chain Staking');
  await expect(card.getByTestId('position-claimable')).toBeVisible();
  const before = amount(await page.getByTestId('balance-6-SOL').textContent());
  await card.getByRole('button', { name: 'Claim', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const claimable = amount(await dialog.getByTestId('claim-review-amount').textContent());
  expect(claimable).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Confirm claim' }).click();
  await expect(dialog).toContainText('Yield claimed.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('position-claimable')).toHaveCount(0);
  await expect
    .poll(async () => amount(await page.getByTestId('balance-6-SOL').textContent()))
    .toBeGreaterThanOrEqual(before + claimable - 1e-8);
});

test('an error keeps the amount and shows a translated message', async ({ page }) => {
  await openWallet(page, '/earn/wallet/?sim=confirm-order=code:600,once');
  const card = position(page, 'USDT Flexible Savings');
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (USDT)').fill('42');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('alert')).not.toContainText('600');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Amount (USDT)')).toHaveValue('42');
});

test('records filter by type and page', async ({ page }) => {
  await openWallet(page);
  await page.getByLabel('Type').selectOption('interest');
  await expect(page).toHaveURL(/rtype=interest/);
  await expect(page.getByTestId('wallet-records').locator('tbody tr').first()).toContainText('Interest');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
});

for (const [name, url, width] of [
  ['1440', '/earn/wallet/', 1440],
  ['375', '/earn/wallet/', 375],
  ['ar-SA', '/ar-SA/earn/wallet/', 1440],
  ['ar-SA-375', '/ar-SA/earn/wallet/', 375],
] as const) {
  test(`wallet layout ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWallet(page, url);
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, { path: path.join(ARTIFACTS, `wallet-${name}.png`), fullPage: true });
  });
}

test('the EU edition values the wallet in USDC', async ({ page }) => {
  const origin = `http://eu.localhost:${process.env.E2E_PORT ?? 4173}`;
  await page.goto(`${origin}/en-EU/earn/login/?sim=reset;panel:off`);
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(`${origin}/en-EU/earn/wallet/`);
  await waitForApp(page);
  await expect(page.getByTestId('total-assets')).toContainText('USDC');
  await expect(page.getByTestId('earn-assets')).toContainText('USDC');
  await expect(page.getByText(/^Earn .* \+ wallets .*\sUSDC$/)).toBeVisible();
  // BIT and KST trade against USDT only: no USDC price, never "0.00 USDC", and the totals say they leave them out.
  await expect(page.getByTestId('total-assets-unpriced')).toHaveText('Leaves out BIT and KST: no price in USDC.');
  await expect(
    page.getByRole('table', { name: 'Earn assets by coin' }).getByRole('row', { name: /^KST/ }),
  ).toContainText('No price');
  await shot(page, { path: path.join(ARTIFACTS, 'wallet-eu-1440.png') });
});
