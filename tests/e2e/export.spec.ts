import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Export journeys on the demo build: data export from request to a downloaded CSV checked against orders
 * placed in the same test, the export codes 303/326/327, and a bill export that fails (injected) and is
 * retried. The page clock starts at a fixed instant so "today (UTC)" and the daily quota are the same on
 * every run; the simulator runs one simulated hour per real minute (a job is ready in about 5 s).
 */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/export');
const START = new Date('2025-06-02T09:00:00Z');
const TODAY = '2025-06-02';
/** A date as the page writes it: word joiners beside its hyphens, so a narrow screen never breaks it. */
const joined = (day: string) => day.replaceAll('-', '\u2060-\u2060');
const READY_TIMEOUT = { timeout: 25_000 };

test.describe.configure({ timeout: 90_000 });

async function openExport(page: Page, simParams = '', prefix = ''): Promise<Locator> {
  await page.clock.install({ time: START });
  await page.goto('/earn/home/?sim=reset;speed:60');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(`${prefix}/earn/wallet/${simParams ? `?sim=${simParams}` : ''}`);
  await waitForApp(page);
  await page.getByTestId('export-entry').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('export-quota')).toContainText(/\d/);
  return dialog;
}

/** Places a flexible-savings order through the earn API from inside the page (the service worker answers). */
async function placeOrder(page: Page, amount: string, clientOrderId: string): Promise<string> {
  const answer = await page.evaluate(
    async ({ amountE8, clientOrderId }) => {
      const response = await fetch('/x-api/s1/byfi/pay-order', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_order_id: clientOrderId,
          product_id: '4001',
          product_type: 4,
          coin: 5,
          amount_e8: amountE8,
          account_type: 6,
        }),
      });
      return (await response.json()) as { ret_code: number; result: { order_id: string } };
    },
    { amountE8: `${amount}00000000`, clientOrderId },
  );
  expect(answer.ret_code).toBe(0);
  return answer.result.order_id;
}

/** RFC 4180 rows of a CSV written with a BOM and CRLF line ends. */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

function submit(dialog: Locator) {
  return dialog.getByRole('button', { name: 'Request export' });
}

async function requestPreset(dialog: Locator, preset: string): Promise<string> {
  await dialog.getByText(preset, { exact: true }).click();
  await submit(dialog).click();
  const sent = dialog.getByText(/^Request \d+ sent\./);
  await expect(sent).toBeVisible();
  return /Request (\d+) sent/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
}

const row = (dialog: Locator, recordId: string) =>
  dialog.locator(`[data-testid="export-row"][data-record-id="${recordId}"]`);

async function download(page: Page, dialog: Locator, recordId: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row(dialog, recordId)
      .getByRole('button', { name: `Download request ${recordId}` })
      .click(),
  ]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(filePath, 'utf8') };
}

