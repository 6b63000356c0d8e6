import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { waitForApp } from './support/page-checks';

/**
 * Writes whose answer never comes, on the demo build: the simulator places the redemption and drops its answer
 * (`lost`), or never answers the order list (`timeout`). Whatever the user does next (Back, another amount,
 * Review, Confirm, a reload), the redemption is placed once, and the user is told what happened.
 */

const CARD = 'USDT Flexible Savings';

async function openWallet(page: Page, sim: string) {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(`/earn/wallet/?sim=panel:off;${sim}`);
  await waitForApp(page);
  await expect(page.getByTestId('position').first()).toBeVisible();
}

function position(page: Page): Locator {
  return page.getByTestId('position').filter({ has: page.getByRole('heading', { name: CARD, exact: true }) });
}

function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

/** The client order ids of every confirm-order the page sends from now on (a reload included). */
function confirmIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/x-api/s1/byfi/confirm-order') return;
    ids.push((JSON.parse(request.postData() ?? '{}') as { client_order_id: string }).client_order_id);
  });
  return ids;
}

async function reviewRedeem(page: Page, value: string): Promise<Locator> {
  await position(page).getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${CARD}` });
  await dialog.getByLabel('Amount (USDT)').fill(value);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('action-review')).toContainText(`${value} USDT`);
  return dialog;
}

test('a lost answer: progress at once, "still processing" within 7 s; Back, another amount, Review settles the first: one redemption', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The redemption is placed and its answer lost; the first look-up gets no answer either.
  await openWallet(page, 'confirm-order=lost,once');
  const ids = confirmIds(page);
  const principal = position(page).getByTestId('position-principal');
  const before = amount(await principal.textContent());
  const dialog = await reviewRedeem(page, '150');
  // The look-up's fault is armed now, once the page's own calls are done: the wallet's order list loads in a lazy
  // chunk, and on a busy machine its first call came after the review opened and spent the fault.
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      async () =>
        (
          (await (await fetch('/__sim/directives', { method: 'POST', body: 'query-orders=timeout,once' })).json()) as {
            errors: string[];
          }
        ).errors,
    ),
  ).toEqual([]);
  const clicked = Date.now();
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByTestId('flow-progress')).toBeVisible({ timeout: 1000 });
  // Polled every 50 ms: a locator assertion retries up to a second apart, which counted against the page (7,029 ms).
  await expect
    .poll(async () => (await dialog.getByRole('alert').allTextContents()).join(' '), {
      timeout: 7000 - (Date.now() - clicked),
      intervals: [50],
    })
    .toContain('may still be processing');
  expect(Date.now() - clicked).toBeLessThan(7000);
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Back, another amount, Review: the earlier redemption is shown and looked up first, and found placed.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByLabel('Amount (USDT)').fill('80');
  await dialog.getByRole('button', { name: 'Review' }).click();
  // The look-up may settle before the earlier review paints: what counts is that the 150 is what completes.
  await expect(dialog.getByText('Redemption complete. You receive 150 USDT.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => amount(await principal.textContent())).toBeCloseTo(before - 150, 4);
  expect(new Set(ids).size).toBe(1);
});

test('a lost answer, then a reload: redeeming again first settles the earlier redemption: one redemption', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openWallet(page, 'confirm-order=lost');
  const ids = confirmIds(page);
  const before = amount(await position(page).getByTestId('position-principal').textContent());
  const dialog = await reviewRedeem(page, '150');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByTestId('flow-progress')).toBeVisible({ timeout: 1000 });
  await expect.poll(() => ids.length).toBe(1);
  // Reload before any answer (the fault is cleared, the placed redemption stays in the world).
  await page.goto('/earn/wallet/?sim=clear;panel:off');
  await waitForApp(page);
  await position(page).getByRole('button', { name: 'Redeem', exact: true }).click();
  const again = page.getByRole('dialog', { name: `Redeem ${CARD}` });
  // No form: the earlier redemption, looked up under its id and found placed.
  await expect(again).toContainText('Redemption complete.');
  await expect(again.getByLabel('Amount (USDT)')).toHaveCount(0);
  await again.getByRole('button', { name: 'Done' }).click();
  const principal = position(page).getByTestId('position-principal');
  await expect.poll(async () => amount(await principal.textContent())).toBeCloseTo(before - 150, 4);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(1);
});
