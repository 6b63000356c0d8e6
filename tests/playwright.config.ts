import { defineConfig } from '@playwright/test';
import { JOURNEY_BROWSER, JOURNEY_BROWSER_ARGS } from '../scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser journeys against the built demo editions (dist-demo/), served on 127.0.0.1 with no network. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test (to keep the failing ones) cost 12-14 % of the journeys' wall time
    // (two specs, two workers: 85-92 s against 75-79 s). A failure is retried in CI, and the retry records.
    trace: 'on-first-retry',
    launchOptions: { executablePath: JOURNEY_BROWSER, args: JOURNEY_BROWSER_ARGS },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: /-perf\.spec\.ts$/,
      // Without a GPU every frame of a pulsing skeleton or live dot is composited on the CPU the journeys share:
      // with reduced motion (which the app honours) two specs ran in 80-84 s instead of 96-97 s. The timing
      // tests below keep the default.
      use: { reducedMotion: 'reduce' },
    },
    // Timing tests run once every journey is done, so no other browser competes for the CPU they measure.
    { name: 'performance', testMatch: /-perf\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --root ${process.env.E2E_ROOT ?? 'dist-demo'} --port ${PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/earn/home/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
