import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Download, type Page } from '@playwright/test';
import { readICalendar } from '../unit/support/read-icalendar';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * The earn calendar on the demo build, as `verified` (one login for both tests): reached from the wallet, it
 * lists the positions' dates, and the downloaded .ics (all of them, or one position's) opens in ical.js with
 * the UIDs and UTC times the page shows.
 */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/calendar');
const DOMAIN = 'kestrel.example';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  // The simulator's clock stands still, so no date passes while the test reads it.
  await page.goto('/earn/calendar/?sim=reset;speed:0;panel:off');
  // A visitor gets the login page, which brings them back here.
  await expect(page).toHaveURL(/\/earn\/login\/\?redirect_url=/);
  await waitForApp(page);
  await loginAs(page, 'verified');
});

test.afterAll(async () => {
  await context.close();
});

async function readDownload(download: Download): Promise<string> {
  return fs.readFileSync(await download.path(), 'utf8');
}

test("from the wallet to the calendar: the positions' dates, the .ics of all of them and of one position", async () => {
  const errors = watchConsole(page);
  await page.goto('/earn/wallet/');
  await waitForApp(page);
  await page.getByTestId('calendar-link').click();
  await expect(page).toHaveURL(/\/earn\/calendar\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earn calendar' })).toBeVisible();

  const rows = page.getByTestId('calendar-event');
  await expect(rows.first()).toBeVisible();
  // The seeded positions: money on its way from staking, a double-win settlement, a launchpool's end, and
  // two fixed terms with auto-reinvest (maturity and cut-off each).
  const shown = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-event') ?? ''));
  const kinds = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
  expect(new Set(kinds)).toEqual(new Set(['arrival', 'settlement', 'projectEnd', 'renewalCutoff', 'maturity']));
  await expect(page.getByTestId('calendar-summary')).toHaveText(`${shown.length} upcoming dates`);
  // The demo world starts at the real time, so its dates are read from the page: a 30-day term matures at
  // midnight UTC, shown in UTC under its UTC day, with the reader's own time beside it.
  const maturity = rows.filter({ hasText: 'ETH 30D Fixed matures' });
  const maturityAt = (await maturity.locator('time').getAttribute('datetime')) ?? '';
  const ethId = ((await maturity.getAttribute('data-event')) ?? '').replace(/-maturity$/, '');
  expect(maturityAt).toMatch(/T00:00:00\.000Z$/);
  const utcDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(maturityAt));
  await expect(maturity).toContainText(`${utcDay}, 00:00 UTC`);
  await expect(maturity).toContainText('your time:');
  await expect(
    page.getByTestId('calendar-day').filter({ has: maturity }).getByRole('heading', { level: 2 }),
  ).toHaveText(new RegExp(`^${utcDay}\\d+ events?$`));
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'calendar-1440.png'), fullPage: true });

  // Keyboard: the download is reached with Tab and started with Enter.
  const exportButton = page.getByTestId('calendar-export');
  await exportButton.focus();
  await expect(exportButton).toBeFocused();
  const [all] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(all.suggestedFilename()).toBe('earn-calendar.ics');
  const text = await readDownload(all);
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  const calendar = readICalendar(text);
  expect(calendar.events.map((event) => event.uid)).toEqual(shown.map((id) => `${id}@${DOMAIN}`));
  expect(calendar.events.every((event) => event.isUtc)).toBe(true);
  const fixed = calendar.events.find((event) => event.uid === `${ethId}-maturity@${DOMAIN}`);
  expect(fixed).toMatchObject({ start: maturityAt, summary: 'ETH 30D Fixed matures', alarms: ['-P1D'] });
  expect(fixed?.url).toMatch(/\/earn\/wallet\/$/);

  // One position's file from its wallet card: the same UIDs, so it updates what the full file added.
  await page.goto('/earn/wallet/');
  await waitForApp(page);
  const card = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'ETH 30D Fixed', exact: true }) });
  const [one] = await Promise.all([page.waitForEvent('download'), card.getByTestId('add-to-calendar').click()]);
  expect(one.suggestedFilename()).toBe(`earn-position-${ethId}.ics`);
  const own = readICalendar(await readDownload(one));
  expect(own.events.map((event) => [event.uid, event.start])).toEqual([
    [`${ethId}-renewalCutoff@${DOMAIN}`, new Date(Date.parse(maturityAt) - 30 * 60_000).toISOString()],
    [`${ethId}-maturity@${DOMAIN}`, maturityAt],
  ]);
  // A flexible position has no date ahead and offers no file.
  await expect(
    page
      .getByTestId('position')
      .filter({ has: page.getByRole('heading', { name: 'BTC Flexible Savings', exact: true }) })
      .getByTestId('add-to-calendar'),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in Arabic the calendar reads right to left, with Arabic plural forms', async () => {
  for (const [name, width] of [
    ['ar-SA-1440', 1440],
    ['ar-SA-375', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ar-SA/earn/calendar/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تقويم الربح' })).toBeVisible();
    await expect(page.getByTestId('calendar-event').first()).toBeVisible();
    // Seven dates: Arabic's "few" form (3 to 10).
    await expect(page.getByTestId('calendar-summary')).toHaveText(/^\d+ مواعيد قادمة$/);
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: 'حدث واحد' }).first()).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, { path: path.join(ARTIFACTS, `calendar-${name}.png`), fullPage: true });
  }
});

test('inside the app, where no file can be saved or shared, the calendar says so instead of doing nothing', async ({
  browser,
}) => {
  // The same session in the exchange's app: its webview drops downloads, and this one has no share sheet.
  const app = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KestrelApp/3.7.0',
    storageState: await context.storageState(),
  });
  const inApp = await app.newPage();
  try {
    await inApp.goto('/earn/calendar/');
    await waitForApp(inApp);
    let downloads = 0;
    inApp.on('download', () => (downloads += 1));
    await inApp.getByTestId('calendar-export').click();
    await expect(inApp.getByTestId('calendar-unsupported')).toHaveText(
      'This app cannot save files: open this page in your browser to put the dates in your calendar.',
    );
    expect(downloads).toBe(0);
    await expectAccessible(inApp);
  } finally {
    await app.close();
  }
});
