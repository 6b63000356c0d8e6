import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/** Yields told truthfully: a dated APR, a rate change that needs a new confirmation, realised against quoted, every cost in coin. */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/yield-truth');

async function openProduct(page: Page, url: string) {
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(url);
  await waitForApp(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Counts the app's calls to one earn endpoint. */
function countCalls(page: Page, endpoint: string): { count: () => number } {
  let n = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/x-api/s1/byfi/${endpoint}`) n += 1;
  });
  return { count: () => n };
}

/** The funding balance of a coin, asked of the exchange the way the app asks. */
async function fundingBalance(page: Page, coin: number): Promise<string> {
  return page.evaluate(async (c) => {
    const response = await fetch('/x-api/s1/byfi/get-user-balance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ coins: [c], account_types: [6] }),
    });
    const body = (await response.json()) as { result: { balances: Array<{ available_e8: string }> } };
    return body.result.balances[0]?.available_e8 ?? '0';
  }, coin);
}

test('an APR that moves between preview and Confirm is shown old → new and needs a second confirmation', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const payOrders = countCalls(page, 'pay-order');
  const dialog = await openProduct(page, '/earn/savings/?type=fixed&id=6003');
  await expect(dialog.getByTestId('dialog-apr-as-of')).toHaveText(/^as of \d\d:\d\d UTC$/);
  await expect(dialog.getByTestId('apr-history')).toBeVisible();
  await expect(dialog.getByTestId('apr-history-summary')).toContainText('now 8.5%');
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('1000');
  // A term product asks what happens at maturity before Review (nothing is preselected).
  await dialog.getByRole('radio', { name: 'Pay out to my Funding wallet' }).check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const review = dialog.getByTestId('savings-review-step');
  await expect(review).toContainText('8.5%');
  await expect(dialog.getByTestId('review-as-of')).toHaveText(/^as of \d\d:\d\d UTC$/);

  // The exchange lowers the rate while the review is open.
  const moved = await page.evaluate(async () =>
    (await fetch('/__sim/directives', { method: 'POST', body: 'apr:6003:-0.4' })).json(),
  );
  expect(moved.errors).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('apr-change')).toHaveText('APR 8.5% → 8.1%');
  await expect(dialog.getByTestId('quote-change')).toBeVisible();
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'rate-changed.png') });
  expect(payOrders.count()).toBe(1);

  // Taking the new rate is not paying: it is reviewed again, and only a new Confirm places the order.
  await dialog.getByRole('button', { name: 'Review at the new rate' }).click();
  await expect(review).toContainText('8.1%');
  expect(payOrders.count()).toBe(1);
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('subscribe-success')).toContainText('1,000 USDT subscribed');
  await expect(dialog.getByTestId('success-apr')).toHaveText('8.1%');
  expect(payOrders.count()).toBe(2);
  expect(errors).toEqual([]);
});

test('the review states every cost in coin, and the wallet is debited exactly what it said', async ({ page }) => {
  const dialog = await openProduct(page, '/earn/savings/?type=fixed&id=6003');
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('1234.5678');
  // A term product asks what happens at maturity before Review (nothing is preselected).
  await dialog.getByRole('radio', { name: 'Pay out to my Funding wallet' }).check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await expect(dialog.getByTestId('review-fee')).toHaveText('0 USDT');
  await expect(dialog.getByTestId('review-debited')).toHaveText('1,234.5678 USDT');
  await expect(dialog.getByTestId('review-early-close')).toContainText(/^up to [\d.,]+\sUSDT of interest given up$/);
  await expectAccessible(page);
  const before = BigInt(await fundingBalance(page, 5));
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('subscribe-success')).toBeVisible();
  const after = BigInt(await fundingBalance(page, 5));
  // 1,234.5678 USDT in e8: exactly the review's "Debited now", nothing more.
  expect(before - after).toBe(123_456_780_000n);
});

test('a staking reward fee is stated with the product and in the review, in coin', async ({ page }) => {
  const dialog = await openProduct(page, '/earn/pos/?id=8003');
  await expect(dialog.getByText('The exchange keeps 10% of each reward; the APR shown is before it')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('500');
  await dialog.getByRole('checkbox', { name: 'I have read and understand these risks.' }).check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  // 500 DOT at 12 % is 60 DOT a year before the fee; 10 % of it is 6 DOT.
  await expect(dialog.getByTestId('review-reward-fee')).toHaveText('10% of each reward: 6 DOT a year at this APR');
  await expectAccessible(page);
});

test('a wallet position shows what it earned as a yearly rate beside the quoted one, and why they differ', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  await expect(page.getByTestId('home-apr-as-of')).toHaveText(/^APRs as of \d\d:\d\d UTC$/);
  await loginAs(page, 'verified');
  await page.goto('/earn/wallet/');
  await waitForApp(page);
  // The active 30-day USDT term of the demo history: quoted 8.5 %, earning from T+1, so less so far, and said why.
  const term = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'USDT 30D Fixed' }) })
    .first();
  const realised = term.getByTestId('position-realised');
  await expect(realised).toBeVisible({ timeout: 20_000 });
  await expect(realised.getByTestId('realised-apr')).toHaveText(/^[\d.]+% a year, quoted 8\.5%$/);
  await expect(realised.getByTestId('realised-reason-notAccrued')).toHaveText(
    /[\d.]+%: time before interest started \([\d.,]+\sUSDT\)$/,
  );
  // The launchpool stake of the demo history earns KST: valued at KST's price now, the price move and what others
  // staked named apart, in USDT.
  const pool = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'KST Launchpool (stake USDT)' }) })
    .first();
  const poolRealised = pool.getByTestId('position-realised');
  await expect(poolRealised.getByTestId('realised-apr')).toHaveText(/^-?[\d.]+% a year, quoted [\d.]+%$/);
  await expect(
    poolRealised
      .getByRole('listitem')
      .filter({ hasText: /(reward coin's price moved|your share of each hour's reward) \(-?[\d.,]+\sUSDT\)$/ })
      .first(),
  ).toBeVisible();
  await shot(pool, { path: path.join(ARTIFACTS, 'wallet-realised-launchpool.png') });
  // A payoff earns nothing day by day: its realised rate is said to wait for the settlement, with its date.
  const payoff = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'BTC-USDT Double-Win 3D' }) })
    .first();
  await expect(payoff.getByTestId('realised-at-settlement')).toHaveText(
    /^none before settlement \(\w{3} \d{1,2}, \d{4}, \d\d:\d\d UTC\): the price then decides what is paid$/,
  );
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'wallet-realised.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('without the APR history endpoint the chart is hidden and the product dialog works as before', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const dialog = await openProduct(page, '/earn/savings/?type=fixed&id=6003&sim=get-apr-history=code:404');
  await expect(dialog.getByTestId('dialog-apr')).toHaveText('5%–8.5%');
  await expect(dialog.getByRole('button', { name: 'Review order' })).toBeVisible();
  await expect(dialog.getByTestId('apr-history')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('100');
  // A term product asks what happens at maturity before Review (nothing is preselected).
  await dialog.getByRole('radio', { name: 'Pay out to my Funding wallet' }).check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await expect(dialog.getByTestId('savings-review-step')).toBeVisible();
  expect(errors.filter((e) => !e.includes('get-apr-history'))).toEqual([]);
});
