import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { countCalls } from './support/count-calls';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/** Journeys of the savings family on the demo build: subscribe, eligibility, errors, no double order. */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/savings');

async function openAs(page: Page, user: Parameters<typeof loginAs>[1] | null, url: string) {
  // A fresh simulated world per test (the browser profile is new anyway), then the session.
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  if (user) await loginAs(page, user);
  await page.goto(url);
  await waitForApp(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function continueWith(page: Page, amount: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill(amount);
  await dialog.getByRole('button', { name: 'Review order' }).click();
}

test('a verified user subscribes to a flexible product and sees the new position', async ({ page }) => {
  const errors = watchConsole(page);
  const dialog = await openAs(page, 'verified', '/earn/savings/?type=flexible&id=4001');
  await expect(dialog.getByText(/^Available: /)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('1000');
  // The 2,500 USDT already held fill the 10 % tier: 1,000 more earn 1.5 % + 1 % bonus, 25 a year / 365.
  await expect(dialog.getByTestId('estimate-daily')).toHaveText('0.06849315 USDT');
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await expect(dialog.getByTestId('savings-review-step')).toBeVisible();
  await expect(dialog.getByTestId('savings-review-step')).toContainText('2.5%');
  await expect(dialog.getByTestId('savings-review-step')).toContainText('1,000 USDT');
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  const success = dialog.getByTestId('subscribe-success');
  await expect(success).toContainText('Subscription placed');
  await expect(dialog.getByTestId('new-position')).toContainText(/^[\d,.]+\sUSDT · (Processing|Active)$/, {
    timeout: 20_000,
  });
  await expect(dialog.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/earn/savings-order-list/');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('fixed-term subscribe with auto-reinvest states T+1 and maturity before paying', async ({ page }) => {
  const dialog = await openAs(page, 'verified', '/earn/savings/?type=fixed&id=6003');
  await expect(dialog).toContainText(/T\+1, from /);
  // 10,000 at 8.5 % and 2,000 at 5 % for 30 days: 950 × 30 / 365.
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('12000');
  await expect(dialog.getByTestId('estimate-total')).toHaveText('78.08219178 USDT');
  await dialog.getByRole('radio', { name: 'Renew for another term' }).check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const review = dialog.getByTestId('savings-review-step');
  await expect(review).toContainText('Maturity');
  // 950 a year on 12,000: 7.92 %, and no lower accepted for the next term.
  await expect(review.getByTestId('review-renewal')).toHaveText('Renew if the next APR is at least 7.92%');
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('subscribe-success')).toContainText('12,000 USDT subscribed');
});

test('an unverified user gets the KYC prompt as the dialog opens', async ({ page }) => {
  const payOrders = countCalls(page, 'pay-order');
  const dialog = await openAs(page, 'unverified', '/earn/savings/?type=fixed&id=6001');
  const prompt = dialog.getByTestId('kyc-prompt');
  await expect(prompt).toContainText('Identity verification needed');
  await expect(prompt).toContainText('level 1');
  await expect(prompt.getByRole('link', { name: 'Verify identity' })).toBeVisible();
  await expectAccessible(page);
  expect(payOrders.count()).toBe(0);
});

test('a user with a blocking tag gets a clear refusal', async ({ page }) => {
  // No savings-family product of the simulator is tag-restricted (only advanced products are): the page's
  // eligibility answer is rewritten to TagBlocked for this journey; everything else is the simulator's.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/s1/byfi/check-available')) return response;
      const body = (await response.clone().json()) as { result: Record<string, unknown> };
      body.result.eligibility = 5;
      body.result.reason_code = 334;
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
  });
  const payOrders = countCalls(page, 'pay-order');
  const dialog = await openAs(page, 'blocked', '/earn/savings/?type=flexible&id=4001');
  await expect(dialog.getByTestId('blocked-refusal')).toContainText('Not available for your account');
  await expect(dialog.getByTestId('subscribe-form')).toHaveCount(0);
  expect(payOrders.count()).toBe(0);
});

test('a sold-out product cannot be subscribed', async ({ page }) => {
  const dialog = await openAs(page, 'verified', '/earn/savings/?type=fixed&id=6005');
  await expect(dialog.getByTestId('subscribe-gate')).toHaveText(
    'This product is sold out. New subscriptions are not possible.',
  );
  await expect(dialog.getByTestId('subscribe-form')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Continue|Confirm/ })).toHaveCount(0);
});

test('an injected 303 keeps the typed amount and shows the translated message', async ({ page }) => {
  const dialog = await openAs(page, 'verified', '/earn/savings/?type=flexible&id=4001&sim=pay-order=code:303');
  await continueWith(page, '777.5');
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('flow-error')).toHaveText('Your available balance is not enough for this amount.');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Amount \(/ })).toHaveValue('777.5');
});

