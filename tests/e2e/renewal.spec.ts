import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { countCalls } from './support/count-calls';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';
import { simDirectives } from './support/sim-control';

/**
 * Renewal that never surprises, on the demo build as `verified`: a fixed term asks what happens at maturity with
 * nothing chosen for the user; the position shows the next term and the last time to change; when the product's
 * rate is cut (`apr:` of the simulator), the position whose holder accepted no lower rate is paid out at maturity
 * and the one whose holder accepted a point less renews at the new rate. The 1-day USDT term (6006, 4 %) keeps
 * maturity within two simulated days.
 */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/renewal');
const PRODUCT = '/earn/savings/?type=fixed&id=6006';

async function start(page: Page) {
  // The clock stands still while the test reads dates; it is moved on when the test says so.
  await page.goto('/earn/home/?sim=reset;speed:0;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
}

async function openProduct(page: Page): Promise<Locator> {
  await page.goto(PRODUCT);
  await waitForApp(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Subscribes `amount` to the 1-day term renewing with the tolerance option named (by its label). */
async function subscribeRenewing(page: Page, amount: string, tolerance: string) {
  const dialog = await openProduct(page);
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill(amount);
  await dialog.getByRole('radio', { name: 'Renew for another term' }).check();
  await dialog.getByRole('combobox', { name: 'Lowest next APR I accept' }).selectOption({ label: tolerance });
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('subscribe-success')).toBeVisible();
}

test('a fixed term asks what happens at maturity, with nothing chosen for the user, by keyboard too', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await start(page);
  const previews = countCalls(page, 'preview-order');
  const dialog = await openProduct(page);
  const choice = dialog.getByTestId('renewal-choice');
  await expect(dialog.getByRole('group', { name: 'At maturity' })).toBeVisible();
  const renew = dialog.getByRole('radio', { name: 'Renew for another term' });
  const payOut = dialog.getByRole('radio', { name: 'Pay out to my Funding wallet' });
  await expect(renew).not.toBeChecked();
  await expect(payOut).not.toBeChecked();
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('1000');
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await expect(choice.getByRole('alert')).toHaveText(
    'Choose what happens at maturity: renew for another term or pay out.',
  );
  await expect(dialog.getByTestId('savings-review-step')).toHaveCount(0);
  expect(previews.count()).toBe(0);
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'choice-required-1440.png') });

  // Keyboard: the choice is reached and made without a pointer, and the tolerance follows it.
  await renew.focus();
  await page.keyboard.press('Space');
  await expect(renew).toBeChecked();
  await expect(choice.getByRole('alert')).toHaveCount(0);
  const tolerance = dialog.getByRole('combobox', { name: 'Lowest next APR I accept' });
  await expect(tolerance).toHaveValue('0');
  await expect(tolerance.locator('option')).toHaveText([
    'The same APR as now, or higher',
    'Up to 0.25 percentage points lower',
    'Up to 0.5 percentage points lower',
    'Up to 1 percentage point lower',
    'Up to 2 percentage points lower',
  ]);
  await tolerance.focus();
  await tolerance.selectOption('0.005');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const review = dialog.getByTestId('savings-review-step');
  // 4 % less the half point accepted.
  await expect(review.getByTestId('review-renewal')).toHaveText('Renew if the next APR is at least 3.5%');
  await shot(page, { path: path.join(ARTIFACTS, 'review-1440.png') });
  await review.getByRole('button', { name: 'Back' }).click();
  await payOut.check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await expect(review.getByTestId('review-renewal')).toHaveText('Pay out');
  expect(errors).toEqual([]);
});

