import { expect, test } from '@playwright/test';
import { waitForApp } from './support/page-checks';

/**
 * The profile call failing on the demo build: a guarded page lands on the login page with its way back, and
 * the form shows whatever the call does, with the failure in words and a retry.
 */

for (const [fault, message] of [
  ['http500', 'error 500'],
  ['malformed', 'could not read'],
] as const) {
  test(`profile ${fault}: the wallet lands on the login form with the error and a retry`, async ({ page }) => {
    await page.goto(`/earn/wallet/?sim=reset;panel:off;profile=${fault}`);
    await waitForApp(page);
    await expect(page).toHaveURL(/\/earn\/login\/\?redirect_url=%2Fearn%2Fwallet%2F/);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Username')).toBeVisible({ timeout: 8000 });
    const notice = main.getByTestId('session-error');
    await expect(notice).toContainText('We could not check whether you are logged in.', { timeout: 8000 });
    await expect(notice).toContainText(message);
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
}

test('profile timeout: the wallet lands on the login form while the call is still out', async ({ page }) => {
  await page.goto('/earn/wallet/?sim=reset;panel:off;profile=timeout');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/earn\/login\//, { timeout: 8000 });
  const main = page.getByRole('main');
  await expect(main.getByLabel('Username')).toBeVisible({ timeout: 3000 });
  await expect(main.getByText('Checking whether you are logged in…')).toBeVisible();
});
