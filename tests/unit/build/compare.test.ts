import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HOME_ALLOWANCE = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/budgets.json'), 'utf8')) as {
    firstLoadJsGzipOverFloor: { home: number };
  }
).firstLoadJsGzipOverFloor.home;
/** The fake builds' floor, and the home budget it makes. */
const FLOOR_JS = 90_000;
const HOME_BUDGET = FLOOR_JS + HOME_ALLOWANCE;

/** A build folder with its floor beside it (`<dir>-floor`, as `npm run build -- --floor` writes dist-floor). */
function fakeBuild(
  name: string,
  homeJs: number,
  options: { demo?: boolean; extraFile?: string; title?: string; editions?: string[]; floorJs?: number | null } = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const id of options.editions ?? ['global']) fakeEdition(dir, id, homeJs, options);
  if (options.floorJs !== null) fakeFloor(`${dir}-floor`, options.floorJs ?? FLOOR_JS);
  return dir;
}

function fakeFloor(dir: string, js: number): void {
  fs.mkdirSync(path.join(dir, 'floor'), { recursive: true });
  const floor = { js: { raw: js * 3, gzip: js }, css: { raw: 0, gzip: 0 }, files: ['earn/assets/index-AbCdEf12.js'] };
  fs.writeFileSync(
    path.join(dir, 'floor.manifest.json'),
    JSON.stringify({ edition: 'floor', routes: { floor }, files: {}, buildId: 'test' }),
  );
}

function fakeEdition(
  dir: string,
  id: string,
  homeJs: number,
  options: { demo?: boolean; extraFile?: string; title?: string },
): void {
  const edition = path.join(dir, id);
  const doc = path.join(edition, 'earn', 'home', 'index.html');
  fs.mkdirSync(path.dirname(doc), { recursive: true });
  fs.writeFileSync(doc, `<html lang="en" dir="ltr"><head><title>${options.title ?? 'Earn'}</title></head></html>`);
  const files: Record<string, { raw: number; gzip: number }> = {
    'earn/home/index.html': { raw: 10, gzip: 10 },
    'earn/assets/index-AbCdEf12.js': { raw: homeJs * 3, gzip: homeJs },
  };
  if (options.extraFile) {
    fs.writeFileSync(path.join(edition, options.extraFile), 'self.addEventListener("fetch", () => {}) // [MSW]');
    files[options.extraFile] = { raw: 10, gzip: 10 };
  }
  fs.writeFileSync(
    path.join(edition, 'manifest.json'),
    JSON.stringify({
      edition: id,
      demo: options.demo ?? false,
      locales: ['en'],
      routes: { home: { js: { raw: homeJs * 3, gzip: homeJs }, css: { raw: 0, gzip: 0 }, files: [] } },
      files,
    }),
  );
}

function compare(...args: string[]) {
  const json = path.join(os.tmpdir(), `cmp-${Date.now()}-${Math.random()}.json`);
  // Node with tsx's loader directly: `npx tsx` cost about a second more per run in resolving and spawning.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compare.ts', ...args, '--json', json], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return {
    status: result.status,
    out: result.stdout,
    report: fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : null,
  };
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

  it('fails when the home route is further over the floor than its allowance', () => {
    const { status, report } = compare(fakeBuild('big', HOME_BUDGET + 1000));
    expect(status).toBe(1);
    expect(report.violations[0]).toContain(
      `home first-load JS ${HOME_BUDGET + 1000} B gzip is ${HOME_ALLOWANCE + 1000} B over the floor's ${FLOOR_JS} B, above its allowance of ${HOME_ALLOWANCE} B`,
    );
  }, 30_000);

  it('prints each budgeted route over the floor, and moves the budget with the floor', () => {
    const home = HOME_BUDGET + 1000;
    const { status, out, report } = compare(fakeBuild('grown-floor', home, { floorJs: FLOOR_JS + 2000 }));
    expect(status).toBe(0);
    expect(report.overFloor).toEqual([
      { edition: 'global', route: 'home', js: home, overFloor: HOME_ALLOWANCE - 1000, allowance: HOME_ALLOWANCE },
    ]);
    expect(out).toContain(
      `| global | home | ${(home / 1024).toFixed(1)} | ${((HOME_ALLOWANCE - 1000) / 1024).toFixed(1)} | ${(HOME_ALLOWANCE / 1024).toFixed(1)} ✅ |`,
    );
  }, 30_000);

  it('fails, rather than passing unchecked, when no floor was built', () => {
    const { status, out, report } = compare(fakeBuild('no-floor', 100_000, { floorJs: null }));
    expect(status).toBe(1);
    expect(report.violations).toEqual([expect.stringContaining('no floor build at')]);
    expect(out).toContain('`npm run build -- --floor` makes one');
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
    expect(report.routes).toEqual([
      expect.objectContaining({ edition: 'eu', route: 'home', jsA: 100_000, jsB: 101_000 }),
    ]);

    const grown = compare(eu, full);
    expect(grown.status).toBe(0);
    expect(grown.report.onlyInB).toEqual(['global', 'tr']);
    expect(grown.report.filesAdded).toEqual([]);
    expect(grown.report.routesAdded).toEqual([]);
  }, 30_000);

  it('still checks budgets on an edition only the second build holds', () => {
    const { status, report } = compare(
      fakeBuild('one', 100_000, { editions: ['eu'] }),
      fakeBuild('two', HOME_BUDGET + 1, { editions: ['eu', 'tr'] }),
    );
    expect(status).toBe(1);
    expect(report.violations).toEqual(
      ['eu', 'tr'].map(
        (e) =>
          `${e}: home first-load JS ${HOME_BUDGET + 1} B gzip is ${HOME_ALLOWANCE + 1} B over the floor's ${FLOOR_JS} B, above its allowance of ${HOME_ALLOWANCE} B`,
      ),
    );
  }, 30_000);

  it('fails when a route loads the chart library on its first load', () => {
    const dir = fakeBuild('chart', 100_000);
    const manifestPath = path.join(dir, 'global', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
      routes: Record<string, { files: string[] }>;
    };
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
    expect(report.violations).toEqual([
      `global: home first load carries lightweight-charts (${chart}); load it with the component that shows it`,
    ]);
  }, 30_000);
});
