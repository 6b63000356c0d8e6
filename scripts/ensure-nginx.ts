/**
 * The nginx journeys (tests/e2e/nginx.spec.ts) run Debian's nginx with the build's generated configuration and
 * openssl for a throwaway certificate. When either is missing and this runs as root with apt, it is installed;
 * otherwise this stops with a one-line instruction (as scripts/ensure-chromium.ts does for the browser).
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const OPENSSL = '/usr/bin/openssl';

const missing = [...(fs.existsSync(NGINX) ? [] : ['nginx']), ...(fs.existsSync(OPENSSL) ? [] : ['openssl'])];
if (missing.length > 0 && import.meta.url === `file://${process.argv[1]}`) {
  const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `${missing.join(' and ')} not found: run \`sudo apt-get install -y ${missing.join(' ')}\` (or set NGINX_PATH) and try again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the nginx journeys…`);
  // nginx-light would do too; the plain package is the one operators run. Installing it must not start it.
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
}
