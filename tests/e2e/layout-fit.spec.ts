import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PAGES } from '@/app/route-catalog';
import { localePrefix, textDirection, translationChain } from '@/i18n/locales';
import { loginAs } from './support/demo-login';
import { editionUrl, waitForApp } from './support/page-checks';

/**
 * Layouts that fit in every language. Phones: no page is wider than a 320 or 375 px viewport (a term
 * selector that does not wrap, a table of long column titles). Desktop: the header nav never clips an
 * entry; what does not fit moves into "More".
 *
 * Kept fast: one context per group, logged in once; per locale one full load (home), the other routes by
 * client-side navigation, both phone widths measured on one render by resizing, no screenshots. A locale
 * whose words come from the same translation file as one already swept renders the same text, so each
 * translation file is swept once (in the first edition serving it, preferring the global edition).
 */

interface EditionFile {
  id: string;
  locales: string[];
}
const EDITIONS_DIR = path.resolve(import.meta.dirname, '../../editions');
const editions = fs
  .readdirSync(EDITIONS_DIR)
  .map((f) => JSON.parse(fs.readFileSync(path.join(EDITIONS_DIR, f), 'utf8')) as EditionFile)
  .sort((a, b) => Number(b.id === 'global') - Number(a.id === 'global'));
/** Editions present in the build under test (a partial build serves only some). */
const ROOT = path.resolve(import.meta.dirname, '../..', process.env.E2E_ROOT ?? 'dist-demo');
const built = (id: string) => fs.existsSync(path.join(ROOT, id));

/** Per edition, the served locales whose translation file no earlier locale used (and every Arabic one), in chunks of 6. */
function sweepPlan(): { edition: string; chunks: string[][] }[] {
  const seen = new Set<string>();
  const plan: { edition: string; chunks: string[][] }[] = [];
  for (const edition of editions) {
    const fresh = edition.locales.filter((locale) => {
      const file = translationChain(locale)[0]!;
      // Every Arabic locale: its numbers and their sides are checked too, and they differ by region.
      if (seen.has(file) && textDirection(locale) !== 'rtl') return false;
      seen.add(file);
      return true;
    });
    const chunks: string[][] = [];
    for (let i = 0; i < fresh.length; i += 6) chunks.push(fresh.slice(i, i + 6));
    if (chunks.length > 0) plan.push({ edition: edition.id, chunks });
  }
  return plan;
}

const FIRST_ROUTE = 'home/';
/** Reached from the home page without a reload: a family page, the wallet, an order list. */
const NEXT_ROUTES = ['savings/', 'wallet/', 'order-list/'];
const PHONE_WIDTHS = [375, 320];
/** Every page of the app (login aside: it is where the sweep starts) and liquidity mining's tabs, each a form of its own. */
const EVERY_ROUTE = [
  ...PAGES.filter(({ path }) => path !== 'login' && path !== 'home').map(({ path }) => `${path}/`),
  ...['mining', 'swap', 'my-liquidity'].map((tab) => `liquidity-mining/?tab=${tab}`),
];

/**
 * The page is settled: the app's own header, a main heading (other than `previous`, after an in-app
 * navigation) and no loading placeholder left in the main area. Polled every frame, not on expect's backoff.
 */
async function settle(page: Page, previous: string | null = null): Promise<string> {
  const handle = await page.waitForFunction(
    (before) => {
      const h1 = document.querySelector('main#main h1');
      const ready =
        document.querySelector('header.hs:not([data-skeleton])') &&
        h1 &&
        h1.textContent &&
        h1.textContent !== before &&
        !document.querySelector('main#main [aria-busy="true"]');
      return ready ? h1.textContent : null;
    },
    previous,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as string;
}

/** Client-side navigation (what a link does), much cheaper than loading the document again. */
async function navigateInApp(page: Page, url: string, previous: string | null): Promise<string> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
  return settle(page, previous);
}

/** How far the document reaches past the viewport, and the innermost elements sticking out when it does. */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    if (excess <= 0) return { excess, culprits: [] };
    const out = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && (rect.right > width + 1 || rect.left < -1);
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => out(el) && ![...el.children].some(out))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    return { excess, culprits };
  });
}

/**
 * Arabic screens: one numbering system on the screen, and every amount written with its coin (`12.5 USDT`,
 * `-3.2 USDT`, or a figure followed by a coin label) shows the coin on the same side of the number.
 */