test('data export: request a week with fresh orders, watch it become ready, download and check the CSV', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const dialog = await openExport(page);
  const orders = [
    { id: await placeOrder(page, '123', 'e2e-export-0001'), amount: '123' },
    { id: await placeOrder(page, '45', 'e2e-export-0002'), amount: '45' },
  ];
  await expect(
    dialog.getByText('Up to 6 months per request, starting no more than 2 years ago.', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByTestId('export-quota')).toContainText('5 requests per day, 5 left today');
  await dialog.getByText('Last 7 days', { exact: true }).click();
  await expect(
    dialog.getByText(`Exports ${joined('2025-05-27')} to ${joined(TODAY)} (UTC), both days included.`),
  ).toBeVisible();
  const recordId = await requestPreset(dialog, 'Last 7 days');

  const item = row(dialog, recordId);
  // Read without the joiners.
  const shown = async (testId: string) =>
    ((await item.getByTestId(testId).textContent()) ?? '').replaceAll('\u2060', '');
  await expect.poll(() => shown('export-period')).toBe(`2025-05-27 to ${TODAY}`);
  await expect.poll(() => shown('export-submitted')).toMatch(/^2025-06-02 \d{2}:\d{2}:\d{2}$/);
  await expect(item.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText('Updating automatically while files are being prepared…')).toBeVisible();
  await expect(dialog.getByTestId('export-quota')).toContainText('4 left today');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: path.join(ARTIFACTS, 'data-export-processing-1440.png') });
  await expect(item).toContainText('Ready', READY_TIMEOUT);
  await expect(item.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'data-export-ready-1440.png') });

  const file = await download(page, dialog, recordId);
  expect(file.name).toBe(`earn-records-2025-05-27-to-${TODAY}-${recordId}.csv`);
  expect(file.text.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(file.text);
  expect(rows[0]).toEqual([
    'Time (UTC)',
    'Record ID',
    'Type',
    'Coin',
    'Amount',
    'Product',
    'Product type',
    'Order ID',
    'Status',
  ]);
  for (const r of rows.slice(1)) {
    expect(r).toHaveLength(9);
    expect(r[0]).toMatch(/^2025-(05-(2[7-9]|3[01])|06-0[12]) \d{2}:\d{2}:\d{2}$/);
  }
  for (const order of orders) {
    const mine = rows.filter((r) => r[7] === order.id);
    expect(mine, `rows of order ${order.id}`).toHaveLength(1);
    const [time, , type, coin, amount, product, productType] = mine[0]!;
    expect(time?.startsWith(TODAY)).toBe(true);
    expect(type).toBe('Subscribe');
    expect(coin).toBe('USDT');
    expect(amount).toBe(`-${order.amount}.00000000`);
    expect(product).not.toBe('');
    expect(productType).toBe('Flexible savings');
  }
  await expect(row(dialog, recordId)).toContainText(`earn-records-2025-05-27-to-${TODAY}-${recordId}.csv is saved`);
  await expect(row(dialog, recordId).getByTestId('export-file-link')).toHaveAttribute('href', /^blob:/);
  expect(errors).toEqual([]);
});

test('a ready file on the exchange storage host is opened there, not fetched against the connect policy', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const storage = 'https://files.kestrel-storage.example';
  // The storage host, stood in for: it answers with the simulator's own file for that signed path.
  const opened: string[] = [];
  await page.context().route(`${storage}/**`, async (route) => {
    const link = new URL(route.request().url());
    opened.push(link.href);
    const body = await page.evaluate(async (path) => (await fetch(path)).text(), `${link.pathname}${link.search}`);
    const name = link.pathname.split('/').at(-1) ?? 'file.csv';
    await route.fulfill({
      status: 200,
      body,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
    });
  });
  // The download belongs to the tab the link opened in (which closes once the file is handed over).
  const downloads: Download[] = [];
  page.context().on('page', (tab) => tab.on('download', (file) => downloads.push(file)));
  page.on('download', (file) => downloads.push(file));

  const dialog = await openExport(page, 'files:elsewhere');
  const ready = dialog.locator('[data-testid="export-row"]').filter({ hasText: 'Ready' }).first();
  const recordId = (await ready.getAttribute('data-record-id')) ?? '';
  await ready.getByRole('button', { name: `Download request ${recordId}` }).click();
  await expect.poll(() => downloads.length).toBe(1);
  const file = downloads[0]!;
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(parseCsv(text)[0]).toEqual([
    'Time (UTC)',
    'Record ID',
    'Type',
    'Coin',
    'Amount',
    'Product',
    'Product type',
    'Order ID',
    'Status',
  ]);
  expect(opened).toHaveLength(1);
  await expect(row(dialog, recordId).getByTestId('export-file-link')).toHaveAttribute(
    'href',
    new RegExp(`^${storage}/`),
  );
  await expect(row(dialog, recordId)).toContainText('Your file is ready. Open it with the link.');
  // A fetch of that link would have been refused by connect-src and logged.
  expect(errors).toEqual([]);
});

