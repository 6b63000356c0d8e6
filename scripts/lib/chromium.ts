import fs from 'node:fs';

/** Debian's headless shell (chromium-headless-shell) and its full browser (chromium), same version. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the journeys drive: the headless shell when it is installed (scripts/ensure-chromium.ts installs
 * it as root), else the full browser. The shell has no browser UI to run: on the same journeys it used 28 % less
 * CPU and 17 % less wall time on two cores (three specs: 126 s against 151 s). CHROMIUM_PATH overrides both.
 */
export const JOURNEY_BROWSER =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** No GPU, no network beyond the test's own servers, nothing in the background. */
export const JOURNEY_BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
