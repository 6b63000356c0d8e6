/**
 * Browser tests use Debian's headless Chromium shell, or Debian's Chromium when only that is installed
 * (scripts/lib/chromium.ts); no browser is downloaded. Run as root with apt, this installs the shell when it is
 * missing (with the fonts the locales need); otherwise, with neither browser present, it stops with a one-line
 * instruction.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './lib/chromium';

const given = process.env.CHROMIUM_PATH;
const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');

if (given) {
  if (!fs.existsSync(given)) {
    console.error(`CHROMIUM_PATH names ${given}, which does not exist.`);
    process.exit(1);
  }
} else if (!fs.existsSync(HEADLESS_SHELL)) {
  if (canApt) {
    console.log('Installing Debian chromium-headless-shell for the browser tests…');
    try {
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-noto-core fonts-noto-cjk',
        { stdio: 'inherit' },
      );
    } catch (error) {
      // With Chromium present the journeys still run, only slower; without it there is nothing to run them in.
      if (!fs.existsSync(FULL_CHROMIUM)) throw error;
      console.warn(`Could not install the headless shell; the browser tests use ${FULL_CHROMIUM}.`);
    }
  } else if (!fs.existsSync(FULL_CHROMIUM)) {
    console.error(
      'No Chromium for the browser tests: run `sudo apt-get install -y chromium-headless-shell` (or set CHROMIUM_PATH) and try again.',
    );
    process.exit(1);
  }
}
