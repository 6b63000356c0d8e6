// Dead-code check, part of `npm run lint`: files nothing reaches, exports nothing imports, dependencies nothing uses
// and imports of packages package.json does not list. `npx knip` checks the whole repository (tests included);
// `npx knip --production --include files` checks that every file shipped to the browser is used by the product
// itself, not only by its tests. A trailing `!` marks what belongs to the product.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The floor page and its frame work, which scripts/lib/build-floor.ts builds from src/floor/index.html and
    // work.html (the app's entry comes from index.html through the vite plugin).
    'src/floor/main.tsx!',
    'src/floor/work-main.tsx!',
    // The slim tldts that vite.config.ts aliases in for msw's cookie store in edition demo builds.
    'src/sim/vendor/tldts-lite.ts!',
    // Stand-ins for external browser scripts: demo builds copy them and the page loads them by URL.
    'src/sim/static/**/*.js!',
    // Command lines: npm scripts, and the ones docs/deploy.md and scripts/test-all.ts run with `npx tsx`.
    'scripts/*.ts',
    // Loaded by path through Vite's module runner (scripts/exchange.ts), which knip does not follow.
    'src/sim/node/exchange-main.ts',
  ],
  // The node-side simulator (src/sim/node) runs the exchange for tests and `npm run exchange`, never in a page.
  project: ['src/**/*.{ts,tsx,js}!', '!src/sim/node/**!', 'scripts/**/*.{ts,js}', 'tests/**/*.{ts,tsx}', '*.ts'],
  vite: { config: ['vite.config.ts'] },
  vitest: { config: ['vite.config.ts'] },
  playwright: { config: ['tests/playwright.config.ts'] },
  eslint: { config: ['scripts/eslint.config.js'] },
  // The router plugin is configured in vite.config.ts: file routes and the tree it generates from them.
  'tanstack-router': { config: [], entry: ['src/app/routes/**/*.{ts,tsx}!', 'src/app/route-tree.gen.ts!'] },
  // The layer's spot quote client (docs/api.md, "Using the layer"): offered to features, no page subscribes yet.
  // Only for the production check: in the full run its tests use it, and knip would call the entry redundant.
  ...(process.argv.includes('--production')
    ? { ignoreFiles: ['src/realtime/spot-quote-stream.ts', 'src/realtime/quote-protocol.ts'] }
    : {}),
  // Debian's tools, installed by the scripts that call them (ensure-chromium.ts) or present on every host.
  ignoreBinaries: ['apt-get', 'openssl'],
  // A type or interface that names an exported function's argument or result stays exported with it.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;