async function arabicProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const text = document.body.innerText;
    const latin = /[0-9]/.test(text);
    const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/.test(text);
    if (latin && arabicIndic)
      problems.push(`Latin and Arabic-Indic digits on one screen: ${text.match(/[\u0660-\u0669\u06f0-\u06f9]+/)?.[0]}`);
    const COIN = /^(USDT|USDC|BTC|ETH|[A-Z]{2,6})$/;
    const NUMBER =
      /^[\u200e\u200f\u061c]*[-+\u2212]?[\u200e]*[0-9\u0660-\u0669][0-9\u0660-\u0669.,\u066b\u066c\u00a0\u202f ]*$/;
    const rectOf = (node: Node, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    const sides = new Map<string, string>();
    const walker = document.createTreeWalker(document.querySelector('main#main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      // "12.5 USDT" within one text node.
      for (const match of value.matchAll(
        /([\u200e\u200f\u061c]*[-+\u2212]?[\u200e]*[0-9][0-9.,]*)[ \u00a0](USDT|USDC|BTC|ETH)\b/g,
      )) {
        const at = match.index!;
        const num = rectOf(node, at, at + match[1]!.length);
        const coin = rectOf(node, at + match[1]!.length + 1, at + match[0].length);
        if (num.width && coin.width) sides.set(`${match[0]}`, coin.left > num.left ? 'right' : 'left');
      }
      // A figure followed by its coin in the next element ("1,234.56 <span>USDT</span>").
      const next = node.nextSibling;
      if (NUMBER.test(value.trim()) && next instanceof HTMLElement && COIN.test(next.textContent?.trim() ?? '')) {
        const num = rectOf(node, 0, value.length);
        const coin = next.getBoundingClientRect();
        if (num.width && coin.width)
          sides.set(`${value.trim()} ${next.textContent}`, coin.left > num.left ? 'right' : 'left');
      }
    }
    const distinct = new Set(sides.values());
    if (distinct.size > 1) {
      // The amounts on the rarer side first: those are the odd ones out.
      const count = (side: string) => [...sides.values()].filter((v) => v === side).length;
      problems.push(
        `coin on both sides: ${[...sides]
          .sort(([, a], [, b]) => count(a) - count(b))
          .map(([k, v]) => `${k.replace(/[\u200e\u200f\u061c]/g, '')} -> ${v}`)
          .slice(0, 6)
          .join('; ')}`,
      );
    }
    if (sides.size === 0) problems.push('no amount with a coin found to check');
    return problems;
  });
}