test('an empty period gives 303, the same request twice 327, and the daily limit 326', async ({ page }) => {
  const dialog = await openExport(page);
  const createCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/x-api/s1/byfi/data-export/create')
      createCalls.push(request.postData() ?? '');
  });

  // Validation first, with nothing sent.
  await dialog.getByText('Custom', { exact: true }).click();
  await dialog.getByLabel('From (UTC)').fill('2025-05-20');
  await dialog.getByLabel('To (UTC)').fill('2025-05-10');
  await expect(dialog.getByText('The end date is before the start date.')).toBeVisible();
  await dialog.getByLabel('To (UTC)').fill('2025-06-03');
  await expect(dialog.getByText(`Dates cannot be later than today, ${joined(TODAY)} (UTC).`)).toBeVisible();
  await submit(dialog).click();
  expect(createCalls).toEqual([]);

  // 303: nothing happened in January 2024.
  await dialog.getByLabel('From (UTC)').fill('2024-01-01');
  await dialog.getByLabel('To (UTC)').fill('2024-01-31');
  await submit(dialog).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'There are no records for the selected period.' });
  await expect(error).toContainText(
    'Choose a period in which you subscribed, redeemed or earned, or make the period longer.',
  );
  await expect(dialog.getByLabel('From (UTC)')).toHaveValue('2024-01-01');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, { path: path.join(ARTIFACTS, 'data-export-303-375.png') });
  await expectAccessible(page);

  // 327: the same week twice.
  const first = await requestPreset(dialog, 'Last 7 days');
  await submit(dialog).click();
  const duplicate = dialog
    .getByRole('alert')
    .filter({ hasText: 'An export for this period has already been requested.' });
  await expect(duplicate).toContainText(`It is request ${first} in the list below`);
  await expect(row(dialog, first)).toHaveAttribute('data-highlight', 'true');

  // 326: four more use up today's five; the form says so before a sixth is sent.
  await requestPreset(dialog, 'Last 30 days');
  await requestPreset(dialog, 'Last 3 months');
  await requestPreset(dialog, 'Last 6 months');
  await dialog.getByText('Custom', { exact: true }).click();
  await dialog.getByLabel('From (UTC)').fill('2025-05-20');
  await dialog.getByLabel('To (UTC)').fill('2025-06-01');
  await submit(dialog).click();
  await expect(dialog.getByText(/^Request \d+ sent\./)).toBeVisible();
  await expect(dialog.getByTestId('export-quota')).toContainText('0 left today');
  await expect(dialog.getByText('You have reached the export limit. Please try again later.')).toBeVisible();
  await expect(dialog.getByText(/You can make 5 requests a day\. Try again after 00:00 UTC/)).toBeVisible();
  await expect(submit(dialog)).toBeDisabled();
  const sent = createCalls.length;
  // The exchange agrees: a sixth request straight to the API is refused with 326.
  const code = await page.evaluate(async () => {
    const response = await fetch('/x-api/s1/byfi/data-export/create', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ export_start_at: '1748476800', export_end_at: '1748822400' }),
    });
    return ((await response.json()) as { ret_code: number }).ret_code;
  });
  expect(code).toBe(326);
  expect(createCalls.length).toBe(sent + 1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByText('You have reached the export limit. Please try again later.').scrollIntoViewIfNeeded();
  await shot(page, { path: path.join(ARTIFACTS, 'data-export-326-1440.png') });
  await expectAccessible(page);
});

