import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { waitForApp } from './support/page-checks';

/**
 * What a new user meets between pages and around them, on the demo build: times that read the same in every
 * time zone, no blank frame between a page's static skeleton and the app, waits that end, maintenance said
 * on arrival, and the exchange pages earn links to (identity verification, Web3) answering where they say.
 */

/**
 * Counts animation frames in which the page shows nothing: the static document is parsed but
 * no visible h1 is in it. The static skeleton and the app both paint the page's heading; the gap between
 * them was blank for 150-450 ms.
 */
async function installBlankFrameProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __blankFrames: number; __frames: number };
    w.__blankFrames = 0;
    w.__frames = 0;
    const tick = () => {
      const root = document.getElementById('root');
      // Once the static document is parsed (a frame in mid-parse has not reached the heading yet).
      if (root && document.readyState !== 'loading') {
        w.__frames += 1;
        const h1 = root.querySelector('h1');
        if (!h1 || h1.getBoundingClientRect().height === 0) w.__blankFrames += 1;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function expectNoBlankFrame(page: Page, what: string): Promise<void> {
  const { blank, frames } = await page.evaluate(() => {
    const w = window as unknown as { __blankFrames: number; __frames: number };
    return { blank: w.__blankFrames, frames: w.__frames };
  });
  expect(frames, `${what}: frames sampled`).toBeGreaterThan(0);
  expect(blank, `${what}: frames with nothing on screen`).toBe(0);
}

const UTC_TEXT = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

async function newPage(browser: Browser, timezoneId: string, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ timezoneId, baseURL });
  return context.newPage();
}

test('times read in UTC in New York, Tokyo and UTC; the static skeleton hands over to the app with no blank frame', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  for (const [i, timezoneId] of ['America/New_York', 'Asia/Tokyo', 'UTC'].entries()) {
    const page = await newPage(browser, timezoneId, baseURL);
    await installBlankFrameProbe(page);
    await page.goto('/earn/home/?sim=reset;panel:off');
    await waitForApp(page);
    if (i === 0) await expectNoBlankFrame(page, 'home');
    await loginAs(page, 'verified');
    await page.goto('/earn/wallet/');
    await waitForApp(page);
    const firstTime = page.getByTestId('wallet-records').locator('tbody tr').first().locator('td').first();
    await expect(firstTime).toHaveText(/ UTC$/);
    // The record's own time, formatted in UTC, whatever the browser's zone (the date filter counts UTC days).
    const createdAt = await page.evaluate(async () => {
      const response = await fetch('/x-api/s1/byfi/get-user-wallet-records', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      return ((await response.json()) as { result: { records: Array<{ created_at: string }> } }).result.records.map(
        (r) => Number(r.created_at) * 1000,
      );
    });
    expect(
      createdAt.map((ms) => UTC_TEXT.format(ms)),
      timezoneId,
    ).toContain(await firstTime.textContent());
    await expect(page.getByText('Dates are in UTC.')).toBeVisible();
    await expectNoBlankFrame(page, `wallet in ${timezoneId}`);
    if (i === 0) {
      await page.goto('/earn/order-list/');
      await waitForApp(page);
      await expect(page.locator('td[data-label="Time"]').first()).toHaveText(/\d{2}:\d{2} UTC$/);
      await expectNoBlankFrame(page, 'order list');
    }
    await page.context().close();
  }
});

test('a pay-order timeout shows progress at once and says within 7 s that the outcome is not known, with a retry; maintenance is said on arrival', async ({
  page,
}) => {
  await page.goto('/earn/home/?sim=reset;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/savings/?type=flexible&id=4002&sim=pay-order=timeout');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('250');
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const confirm = dialog.getByRole('button', { name: 'Confirm subscription' });
  await confirm.click();
  const clicked = Date.now();
  await expect(dialog.getByTestId('flow-progress')).toBeVisible({ timeout: 1000 });
  await expect(dialog.getByTestId('flow-error')).toBeVisible({ timeout: 7000 });
  expect(Date.now() - clicked).toBeLessThan(7000);
  // Not known yet, never "not placed": Try again sends the same order.
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();

  // Earn under maintenance: said as the page loads, before anyone fills in a form.
  await page.goto('/earn/savings/?sim=clear;maintenance:all');
  await waitForApp(page);
  await expect(page.getByTestId('maintenance-notice')).toHaveText('Earn is under maintenance. Please try again later.');
});

test('"Verify identity" verifies the demo user and "Web3" opens its stand-in, instead of the earn home', async ({
  page,
}) => {
  await page.goto('/earn/home/?sim=reset;panel:off');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Web3' }).click();
  await expect(page.getByTestId('web3-stand-in')).toContainText('not part of the earn section');
  await loginAs(page, 'unverified');
  await page.goto('/earn/savings/?type=fixed&id=6002');
  const dialog = page.getByRole('dialog');
  // Said as the dialog opens, before anything is typed.
  await dialog.getByTestId('kyc-prompt').getByRole('link', { name: 'Verify identity' }).click();
  await page.getByRole('button', { name: 'Verify identity (level 1)' }).click();
  await expect(page.getByTestId('kyc-stand-in-status')).toContainText('verified at KYC level 1');
  await page.getByRole('link', { name: 'Back to earn' }).click();
  const again = page.getByRole('dialog');
  await again.getByRole('textbox', { name: /^Amount \(/ }).fill('150');
  await again.getByRole('radio', { name: 'Pay out to my Funding wallet' }).check();
  await again.getByRole('button', { name: 'Review order' }).click();
  await expect(again.getByRole('button', { name: 'Confirm subscription' })).toBeVisible();
});
