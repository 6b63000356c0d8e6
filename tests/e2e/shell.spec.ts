import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bcp47, localePrefix, textDirection } from '@/i18n/locales';
import { wordmarkKey } from '@/edition/wordmark-key';
import { translatorFor } from '../../scripts/lib/translations';
import { editionUrl, expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

interface EditionFile {
  id: string;
  locales: string[];
  defaultLocale: string;
  hosts: { production: string[] };
  brand: { wordmark: string };
}
const EDITIONS_DIR = path.resolve(import.meta.dirname, '../../editions');
const editions = fs
  .readdirSync(EDITIONS_DIR)
  .map((f) => JSON.parse(fs.readFileSync(path.join(EDITIONS_DIR, f), 'utf8')) as EditionFile);
const AXE_LOCALES = new Set(['en', 'en-EU']);
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/shell');

// Both locales of an edition in one tab: the second page finds the demo's mock worker installed (about 1.5 s
// less for each edition).
for (const edition of editions) {
  const other = edition.id === 'global' ? 'ja-JP' : edition.locales.find((l) => l !== edition.defaultLocale)!;
  test(`${edition.id} home in ${edition.defaultLocale} and ${other}: metadata, skeleton-free mount, no errors, accessible`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    for (const locale of [edition.defaultLocale, other]) {
      const response = await page.goto(editionUrl(edition.id, `${localePrefix(locale)}/earn/home/`));
      expect(response?.status()).toBe(200);
      await waitForApp(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', bcp47(locale));
      await expect(html).toHaveAttribute('dir', textDirection(locale));
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        `https://${edition.hosts.production[0]}${localePrefix(locale)}/earn/home/`,
      );
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'index,follow');
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveCount(1);
      await expect(page.locator('link[rel=alternate]')).toHaveCount(edition.locales.length + 1);
      // The wordmark reads in the page's language (Қазақстан on kk-KAZ, Kazakhstan on en-KAZ).
      if (edition.brand.wordmark)
        await expect(page.locator('header.hs .hs-wordmark')).toHaveText(translatorFor(locale)(wordmarkKey(edition.id)));
      // axe on the global home, on the EU one (its own quote coin and products) and on every right-to-left page:
      // editions differ only in wordmark, words and quote coin, so the others draw the same page in other words
      // (about five seconds of the suite each).
      if (AXE_LOCALES.has(locale) || textDirection(locale) === 'rtl') await expectAccessible(page);
    }
    expect(errors).toEqual([]);
  });
}

test('the header skeleton paints before any script runs, 48 px tall, with the regional wordmark', async ({ page }) => {
  await page.route('**/earn/assets/**', (route) => route.abort());
  await page.goto(editionUrl('kz', '/ru-KAZ/earn/home/'));
  const skeleton = page.locator('header.hs[data-skeleton]');
  await expect(skeleton).toBeVisible();
  expect((await skeleton.boundingBox())?.height).toBe(48);
  await expect(skeleton.locator('.hs-wordmark')).toHaveText('Казахстан');
});

test('the skeleton nav comes from the cached navigation only in its own language', async ({ page }) => {
  await page.goto('/earn/home/');
  await waitForApp(page);
  await page.evaluate(() => {
    localStorage.setItem(
      'latest-navs',
      JSON.stringify({
        exchange: [{ name: 'Exchange', renderer: 'plain' }],
        left: [
          { name: '市場', renderer: 'primary-link' },
          { name: 'WSOT', renderer: 'plain' },
          { name: 'more', renderer: 'more-dropdown' },
        ],
        right: [],
        language: 'ja-JP',
      }),
    );
  });
  await page.route('**/earn/assets/**', (route) => route.abort());
  await page.goto('/ja-JP/earn/home/');
  const nav = page.locator('#hs-nav');
  await expect(nav.locator('li')).toHaveCount(3);
  await expect(nav.locator('.hs-wsot')).toHaveText('WSOT');
  await page.goto('/earn/home/');
  await expect(page.locator('#hs-nav li')).toHaveCount(0);
});

test('mounting the app over the skeleton shifts nothing (CLS 0)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/earn/home/');
  await waitForApp(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
});

test('ar-SA renders right to left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar-SA/earn/home/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const logo = await page.locator('header.hs .hs-logo').boundingBox();
  expect(logo!.x).toBeGreaterThan(720);
  expect(await page.locator('main h1').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await shot(page, { path: path.join(ARTIFACTS, 'ar-SA-1440.png') });
  await expectAccessible(page);
});

test('switching language keeps the query string and reloads in the new locale', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/earn/savings/?type=fixed');
  await waitForApp(page);
  await page.locator('.hs-right-desktop select').selectOption('ja-JP');
  await page.waitForURL('**/ja-JP/earn/savings/?type=fixed');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await page.locator('.hs-right-desktop select').selectOption('en');
  await page.waitForURL((url) => url.pathname === '/earn/savings/' && url.search === '?type=fixed');
});

test('unknown locale prefixes fall back to en and the URL is corrected', async ({ page }) => {
  await page.goto('/de-DE/earn/launchpool/?x=1');
  await waitForApp(page);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/earn/launchpool/?x=1');
  await page.goto('/JA-jp/earn/home/');
  await page.waitForURL('**/ja-JP/earn/home/');
  await page.goto(editionUrl('eu', '/earn/home/'));
  await page.waitForURL('**/en-EU/earn/home/');
});

test('unknown paths show the translated 404 page', async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto('/earn/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex,nofollow');
  const ja = JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../../public/earn/translations/earn-web/ja/common.json'),
      'utf8',
    ),
  );
  await page.goto('/ja-JP/earn/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja.notFound.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await page.goto('/earn/help-center/not-an-article/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectAccessible(page);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('/ and /earn/ redirect to the earn home', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/earn/home/');
  await page.goto('/earn/?utm=a');
  await page.waitForURL('**/earn/home/?utm=a');
});

for (const width of [375, 912, 1024, 1025, 1440]) {
  test(`layout at ${width} px: nav and right areas follow the breakpoints`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/earn/home/');
    await waitForApp(page);
    await expect(page.locator('header.hs nav.hs-nav')).toBeVisible({ visible: width > 912 });
    await expect(page.locator('.hs-right-desktop')).toBeVisible({ visible: width >= 1025 });
    await expect(page.locator('.hs-right-mobile')).toBeVisible({ visible: width <= 1024 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await shot(page, { path: path.join(ARTIFACTS, `home-${width}.png`), fullPage: true });
    if (width <= 1024) {
      await page.locator('.hs-right-mobile').getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, { path: path.join(ARTIFACTS, `menu-${width}.png`) });
    }
  });
}
