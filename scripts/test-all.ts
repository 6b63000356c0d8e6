/**
 * `npm test`: typecheck, lint, formatting (Prettier), dead code (knip), the layer rule and import cycles, commit messages, unit tests, the production matrix build, the floor page and the budgets, the demo build, then
 * Chromium and nginx when missing, and the browser journeys in Chromium (the nginx ones included). Stops at the first failing step; ends
 * with the wall time of the whole run (it must stay under 20 minutes on two cores) and one "N passed, N failed" line.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

/** Steps in order; the steps of one group run side by side (single-threaded checks share the two cores). */
const groups: Step[][] = [
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
    { name: 'lint', command: 'npx', args: ['eslint', '--config', 'scripts/eslint.config.js', '.'] },
    { name: 'formatting', command: 'npx', args: ['prettier', '--check', '.'] },
    { name: 'dead code', command: 'npx', args: ['knip'] },
    { name: 'files only tests use', command: 'npx', args: ['knip', '--production', '--include', 'files'] },
    { name: 'layers and import cycles', command: 'npx', args: ['tsx', 'scripts/check-layers.ts'] },
    { name: 'commit messages', command: 'npx', args: ['tsx', 'scripts/check-commits.ts'] },
  ],
  [
    {
      name: 'unit tests',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    },
  ],
  [{ name: 'production build', command: 'npx', args: ['tsx', 'scripts/build.ts'] }],
  // The budgets are allowances over this page's first load (docs/performance.md). After the matrix, not beside
  // it: both builds regenerate the route tree file.
  [{ name: 'floor build', command: 'npx', args: ['tsx', 'scripts/build.ts', '--floor'] }],
  [
    {
      name: 'budgets',
      command: 'npx',
      args: ['tsx', 'scripts/compare.ts', 'dist', '--json', 'test-results/compare-report.json'],
    },
    { name: 'demo build', command: 'npx', args: ['tsx', 'scripts/build.ts', '--demo'] },
  ],
  // One after the other: each may run apt-get, which holds a lock.
  [{ name: 'chromium', command: 'npx', args: ['tsx', 'scripts/ensure-chromium.ts'] }],
  // tests/e2e/nginx.spec.ts runs the production build behind Debian's nginx with its generated configuration.
  [{ name: 'nginx', command: 'npx', args: ['tsx', 'scripts/ensure-nginx.ts'] }],
  [{ name: 'browser tests', command: 'npx', args: ['playwright', 'test', '-c', 'tests/playwright.config.ts'] }],
];

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Runs one step. Alone, its output streams as it comes; beside others, it is held and printed whole when the
 * step ends, so two steps' lines never interleave.
 */
function run(step: Step, alone: boolean): Promise<number> {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}`);
  const child = spawn(step.command, step.args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(held).toString()}`);
      console.log(`◀ ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

fs.mkdirSync('test-results', { recursive: true });
const started = Date.now();
for (const group of groups) {
  const codes = await Promise.all(group.map((step) => run(step, group.length === 1)));
  const failed = group.find((_, i) => codes[i] !== 0);
  if (failed) {
    console.log(`\nnpm test failed at: ${failed.name} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
    process.exit(codes[group.indexOf(failed)] ?? 1);
  }
}

const unit = readJson<{ numPassedTests: number; numFailedTests: number }>('test-results/vitest.json');
const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
  'test-results/playwright.json',
);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(
  `\nunit: ${unit?.numPassedTests ?? 0} passed, browser: ${(e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0)} passed; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