for (const { edition, chunks } of sweepPlan()) {
  test.describe.serial(`${edition} edition on phones`, () => {
    test.skip(!built(edition), `${edition} is not in this build`);
    let context: BrowserContext;
    let page: Page;
    let width = PHONE_WIDTHS[0]!;
    const resize = async (to: number) => {
      if (to !== width) await page.setViewportSize({ width: to, height: 740 });
      width = to;
    };

    // One context and one login (on the light login page) for the edition's chunks.
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: { width, height: 740 } });
      page = await context.newPage();
      await page.goto(editionUrl(edition, `${localePrefix(chunks[0]![0]!)}/earn/login/`), { waitUntil: 'commit' });
      await waitForApp(page);
      await loginAs(page, 'verified');
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const locales of chunks) {
      test(`320 and 375 px: home, savings, wallet and orders no wider than the screen in ${locales.join(', ')}${locales.some((l) => textDirection(l) === 'rtl') ? ' (Arabic: one digit system, coin on one side)' : ''}`, async () => {
        const found: string[] = [];
        // Both widths on each render, the order alternating so that each route costs one resize.
        const measure = async (locale: string, route: string) => {
          for (const to of width === PHONE_WIDTHS[0] ? PHONE_WIDTHS : [...PHONE_WIDTHS].reverse()) {
            await resize(to);
            const { excess, culprits } = await overflow(page);
            if (excess > 0) found.push(`${locale} ${route} @${to}: ${excess} px too wide (${culprits.join(', ')})`);
          }
        };
        for (const locale of locales) {
          await page.goto(editionUrl(edition, `${localePrefix(locale)}/earn/${FIRST_ROUTE}`), { waitUntil: 'commit' });
          let heading = await settle(page);
          await measure(locale, FIRST_ROUTE);
          for (const route of NEXT_ROUTES) {
            heading = await navigateInApp(page, `${localePrefix(locale)}/earn/${route}`, heading);
            await measure(locale, route);
            if (route === 'wallet/' && textDirection(locale) === 'rtl')
              found.push(...(await arabicProblems(page)).map((p) => `${locale} ${route}: ${p}`));
          }
        }
        expect(found).toEqual([]);
      });
    }

    if (edition !== 'global') return;
    // Every route at 320 px, in the locales with the longest words and in Arabic (English, whose words are shorter
    // on the same layout, is in the sweep above); the locale sweep covers every translation file on the most
    // visited routes.
    test('320 px: every route and liquidity tab no wider than the screen in ru-RU, fil-PH and ar-SA', async () => {
      test.setTimeout(120_000);
      await resize(320);
      const found: string[] = [];
      for (const locale of ['ru-RU', 'fil-PH', 'ar-SA']) {
        await page.goto(editionUrl(edition, `${localePrefix(locale)}/earn/${FIRST_ROUTE}`), { waitUntil: 'commit' });
        let heading = await settle(page);
        for (const route of EVERY_ROUTE) {
          const tab = route.startsWith('liquidity-mining/?');
          heading = await navigateInApp(page, `${localePrefix(locale)}/earn/${route}`, tab ? null : heading);
          // A tab keeps the page's heading: wait for its own tab to be the selected one.
          if (tab)
            await expect(page.getByTestId(`liquidity-tab-${route.split('=')[1]}`)).toHaveAttribute(
              'aria-current',
              'page',
            );
          const { excess, culprits } = await overflow(page);
          if (excess > 0) found.push(`${locale} ${route}: ${excess} px too wide (${culprits.join(', ')})`);
        }
      }
      expect(found).toEqual([]);
    });

    // The same logged-in page, on a phone: a keyboard journey through the subscribe dialog.
    test('focus stays in the subscribe dialog step by step and returns to the opening button', async () => {
      await page.goto('/earn/savings/?type=flexible', { waitUntil: 'commit' });
      await settle(page);
      const opener = page.locator('article[data-product-id="4001"] button');
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const amount = dialog.getByRole('textbox', { name: /^Amount \(/ });
      await amount.focus();
      await page.keyboard.type('1000');
      await page.keyboard.press('Enter');
      // Continue: the review's heading, not the page.
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('data-step-focus', '');
      await expect(focused).toHaveText('Review your order');
      await dialog.getByRole('button', { name: 'Confirm subscription' }).focus();
      await page.keyboard.press('Enter');
      // Confirm: the outcome's title.
      await expect(focused).toHaveText('Subscription placed');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

/** Each first-row entry: shown whole inside the nav (not clipped, not under the right-hand area), or in More. */
async function headerProblems(page: Page, label: string): Promise<string[]> {
  const state = await page.evaluate(() => {
    const list = document.querySelector('header.hs .hs-nav-list')!.getBoundingClientRect();
    const right = document.querySelector('header.hs .hs-right-desktop')!.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    const names = [...document.querySelectorAll('header.hs nav [aria-hidden=true] li')].map((li) =>
      li.textContent!.trim(),
    );
    const shown = [...document.querySelectorAll<HTMLLIElement>('header.hs .hs-nav-list > li')]
      .filter((li) => !li.hidden)
      .map((li) => {
        const r = li.getBoundingClientRect();
        const clipped = r.left < list.left - 0.5 || r.right > list.right + 0.5;
        const underRight = rtl ? r.left < right.right - 0.5 : r.right > right.left + 0.5;
        return { name: li.textContent!.trim(), whole: !clipped && !underRight && r.width > 0 };
      });
    const wide = document.documentElement.scrollWidth > document.documentElement.clientWidth;
    return { names, shown, wide };
  });
  let inMore: string[] = [];
  if (state.shown.length < state.names.length) {
    const more = page.getByTestId('nav-more');
    await more.click();
    inMore = (await page.locator(`[id="${await more.getAttribute('aria-controls')}"] a`).allTextContents()).map((s) =>
      s.trim(),
    );
    await page.keyboard.press('Escape');
  }
  const problems: string[] = state.wide ? [`${label}: the page scrolls sideways`] : [];
  for (const name of state.names) {
    const item = state.shown.find((s) => s.name === name);
    if (item && !item.whole) problems.push(`${label}: "${name}" is clipped`);
    if (!item && !inMore.includes(name)) problems.push(`${label}: "${name}" is neither shown nor in More`);
  }
  return problems;
}

test('desktop header 1025-1440 px in ru-RU, fil-PH and ar-SA: every nav entry is whole or in More, which the keyboard can use; login returns focus', async ({
  page,
}) => {
  const problems: string[] = [];
  const runs: [string, number[]][] = [
    ['ru-RU', [1440, 1280, 1200, 1100, 1025]],
    ['fil-PH', [1440, 1280, 1200, 1100, 1025]],
    ['ar-SA', [1200, 1025]],
  ];
  for (const [locale, widths] of runs) {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(`/${locale}/earn/home/`, { waitUntil: 'commit' });
    await waitForApp(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // Let the ResizeObserver's answer render.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      problems.push(...(await headerProblems(page, `${locale} @${width}`)));
    }
  }
  expect(problems).toEqual([]);

  // The login dialog gives focus back to the link that opened it.
  const login = page.locator('header.hs .hs-right-desktop a[href*="/login/"]:not([href*="signup"])');
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(login).toBeFocused();

  // ru at 1025 px: entries have moved into More; Arrow Down opens it on the first of them, Escape returns.
  await page.goto('/ru-RU/earn/home/', { waitUntil: 'commit' });
  await waitForApp(page);
  const more = page.getByTestId('nav-more');
  const hidden = page.locator('header.hs .hs-nav-list > li[hidden]');
  await expect(hidden.first()).toBeAttached();
  const firstMoved = (await hidden.first().textContent())!.trim();
  await more.focus();
  await page.keyboard.press('ArrowDown');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(':focus')).toHaveText(firstMoved);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).not.toHaveText(firstMoved);
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
});
