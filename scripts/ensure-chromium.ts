/**
 * Browser tests use Debian's Chromium at /usr/bin/chromium (no browser is downloaded). When it is missing and
 * this runs as root with apt, it is installed; otherwise this stops with a one-line instruction.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Chromium not found at ${CHROMIUM}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH) and try again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk',
    {
      stdio: 'inherit',
    },
  );
}
