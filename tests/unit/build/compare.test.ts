import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HOME_BUDGET = (JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/budgets.json'), 'utf8')) as { firstLoadJsGzip: { home: number } }).firstLoadJsGzip.home;

function fakeBuild(name: string, homeJs: number, options: { demo?: boolean; extraFile?: string; title?: string; editions?: string[] } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const id of options.editions ?? ['global']) fakeEdition(dir, id, homeJs, options);
  return dir;
}

function fakeEdition(dir: string, id: string, homeJs: number, options: { demo?: boolean; extraFile?: string; title?: string }): void {
  const edition = path.join(dir, id);
  const doc = path.join(edition, 'earn', 'home', 'index.html');
  fs.mkdirSync(path.dirname(doc), { recursive: true });
  fs.writeFileSync(doc, `<html lang="en" dir="ltr"><head><title>${options.title ?? 'Earn'}</title></head></html>`);
  const files: Record<string, { raw: number; gzip: number }> = { 'earn/home/index.html': { raw: 10, gzip: 10 }, 'earn/assets/index-AbCdEf12.js': { raw: homeJs * 3, gzip: homeJs } };
  if (options.extraFile) {
    fs.writeFileSync(path.join(edition, options.extraFile), 'self.addEventListener("fetch", () => {}) // [MSW]');
    files[options.extraFile] = { raw: 10, gzip: 10 };
  }
  fs.writeFileSync(path.join(edition, 'manifest.json'), JSON.stringify({
    edition: id, demo: options.demo ?? false, locales: ['en'],
    routes: { home: { js: { raw: homeJs * 3, gzip: homeJs }, css: { raw: 0, gzip: 0 }, files: [] } },
    files,
  }));
}

function compare(...args: string[]) {
  const json = path.join(os.tmpdir(), `cmp-${Date.now()}-${Math.random()}.json`);
  // Node with tsx's loader directly: `npx tsx` cost about a second more per run in resolving and spawning.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compare.ts', ...args, '--json', json], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, out: result.stdout, report: fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : null };
}

describe('npm run compare', () => {
  it('reports size deltas and head changes, and passes within budget', () => {
    const a = fakeBuild('a', 100_000);
    const b = fakeBuild('b', 120_000, { title: 'Earn home' });
    const { status, out, report } = compare(a, b);
    expect(status).toBe(0);
    expect(out).toContain('| global | home | 97.7 | 117.2 | +19.5 |');
    expect(report.headChanges).toEqual([expect.objectContaining({ field: 'title', a: 'Earn', b: 'Earn home' })]);
  }, 30_000);

  it('fails when the home route breaks its first-load budget', () => {
    const { status, report } = compare(fakeBuild('big', HOME_BUDGET + 1000));
    expect(status).toBe(1);
    expect(report.violations[0]).toContain(`home first-load JS ${HOME_BUDGET + 1000} B gzip exceeds the budget of ${HOME_BUDGET} B`);
  }, 30_000);

  it('fails when a production build carries the simulated exchange', () => {
    const { status, report } = compare(fakeBuild('leak', 100_000, { extraFile: 'mockServiceWorker.js' }));
    expect(status).toBe(1);
    expect(report.violations.join('\n')).toContain('production build contains mockServiceWorker.js');
    const demo = compare(fakeBuild('demo', 100_000, { demo: true, extraFile: 'mockServiceWorker.js' }));
    expect(demo.status).toBe(0);
  }, 30_000);

  it('compares the editions both builds hold and names, without failing, those one side lacks', () => {
    const full = fakeBuild('full', 100_000, { editions: ['eu', 'global', 'tr'] });
    const eu = fakeBuild('eu', 101_000, { editions: ['eu'] });
    const { status, out, report } = compare(full, eu);
    expect(status).toBe(0);
    expect(report.violations).toEqual([]);
    expect(report.onlyInA).toEqual(['global', 'tr']);
    expect(out).toContain('- global: only in A (not built in B, not compared)');
    expect(report.routes).toEqual([expect.objectContaining({ edition: 'eu', route: 'home', jsA: 100_000, jsB: 101_000 })]);

    const grown = compare(eu, full);
    expect(grown.status).toBe(0);
    expect(grown.report.onlyInB).toEqual(['global', 'tr']);
    expect(grown.report.filesAdded).toEqual([]);
    expect(grown.report.routesAdded).toEqual([]);
  }, 30_000);

  it('still checks budgets on an edition only the second build holds', () => {
    const { status, report } = compare(fakeBuild('one', 100_000, { editions: ['eu'] }), fakeBuild('two', HOME_BUDGET + 1, { editions: ['eu', 'tr'] }));
    expect(status).toBe(1);
    expect(report.violations).toEqual([
      `eu: home first-load JS ${HOME_BUDGET + 1} B gzip exceeds the budget of ${HOME_BUDGET} B`,
      `tr: home first-load JS ${HOME_BUDGET + 1} B gzip exceeds the budget of ${HOME_BUDGET} B`,
    ]);
  }, 30_000);

  it('fails when a route loads the chart library on its first load', () => {
    const dir = fakeBuild('chart', 100_000);
    const manifestPath = path.join(dir, 'global', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { routes: Record<string, { files: string[] }> };
    const chart = 'earn/assets/chart-AbCdEf12.js';
    fs.mkdirSync(path.join(dir, 'global', 'earn', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'global', chart), 'this.title=`Charting by TradingView`');
    fs.writeFileSync(path.join(dir, 'global', 'earn', 'assets', 'index-AbCdEf12.js'), 'export {}');
    manifest.routes.home = { ...manifest.routes.home, files: ['earn/assets/index-AbCdEf12.js'] };
    fs.writeFileSync(manifestPath, JSON.stringify(manifest));
    expect(compare(dir).status).toBe(0);
    manifest.routes.home = { ...manifest.routes.home, files: ['earn/assets/index-AbCdEf12.js', chart] };
    fs.writeFileSync(manifestPath, JSON.stringify(manifest));
    const { status, report } = compare(dir);
    expect(status).toBe(1);
    expect(report.violations).toEqual([`global: home first load carries lightweight-charts (${chart}); load it with the component that shows it`]);
  }, 30_000);
});
