import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { waitForApp, watchConsole } from './support/page-checks';

/**
 * The integrations the pages never import, on the demo build: the external shell (its stand-in drawing header
 * and footer through the production contract), analytics and monitoring (recorded by the simulated collectors),
 * and the support chatbot (10 s after load, never in the app).
 */

interface Collected {
  events: {
    name: string;
    page: string;
    is_app: boolean;
    is_phone: boolean;
    is_pc: boolean;
    is_login: boolean;
    props: Record<string, unknown>;
  }[];
  errors: unknown[];
}

/** Milliseconds since the page's navigation started, on the page's (installed) clock. */
function sinceLoad(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Hides the page as a tab switch does (the queues flush by beacon), then reads what the collectors received. */
async function collected(page: Page): Promise<Collected> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  return page.evaluate(async () => (await fetch('/__sim/collected')).json() as Promise<Collected>);
}

test('the shell stand-in draws header and footer; a subscribe is reported with its flags; the shell logout posts and reloads', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('earn-demo-shell', 'full'));
  await page.goto('/earn/home/?sim=reset');
  const shellHeader = page.locator('[data-uniframe=header]');
  await expect(shellHeader.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('[data-uniframe=footer]')).toBeVisible();
  // The app's own header and footer give way to the shell's.
  await expect(page.locator('header.hs')).toHaveCount(0);
  await expect(page.locator('footer:not([data-uniframe])')).toHaveCount(0);
  await loginAs(page, 'verified');

  await page.goto('/earn/savings/?type=flexible&id=4001');
  // The header re-syncs the login state while it settles.
  await expect(shellHeader.getByRole('button', { name: 'Log out' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('1000');
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('subscribe-success')).toContainText('Subscription placed');

  // The beacon may still be on its way when the collector is read: read again until it has landed.
  let events: Collected['events'] = [];
  await expect
    .poll(async () => (events = (await collected(page)).events).map((e) => e.name))
    .toEqual(expect.arrayContaining(['page_view', 'subscribe_started', 'subscribe_confirmed']));
  const confirmed = events.find((e) => e.name === 'subscribe_confirmed');
  expect(confirmed).toMatchObject({
    page: '/earn/savings/',
    is_app: false,
    is_phone: false,
    is_pc: true,
    is_login: true,
    props: { product_id: '4001' },
  });

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const logout = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/x-api/logout',
  );
  const reloaded = page.waitForEvent('framenavigated');
  await shellHeader.getByRole('button', { name: 'Log out' }).click();
  await logout;
  await reloaded;
  await expect(shellHeader.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the chatbot starts 10 s after load outside the app, gets the language; opting out of analytics stops the reports', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  await page.goto('/ja-JP/earn/home/');
  await waitForApp(page);
  const chat = page.locator('[data-support-chat]');
  // The installed clock runs with real time: the load itself took some of the 10 s, so count from the page's own.
  await page.clock.fastForward(Math.max(0, 9_000 - (await sinceLoad(page))));
  await expect(chat).toHaveCount(0);
  await page.clock.fastForward(1_500);
  const launcher = chat.getByRole('button', { name: 'サポート' });
  await launcher.click();
  await expect(chat.getByRole('dialog', { name: 'サポート' })).toBeVisible();
  await expect(chat.locator('[data-chat-lang]')).toHaveAttribute('data-chat-lang', 'ja-JP');

  await expect.poll(async () => (await collected(page)).events.map((e) => e.name)).toContain('page_view');

  // Opting out (persisted) reports nothing more: after a reload, not even the page view.
  const consent = page.getByRole('checkbox', { name: '利用状況の分析とエラーレポートを共有する' });
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await page.reload();
  await waitForApp(page);
  await expect(consent).not.toBeChecked();
  await page.clock.fastForward(10_500);
  await expect(launcher).toBeVisible();
  expect(await collected(page)).toEqual({ events: [], errors: [] });

  // Inside the exchange's app the chatbot never starts.
  const app = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) KestrelApp/4.2.0',
  });
  const inApp = await app.newPage();
  await inApp.clock.install();
  await inApp.goto('/earn/home/');
  await waitForApp(inApp);
  await inApp.clock.fastForward(15_000);
  await expect(inApp.locator('main#main h1').first()).toBeVisible();
  await expect(inApp.locator('[data-support-chat]')).toHaveCount(0);
  await app.close();
});