test('a term with worse next terms is paid out without consent, and renewed where the holder accepted them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await start(page);
  await subscribeRenewing(page, '1000', 'The same APR as now, or higher');
  await subscribeRenewing(page, '2000', 'Up to 1 percentage point lower');

  await page.goto('/earn/wallet/');
  await waitForApp(page);
  const card = (principal: string) =>
    page
      .getByTestId('position')
      .filter({ has: page.getByRole('heading', { name: 'USDT 1D Fixed' }) })
      .filter({ has: page.getByTestId('position-principal').getByText(principal, { exact: true }) });
  const strict = card('1,000 USDT');
  const tolerant = card('2,000 USDT');
  await expect(strict.getByTestId('renewal-next')).toContainText(/^4% APR for 1 day, until .+ UTC/);
  await expect(strict.getByTestId('renewal-verdict')).toHaveText('Renews at 4%');
  // The last time to change: 30 minutes before maturity, in UTC with the reader's own time beside it.
  const cutoffAt = await strict.getByTestId('renewal-cutoff').locator('time').getAttribute('datetime');
  expect(cutoffAt).toMatch(/T23:30:00\.000Z$/);
  await expect(strict.getByTestId('renewal-cutoff')).toContainText('your time:');
  const strictId = await strict.getAttribute('data-position-id');
  const tolerantId = await tolerant.getAttribute('data-position-id');

  // The exchange cuts the product's rate by a point before the cut-off: both positions say what it means.
  await simDirectives(page, 'apr:6006:-1');
  await page.reload();
  await waitForApp(page);
  await expect(strict.getByTestId('renewal-next')).toContainText(/^3% APR for 1 day/);
  await expect(strict.getByTestId('renewal-verdict')).toHaveText('Will be paid out: 3% is below the 4% you accept');
  await expect(tolerant.getByTestId('renewal-verdict')).toHaveText('Renews at 3%');
  await expect(tolerant.getByRole('combobox', { name: 'Lowest next APR I accept' })).toHaveValue('0.01');
  await expectAccessible(page);
  await shot(strict, { path: path.join(ARTIFACTS, 'position-worse-1440.png') });

  // Three simulated days on: both terms mature. Interest starts the next UTC day, up to 24 hours after the order,
  // and the term is a day: two days only just reached maturity for an order placed around midnight (it failed so
  // in a full run at 23:58 UTC).
  await simDirectives(page, 'advance:72');
  await page.reload();
  await waitForApp(page);

  const closed = await page.evaluate(async () => {
    const response = await fetch('/x-api/s1/byfi/get-positions', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statuses: [5], limit: 100 }),
    });
    return (
      (await response.json()) as {
        result: {
          positions: Array<{
            position_id: string;
            renewal?: { outcome: number; next_apy_e8: string; min_apy_e8: string; renewed_position_id?: string };
          }>;
        };
      }
    ).result.positions;
  });
  const outcomeOf = (id: string | null) => closed.find((p) => p.position_id === id)?.renewal;
  // Not renewed: 3 % is below the 4 % accepted; paid out (outcome 2).
  expect(outcomeOf(strictId)).toMatchObject({ outcome: 2, next_apy_e8: '3000000', min_apy_e8: '4000000' });
  // Renewed at 3 % (outcome 1), into a new position.
  const renewed = outcomeOf(tolerantId);
  expect(renewed).toMatchObject({ outcome: 1, next_apy_e8: '3000000', min_apy_e8: '3000000' });
  await expect(strict).toHaveCount(0);
  // The wallet says what happened to it, where the holder looks: among the terms that ended lately.
  const ended = page.locator(`[data-testid=ended-position][data-position-id="${strictId}"]`);
  await expect(ended.getByTestId('renewal-outcome')).toHaveText(
    'Not renewed: the next APR of 3% was below the 4% you accepted, so it was paid out',
  );
  await expect(page.getByRole('heading', { name: 'Ended in the last 30 days' })).toBeVisible();
  await shot(page.getByTestId('ended-positions'), { path: path.join(ARTIFACTS, 'wallet-ended-1440.png') });
  // The renewed 2,000 USDT earns 3 % (it may have renewed again since, on equal terms).
  await expect(tolerant.first()).toBeVisible();
  await expect(tolerant.first()).toContainText('3%');
  await expect(
    page.getByTestId('position').filter({ has: page.getByRole('heading', { name: 'USDT 1D Fixed' }) }),
  ).toHaveCount(1);
  await shot(page, { path: path.join(ARTIFACTS, 'wallet-after-1440.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('in ar-SA the renewal reads right to left on a phone, and the position in dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page);
  await page.goto(`/ar-SA${PRODUCT}`);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('1000');
  await dialog.getByTestId('renewal-renew').check();
  await expect(dialog.getByTestId('renewal-choice')).toContainText('أدنى عائد سنوي أقبله للمدة التالية');
  await dialog.getByTestId('renewal-choice').scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'choice-ar-390.png') });
  await subscribeRenewing(page, '1000', 'The same APR as now, or higher');
  await page.goto('/ar-SA/earn/wallet/');
  await waitForApp(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const position = page
    .getByTestId('position')
    .filter({ has: page.getByTestId('renewal-next') })
    .first();
  await expect(position.getByTestId('renewal-verdict')).toContainText('يُجدَّد بعائد');
  await position.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(position, { path: path.join(ARTIFACTS, 'position-dark-390.png') });
});
