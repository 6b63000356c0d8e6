import { expect, test, type Page } from '@playwright/test';
import { waitForApp, watchConsole } from './support/page-checks';

/**
 * The simulated exchange as a reviewer meets it on the demo build: log in with a listed demo account, see
 * balances, change them, reload (the world and the session are kept), then "Reset demo" from the panel.
 */

function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

async function readWallet(page: Page) {
  const funding = page.getByTestId('balance-6-USDT');
  const savings = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'USDT Flexible Savings', exact: true }) })
    .getByTestId('position-principal');
  await expect(funding).toBeVisible();
  await expect(savings).toBeVisible();
  return { funding: amount(await funding.textContent()), savings: amount(await savings.textContent()) };
}

test('log in as the verified demo user, see balances, reload with state kept, then reset the demo', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // Time frozen, so no payout lands between two readings.
  await page.goto('/earn/login/?sim=reset;speed:0');
  await waitForApp(page);

  // The demo accounts are listed on the login page; one press fills the form.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Use the demo account verified' }).click();
  await expect(main.getByLabel('Username')).toHaveValue('verified');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /Account menu: ve\*\*\*@example\.com/ })).toBeVisible();

  await page.goto('/earn/wallet/');
  await waitForApp(page);
  const seeded = await readWallet(page);
  expect(seeded.funding).toBeGreaterThan(0);
  expect(seeded.savings).toBeGreaterThan(150);

  // Change the world: redeem 150 USDT from flexible savings into the funding account.
  const card = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'USDT Flexible Savings', exact: true }) });
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem USDT Flexible Savings' });
  await dialog.getByLabel('Amount (USDT)').fill('150');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog).toContainText('Redemption complete.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => (await readWallet(page)).funding).toBeCloseTo(seeded.funding + 150, 6);
  const changed = await readWallet(page);
  expect(changed.savings).toBeCloseTo(seeded.savings - 150, 6);

  // A reload keeps both the session and the simulated exchange's state.
  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/earn\/wallet\/$/);
  await expect(page.getByRole('button', { name: /Account menu: ve\*\*\*@example\.com/ })).toBeVisible();
  const reloaded = await readWallet(page);
  expect(reloaded.funding).toBeCloseTo(changed.funding, 8);
  expect(reloaded.savings).toBeCloseTo(changed.savings, 8);

  // "Reset demo" in the panel asks first, then starts over from the seeded world (the login is kept). The
  // fresh world's clock runs, so interest may move the figures by cents: the 150 USDT redemption is undone.
  await page.getByRole('complementary', { name: 'Demo simulator' }).getByRole('button', { name: 'Simulator' }).click();
  page.once('dialog', (confirm) => {
    expect(confirm.type()).toBe('confirm');
    void confirm.accept();
  });
  await page.getByRole('button', { name: 'Reset demo' }).click();
  await page.waitForLoadState('load');
  await waitForApp(page);
  await expect.poll(async () => Math.abs((await readWallet(page)).funding - seeded.funding)).toBeLessThan(1);
  expect(Math.abs((await readWallet(page)).savings - seeded.savings)).toBeLessThan(1);
  expect(errors).toEqual([]);
});
