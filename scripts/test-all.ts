/**
 * `npm test`: typecheck, lint, the layer rule and import cycles, unit tests, the production matrix build and its budgets, the demo build, then
 * Chromium and nginx when missing, and the browser journeys in Chromium (the nginx ones included). Stops at the first failing step; ends
 * with one "N passed, N failed" line.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'lint', command: 'npx', args: ['eslint', '--config', 'scripts/eslint.config.js', '.'] },
  { name: 'layers and import cycles', command: 'npx', args: ['tsx', 'scripts/check-layers.ts'] },
  { name: 'unit tests', command: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'] },
  { name: 'production build', command: 'npx', args: ['tsx', 'scripts/build.ts'] },
  { name: 'budgets', command: 'npx', args: ['tsx', 'scripts/compare.ts', 'dist', '--json', 'test-results/compare-report.json'] },
  { name: 'demo build', command: 'npx', args: ['tsx', 'scripts/build.ts', '--demo'] },
  { name: 'chromium', command: 'npx', args: ['tsx', 'scripts/ensure-chromium.ts'] },
  // tests/e2e/nginx.spec.ts runs the production build behind Debian's nginx with its generated configuration.
  { name: 'nginx', command: 'npx', args: ['tsx', 'scripts/ensure-nginx.ts'] },
  { name: 'browser tests', command: 'npx', args: ['playwright', 'test', '-c', 'tests/playwright.config.ts'] },
];

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

fs.mkdirSync('test-results', { recursive: true });
const started = Date.now();
for (const step of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`◀ ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.log(`\nnpm test failed at: ${step.name}`);
    process.exit(result.status ?? 1);
  }
}

const unit = readJson<{ numPassedTests: number; numFailedTests: number }>('test-results/vitest.json');
const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('test-results/playwright.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(`\nunit: ${unit?.numPassedTests ?? 0} passed, browser: ${(e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0)} passed; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
