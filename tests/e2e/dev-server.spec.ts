import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForApp, watchConsole } from './support/page-checks';

/**
 * `npm run dev` as a newcomer runs it (scripts/dev.ts, on a port of its own): the simulated exchange answers, so
 * home lists products, another edition is one host name away, and the terminal shows the URL and no warnings.
 */

test.describe.configure({ mode: 'serial' });

const REPO = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_DEV_PORT ?? 5199);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let dev: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Its own process group, so stopping it stops npx's and tsx's children too.
  dev = spawn('npx', ['tsx', 'scripts/dev.ts', '--port', String(PORT)], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
  dev.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
  await expect.poll(() => output, { timeout: 60_000 }).toContain(`${ORIGIN}/earn/home/`);
});

test.afterAll(() => {
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
});

test('home lists products from the simulated exchange, with the devtools and no console error', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await page.goto(`${ORIGIN}/earn/home/?sim=reset`);
  await waitForApp(page);
  await expect(page.locator('article[data-product-id]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'global');
  // The devtools load in development only (src/app/dev-tools.tsx).
  await expect(page.getByRole('button', { name: 'Open Tanstack query devtools' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open TanStack Router Devtools' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('another edition on its own host name', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`http://eu.localhost:${PORT}/earn/home/`);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-edition', 'eu');
  await expect(page.locator('article[data-product-id]').first()).toBeVisible({ timeout: 30_000 });
});

test('the terminal shows the URL and the editions, and no warning', () => {
  const lines = output.trim().split('\n');
  expect(lines[0]).toMatch(/^Earn dev server .* ready in \d+ ms:$/);
  expect(output).toContain(`other editions: http://<edition>.localhost:${PORT}/earn/home/ or ?edition=<edition>`);
  expect(lines).toHaveLength(4);
});