test('bill export: an injected failure is retried, becomes ready and downloads the orders', async ({ page }) => {
  const errors = watchConsole(page);
  const dialog = await openExport(page, 'fail:export');
  const orderId = await placeOrder(page, '250', 'e2e-export-bill-01');
  await dialog.getByRole('tab', { name: 'Bill export' }).click();
  await expect(dialog.getByTestId('export-quota')).toContainText(/left today/);
  await dialog.getByLabel('Products').selectOption('savings');
  const recordId = await requestPreset(dialog, 'Last 7 days');
  const item = row(dialog, recordId);
  await expect(item).toContainText('Savings');
  await expect(item).toContainText('Failed', READY_TIMEOUT);
  await expect(item).toContainText('The file could not be made. Retry to queue it again.');
  await page.setViewportSize({ width: 375, height: 812 });
  await item.scrollIntoViewIfNeeded();
  await shot(page, { path: path.join(ARTIFACTS, 'bill-export-failed-375.png') });
  await expectAccessible(page);

  await item.getByRole('button', { name: `Retry request ${recordId}` }).click();
  await expect(item).toContainText(/Queued|Processing/);
  await expect(item).toContainText('Ready', READY_TIMEOUT);
  await item.scrollIntoViewIfNeeded();
  await shot(page, { path: path.join(ARTIFACTS, 'bill-export-ready-375.png') });
  const file = await download(page, dialog, recordId);
  expect(file.name).toBe(`earn-bills-2025-05-27-to-${TODAY}-${recordId}.csv`);
  const rows = parseCsv(file.text);
  expect(rows[0]).toEqual([
    'Order time (UTC)',
    'Order ID',
    'Product',
    'Product type',
    'Action',
    'Coin',
    'Amount',
    'APR (%)',
    'Status',
    'Yield',
    'Yield coin',
    'Settled (UTC)',
  ]);
  const mine = rows.filter((r) => r[1] === orderId);
  expect(mine).toHaveLength(1);
  expect(mine[0]![0]!.startsWith(TODAY)).toBe(true);
  expect(mine[0]![3]).toBe('Flexible savings');
  expect(mine[0]![5]).toBe('USDT');
  expect(mine[0]![6]).toBe('250.00000000');
  // Only the chosen family is in the statement.
  // The savings group: flexible and fixed savings and the managed products listed with them.
  const savingsGroup = [
    'Flexible savings',
    'Fixed-term savings',
    'Wealth management',
    'Premium fund pool',
    'Private wealth',
  ];
  expect(rows.slice(1).every((r) => savingsGroup.includes(r[3] ?? ''))).toBe(true);
  expect(errors).toEqual([]);
});

test('layout at 375 and 1440 px, and right to left in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const dialog = await openExport(page);
  await dialog.getByText('Custom', { exact: true }).click();
  await shot(page, { path: path.join(ARTIFACTS, 'dialog-375.png') });
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  // Nothing in the dialog is wider than the screen.
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: path.join(ARTIFACTS, 'dialog-1440.png') });

  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.goto('/ar-SA/earn/wallet/');
  await waitForApp(page);
  await page.getByTestId('export-entry').click();
  const rtl = page.getByRole('dialog');
  await expect(rtl.getByRole('heading', { name: 'تصدير السجلات' })).toBeVisible();
  await expect(rtl.getByTestId('export-quota')).toContainText(/\d/);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await shot(page, { path: path.join(ARTIFACTS, 'dialog-ar-SA-1440.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, { path: path.join(ARTIFACTS, 'dialog-ar-SA-375.png') });
  await expectAccessible(page);

  // At 320 px every date stays on one line, and the date inputs follow the page: the date at the start (right),
  // the picker at the end.
  await page.setViewportSize({ width: 320, height: 700 });
  const splitDates = await rtl.locator('p[id$="-summary"]').evaluate((p) => {
    const text = p.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ['no text'];
    const found = [...(text.textContent ?? '').matchAll(/\d{4}\u2060?-\u2060?\d{2}\u2060?-\u2060?\d{2}/g)];
    const dates = found.flatMap((m) => {
      const range = document.createRange();
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1 ? [m[0]] : [];
    });
    return found.length === 2 ? dates : [`${found.length} dates in: ${text.textContent ?? ''}`];
  });
  expect(splitDates).toEqual([]);
  await rtl.locator('input[type=radio][value=custom]').check({ force: true });
  const input = rtl.locator('input[type=date]').first();
  await expect(input).toBeVisible();
  expect(await input.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  await shot(page, { path: path.join(ARTIFACTS, 'dialog-ar-SA-320.png') });
});
