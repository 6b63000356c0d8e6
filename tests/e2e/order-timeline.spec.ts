import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * The order timeline on the demo build, as `verified`: an order's detail lists the steps the exchange reported
 * with their times (UTC and the reader's own) and the next step's expected time; an order the simulator holds
 * past its time (`hold:order`) reads as delayed with what to expect and where to ask, in the order detail and in
 * the wallet, in English and in Arabic (right to left). The demo runs one simulated hour per real minute, so a
 * one-minute activation is twice late after two real seconds.
 */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/order-timeline');

test.describe.configure({ timeout: 90_000 });

async function logIn(page: Page) {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
}

/** Holds the next order past its time (a directive of the running simulator), then places a flexible-savings order. */
async function placeHeldOrder(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const held = (await (await fetch('/__sim/directives', { method: 'POST', body: 'hold:order' })).json()) as {
      errors: string[];
    };
    const response = await fetch('/x-api/s1/byfi/pay-order', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_order_id: 'timeline-held-0001',
        product_id: '4001',
        product_type: 4,
        coin: 5,
        amount_e8: '25000000000',
        account_type: 6,
      }),
    });
    return { held, body: (await response.json()) as { ret_code: number; result: { order_id: string } } };
  });
  expect(answer.held.errors).toEqual([]);
  expect(answer.body.ret_code).toBe(0);
  return answer.body.result.order_id;
}

test('an order detail shows its timeline: each step with its time and the next one expected', async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page);
  // The SOL unstake of the demo history is on its way: submitted, redeeming, back in the wallet by its arrival.
  await page.goto('/earn/defi-order-list/?status=pending');
  await waitForApp(page);
  await page
    .getByRole('button', { name: /SOL On-chain Staking/ })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  const timeline = detail.getByTestId('order-timeline');
  await expect(timeline.getByRole('heading', { name: 'Order timeline' })).toBeVisible();
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Submitted');
  await expect(steps.nth(1)).toContainText('Redeeming');
  await expect(steps.nth(2)).toContainText('Next: Returned to your wallet');
  await expect(steps.nth(2)).toContainText(/Expected by .+UTC/);
  for (let i = 0; i < 3; i += 1) {
    await expect(steps.nth(i).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(steps.nth(i)).toContainText('Your time:');
  }
  await expect(timeline).toHaveAttribute('data-wait', 'onTime');
  await expect(detail.getByTestId('timeline-delayed')).toHaveCount(0);
  await expectAccessible(page);
  await detail.getByRole('button', { name: 'Close' }).click();

  // A settled dual-asset order: every step done, nothing expected.
  await page.goto('/earn/dual-order-list/?status=completed');
  await waitForApp(page);
  await page.getByTestId('order-table').locator('tbody tr').first().getByRole('button').click();
  const settled = page.getByRole('dialog').getByTestId('order-timeline');
  await expect(settled.getByRole('listitem').last()).toContainText('Settled');
  await expect(settled).toHaveAttribute('data-wait', 'finished');
  await expect(settled).not.toContainText('Next:');
  expect(errors).toEqual([]);
});

test('an order the simulator holds past its time shows as delayed, with what to expect and where to ask', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await logIn(page);
  const orderId = await placeHeldOrder(page);
  // Activation is expected a simulated minute after the order; three real seconds are three simulated minutes.
  await page.waitForTimeout(3_000);
  await page.goto(`/earn/savings-order-list/?order=${orderId}`);
  await waitForApp(page);
  const detail = page.getByRole('dialog');
  const timeline = detail.getByTestId('order-timeline');
  await expect(timeline).toHaveAttribute('data-wait', 'delayed');
  await expect(timeline.getByRole('listitem').last()).toContainText('Next: Active');
  const notice = timeline.getByTestId('timeline-delayed');
  await expect(notice).toContainText('Taking longer than expected');
  await expect(notice).toContainText(/\d+ minutes? late/);
  await expect(notice).toContainText('the full amount is refunded to your wallet');
  await expect(notice).toContainText(`quote order ID ${orderId}`);
  // Where to ask is reachable from the keyboard.
  const help = notice.getByRole('link', { name: 'Redeeming: when your funds come back' });
  for (let i = 0; i < 12 && !(await help.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(help).toBeFocused();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: path.join(ARTIFACTS, 'delayed-detail-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, { path: path.join(ARTIFACTS, 'delayed-detail-390.png') });

  // The wallet lists it among the orders in progress, delayed too.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/earn/wallet/');
  await waitForApp(page);
  const inProgress = page.getByTestId('orders-in-progress');
  const card = inProgress.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId('timeline-delayed')).toContainText('Taking longer than expected');
  await expectAccessible(page);
  await shot(inProgress, { path: path.join(ARTIFACTS, 'wallet-in-progress-1440.png') });

  // Arabic reads right to left, with the late count in its plural form (and in the dark theme here).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/ar-SA/earn/wallet/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page
    .getByTestId('orders-in-progress')
    .locator(`[data-order-id="${orderId}"]`)
    .getByTestId('timeline-delayed');
  await expect(arabic).toContainText('يستغرق وقتًا أطول من المتوقع');
  await expect(arabic).toContainText('متأخر');
  await expectAccessible(page);
  await shot(page.getByTestId('orders-in-progress'), { path: path.join(ARTIFACTS, 'wallet-in-progress-ar.png') });
  expect(errors).toEqual([]);
});