test('a timeout keeps the typed amount; the retry uses the same client order id and places one order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ids: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/x-api/s1/byfi/pay-order')
      ids.push((request.postDataJSON() as { client_order_id: string }).client_order_id);
  });
  const dialog = await openAs(page, 'verified', '/earn/savings/?type=flexible&id=4002&sim=pay-order=timeout');
  await continueWith(page, '250');
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  // No answer, and nothing listed a second later, which proves nothing yet: the outcome is not known.
  await expect(dialog.getByTestId('flow-error')).toContainText('may still be processing', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Amount \(/ })).toHaveValue('250');
  // The exchange answers again: the next visit shows the earlier order first, and Try again sends it under its own id.
  await page.goto('/earn/savings/?type=flexible&id=4002&sim=clear');
  await waitForApp(page);
  const again = page.getByRole('dialog');
  await expect(again).toContainText('you confirmed earlier');
  await again.getByRole('button', { name: 'Try again' }).click({ timeout: 15_000 });
  await expect(again.getByTestId('subscribe-success')).toBeVisible();
  expect(new Set(ids).size).toBe(1);
});

test('a double click on Confirm creates one order', async ({ page }) => {
  const payOrders = countCalls(page, 'pay-order');
  const dialog = await openAs(page, 'verified', '/earn/savings/?type=fixed&id=6002&sim=pay-order=latency:800');
  await dialog.getByRole('radio', { name: 'Pay out to my Funding wallet' }).check();
  await continueWith(page, '150');
  await dialog.getByRole('button', { name: 'Confirm subscription' }).dblclick();
  await expect(dialog.getByTestId('subscribe-success')).toBeVisible();
  expect(payOrders.count()).toBe(1);
  // The order list shows one such order.
  const orders = await page.evaluate(async () => {
    const response = await fetch('/x-api/s1/byfi/query-orders', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_type: 6, limit: 50 }),
    });
    return ((await response.json()) as { result: { orders: Array<{ product_id: string; amount_e8: string }> } }).result
      .orders;
  });
  expect(orders.filter((o) => o.product_id === '6002' && o.amount_e8 === '15000000000')).toHaveLength(1);
});

test('auto-savings switches at once for a verified user', async ({ page }) => {
  const dialog = await openAs(page, 'verified', '/earn/flexible-staking/?id=4001');
  const toggle = dialog.getByRole('switch', { name: 'Auto-savings for USDT' });
  await expect(toggle).toBeEnabled();
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
});

test('invalid id or type shows the list with a notice', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/earn/savings/?type=bonds&id=abc');
  await waitForApp(page);
  await expect(page.getByText('That savings type does not exist, so all savings products are shown.')).toBeVisible();
  await expect(page.locator('article[data-product-id]').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// One tab for the four lists and the dialog: the mock worker installs once.
test('the four savings lists and the detail dialog render their products and pass axe', async ({ page }) => {
  const errors = watchConsole(page);
  for (const url of ['/earn/flexible-staking/', '/earn/savings/', '/earn/pos/', '/earn/wealth-management/']) {
    await test.step(url, async () => {
      await page.goto(url);
      await waitForApp(page);
      await expect(page.locator('article[data-product-id]').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
  expect(errors).toEqual([]);
  await openAs(page, null, '/earn/pos/?id=8001');
  await expect(page.getByRole('dialog').getByText('Product details')).toBeVisible();
  await expectAccessible(page);
});

const SHOTS: Array<{ name: string; url: string; width: number; height: number }> = [
  { name: 'savings-list-1440', url: '/earn/savings/?type=fixed', width: 1440, height: 900 },
  { name: 'savings-list-375', url: '/earn/savings/?type=fixed', width: 375, height: 812 },
  { name: 'savings-list-768', url: '/earn/savings/', width: 768, height: 1024 },
  { name: 'savings-detail-1440', url: '/earn/savings/?type=fixed&id=6003', width: 1440, height: 900 },
  { name: 'savings-detail-375', url: '/earn/savings/?type=fixed&id=6003', width: 375, height: 812 },
  { name: 'pos-detail-ar-SA-1440', url: '/ar-SA/earn/pos/?id=8002', width: 1440, height: 900 },
  { name: 'savings-list-ar-SA-375', url: '/ar-SA/earn/savings/', width: 375, height: 812 },
];
test('the savings list and detail at every size, and in Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  for (const view of SHOTS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.goto(view.url);
    await waitForApp(page);
    await expect(page.locator('article[data-product-id]').first(), view.name).toBeVisible();
    if (view.url.includes('id=')) await expect(page.getByRole('dialog').locator('dl').first(), view.name).toBeVisible();
    await shot(page, { path: path.join(ARTIFACTS, `${view.name}.png`) });
    if (view.url.includes('id=')) {
      const box = await page.getByRole('dialog').boundingBox();
      if (view.width >= 1025) expect(box?.width ?? 0, view.name).toBeGreaterThanOrEqual(480);
    }
  }
});
