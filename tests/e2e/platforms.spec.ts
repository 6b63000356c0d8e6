import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';

/**
 * The page's hosts: the messaging mini-program (its SDK talking to a host page that plays the messaging client
 * over postMessage) and the exchange's app webview (the demo's stand-in bridge), plus mobile web's app prompt.
 */

const LAUNCH = new URLSearchParams({
  tgWebAppPlatform: 'tdesktop',
  tgWebAppVersion: '8.0',
  tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }),
  tgWebAppData: new URLSearchParams({
    user: JSON.stringify({ id: 42, first_name: 'Demo' }),
    auth_date: '1763900000',
    signature: 'demo',
    hash: 'demo',
  }).toString(),
}).toString();

/** The messaging client's side: records what the mini-app posts, answers the requests it makes, presses Back. */
const HOST_PAGE = `<!doctype html><html><head><title>Messaging client</title></head><body style="margin:0">
<iframe id="app" title="Mini-program" style="width:420px;height:760px;border:0"></iframe>
<script>
  window.__events = [];
  const frame = document.getElementById('app');
  const send = (eventType, eventData) => frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), '*');
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || typeof event.data !== 'string') return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message || typeof message.eventType !== 'string') return;
    window.__events.push(message);
    if (message.eventType === 'web_app_request_viewport') send('viewport_changed', { height: 760, width: 420, is_expanded: true, is_state_stable: true });
    if (message.eventType === 'web_app_request_theme') send('theme_changed', { theme_params: { bg_color: '#17212b' } });
  });
  window.pressBack = () => send('back_button_pressed');
  frame.src = '/earn/tg-page/?sim=reset#${LAUNCH}';
</script></body></html>`;

type HostEvent = { eventType: string; eventData?: Record<string, unknown> };
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
const lastSetup = (list: HostEvent[]) =>
  list.filter((e) => e.eventType === 'web_app_setup_back_button').at(-1)?.eventData;

test('mini-program: expanded on black, back goes back inside and closes from the first page, platform tag on calls', async ({
  page,
}) => {
  await page.route('**/tg-host.html', (route) => route.fulfill({ contentType: 'text/html', body: HOST_PAGE }));
  const tags: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/x-api/') && request.frame() !== page.mainFrame())
      tags.push(request.headers()['x-user-agent'] ?? '');
  });
  await page.goto('/tg-host.html');
  const app = page.frameLocator('#app');
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();

  await expect
    .poll(async () => (await events(page)).map((e) => e.eventType))
    .toEqual(expect.arrayContaining(['web_app_expand', 'web_app_set_background_color']));
  const initial = await events(page);
  expect(initial.find((e) => e.eventType === 'web_app_set_background_color')?.eventData).toEqual({ color: '#000000' });
  expect(lastSetup(initial)).toEqual({ is_visible: true });
  expect(initial.some((e) => e.eventType === 'web_app_close')).toBe(false);

  // Into a product page, then the platform's Back returns to the landing instead of closing.
  const title = app.locator('main h1');
  const tiles = app.locator('main').getByRole('list', { name: 'Products' });
  await expect(tiles.getByRole('link', { name: /savings/i }).first()).toBeVisible();
  const landing = (await title.textContent()) ?? '';
  await tiles
    .getByRole('link', { name: /savings/i })
    .first()
    .click();
  await expect(title).not.toHaveText(landing);
  await page.evaluate(() => (window as unknown as { pressBack: () => void }).pressBack());
  await expect(title).toHaveText(landing);
  expect((await events(page)).some((e) => e.eventType === 'web_app_close')).toBe(false);

  // From the first page Back closes the mini-program.
  await page.evaluate(() => (window as unknown as { pressBack: () => void }).pressBack());
  await expect.poll(async () => (await events(page)).some((e) => e.eventType === 'web_app_close')).toBe(true);

  expect(tags.length).toBeGreaterThan(0);
  expect(tags.every((tag) => tag.includes('pc_tg'))).toBe(true);
});

test('a plain link with launch parameters that do not parse is an ordinary web page, quietly, then and after a reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const platformTags: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/x-api/')) platformTags.push(request.headers()['x-user-agent'] ?? '');
  });
  await page.goto('/earn/home/#tgWebAppData=user%3Dx&tgWebAppVersion=8.0&tgWebAppPlatform=ios');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('earn.mini-program-platform'))).toBeNull();
  platformTags.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => platformTags.length).toBeGreaterThan(0);
  expect(platformTags.some((tag) => tag.includes('_tg'))).toBe(false);
  expect(errors).toEqual([]);
});

test('app webview: bridge login, header auto-hidden, token header, native route; no download prompt', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KestrelApp/3.7.0',
  });
  // The app's auto-hide setting, switched on.
  await context.addInitScript(() => window.sessionStorage.setItem('hecate-standin.autoHideHeader', '1'));
  const page = await context.newPage();
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/x-api/')) tokens.push(request.headers().usertoken ?? '');
  });
  await page.goto('/earn/referral/?sim=reset');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app-header', 'hidden');
  await expect(page.locator('header.hs')).toBeHidden();

  // Login goes through the app's bridge (no login modal, no login page); later calls carry the token header.
  await page.getByTestId('referral-invite').getByRole('button').click();
  await expect(page.getByTestId('referral-code')).toHaveText(/^KST/);
  await expect(page.getByTestId('referral-mine').getByRole('listitem')).toHaveCount(3);
  expect(page.url()).toContain('/earn/referral/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const calls = await page.evaluate(() =>
    (window as unknown as { __hecateCalls: { method: string }[] }).__hecateCalls.map((c) => c.method),
  );
  expect(calls).toContain('login');
  expect(tokens.some((token) => token.length > 0)).toBe(true);

  // A web path with a native screen opens natively and the webview stays where it is.
  await page.getByRole('link', { name: /rewards hub/i }).click();
  await expect(page.locator('#hecate-native-screen')).toHaveText('Native screen: kestrel://rewards-hub');
  expect(page.url()).toContain('/earn/referral/');
  await expect(page.getByRole('complementary', { name: /get the app/i })).toHaveCount(0);
  await context.close();
});

test('mobile web: a dismissible app prompt, absent from the wallet and order pages', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/earn/usdtb/');
  const prompt = page.getByRole('complementary', { name: /get the app/i });
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('usdtb-yield')).toBeVisible();
  // The order list is an account page: signed in, it is shown (signed out, the login page would be).
  await loginAs(page, 'verified');
  await page.goto('/earn/order-list/');
  await expect(page).toHaveURL(/\/earn\/order-list\//);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto('/earn/usdtb/');
  await prompt.getByRole('button').click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // A help-center article written out in the page's language, right to left in Arabic.
  await page.goto('/ar-SA/earn/help-center/redemption/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('help-article').getByRole('heading', { level: 2 })).toHaveText([
    'الادخار المرن',
    'الأجل الثابت والاسترداد المبكر',
  ]);
  await context.close();
});
