/**
 * Compares two builds edition by edition:   npm run compare -- <distA> <distB> [--json report.json]
 * Checks budgets on one build:               npm run compare -- <dist>
 * Prints a Markdown report (first-load JS/CSS per route, each budgeted route's first-load JS over the floor,
 * added and removed files, routes and locales, changed head metadata per edition, locale and route), writes it
 * as JSON, and exits 1 when a route of the second build is further over the floor than its allowance in
 * scripts/budgets.json, a route's first load carries a library meant to load later (`lazyOnly`), or a
 * production build carries the simulated exchange. The floor (`npm run build -- --floor`: the entry libraries
 * and one route) is read from `--floor`, by default the second build's folder with `-floor` (dist-floor). Only editions both
 * builds hold are compared; one built on one side only (`--edition eu` against a full build) is named, not
 * failed, and the second build's own editions are still checked against the budgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { editionsIn, floorJsGzip, floorRootFor, readManifest as readBuildManifest } from './lib/build-manifest';
import { listFiles, type Size } from './lib/file-sizes';
import { headMetadata } from './lib/head-metadata';

interface RouteSize {
  js: Size;
  css: Size;
  files: string[];
}
interface Manifest {
  edition: string;
  demo: boolean;
  locales: string[];
  routes: Record<string, RouteSize>;
  files: Record<string, Size>;
}
interface Budgets {
  /** Bytes of gzip a route's first-load JS may carry above the floor's. */
  firstLoadJsGzipOverFloor: Record<string, number>;
  production: { forbiddenFiles: string[]; forbiddenMarkers: string[] };
  lazyOnly?: { markers: Record<string, string> };
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'string', default: 'compare-report.json' },
    budgets: { type: 'string', default: path.join(import.meta.dirname, 'budgets.json') },
    floor: { type: 'string' },
  },
});
if (positionals.length < 1 || positionals.length > 2) {
  console.error('usage: npm run compare -- <distA> [<distB>]');
  process.exit(2);
}
const [dirA, dirB = dirA] = positionals.map((p) => path.resolve(p)) as [string, string];
const budgets = JSON.parse(fs.readFileSync(values.budgets, 'utf8')) as Budgets;
const floorDir = path.resolve(values.floor ?? floorRootFor(dirB));
const floorJs = floorJsGzip(floorDir);

function readManifest(dir: string, edition: string): Manifest | null {
  return readBuildManifest<Manifest>(dir, edition);
}
/** Content hashes change every build; compare files by name with the hash taken out. */
function unhashed(file: string): string {
  return file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '-[hash]$1');
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const delta = (a: number, b: number) => `${b - a >= 0 ? '+' : ''}${((b - a) / 1024).toFixed(1)}`;

const report = {
  a: dirA,
  b: dirB,
  floor: { dir: floorDir, jsGzip: floorJs },
  routes: [] as {
    edition: string;
    route: string;
    jsA: number;
    jsB: number;
    cssA: number;
    cssB: number;
    budget: number | null;
  }[],
  /** Each budgeted route (home, the family pages, the wallet) of the second build against the floor. */
  overFloor: [] as { edition: string; route: string; js: number; overFloor: number; allowance: number }[],
  documents: [] as { edition: string; locale: string; route: string; htmlGzipA: number; htmlGzipB: number }[],
  filesAdded: [] as { edition: string; file: string }[],
  filesRemoved: [] as { edition: string; file: string }[],
  routesAdded: [] as { edition: string; route: string }[],
  routesRemoved: [] as { edition: string; route: string }[],
  localesAdded: [] as { edition: string; locale: string }[],
  localesRemoved: [] as { edition: string; locale: string }[],
  headChanges: [] as { edition: string; document: string; field: string; a: string; b: string }[],
  onlyInA: [] as string[],
  onlyInB: [] as string[],
  violations: [] as string[],
};

function checkProduction(edition: string, b: Manifest): void {
  if (b.demo) return;
  const outDir = path.join(dirB, edition);
  for (const name of budgets.production.forbiddenFiles) {
    if (fs.existsSync(path.join(outDir, name))) report.violations.push(`${edition}: production build contains ${name}`);
  }
  for (const file of listFiles(outDir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(outDir, file), 'utf8');
    const marker = budgets.production.forbiddenMarkers.find((m) => text.includes(m));
    if (marker) report.violations.push(`${edition}: production file ${file} contains simulator code (${marker})`);
  }
}

/** A library meant to load with its component only (lightweight-charts) must be in no route's first load. */
function checkLazyOnly(edition: string, b: Manifest): void {
  const markers = Object.entries(budgets.lazyOnly?.markers ?? {});
  if (markers.length === 0) return;
  const texts = new Map<string, string>();
  for (const [route, size] of Object.entries(b.routes)) {
    for (const file of size.files.filter((f) => f.endsWith('.js'))) {
      const full = path.join(dirB, edition, file);
      if (!texts.has(file)) texts.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '');
      for (const [name, marker] of markers) {
        if (texts.get(file)?.includes(marker))
          report.violations.push(
            `${edition}: ${route} first load carries ${name} (${file}); load it with the component that shows it`,
          );
      }
    }
  }
}

// Budgets are allowances over the floor: without it none can be checked, which fails rather than passes.
if (floorJs === null)
  report.violations.push(`no floor build at ${floorDir} (npm run build -- --floor): the budgets cannot be checked`);
const editions = [...new Set([...editionsIn(dirA), ...editionsIn(dirB)])].sort();
for (const edition of editions) {
  const a = readManifest(dirA, edition);
  const b = readManifest(dirB, edition);
  if (!b) {
    // Not built this time: nothing to measure, and nothing it could break.
    report.onlyInA.push(edition);
    continue;
  }
  if (floorJs !== null) {
    for (const [route, allowance] of Object.entries(budgets.firstLoadJsGzipOverFloor)) {
      const size = b.routes[route];
      if (!size) continue;
      const over = size.js.gzip - floorJs;
      report.overFloor.push({ edition, route, js: size.js.gzip, overFloor: over, allowance });
      if (over > allowance) {
        report.violations.push(
          `${edition}: ${route} first-load JS ${size.js.gzip} B gzip is ${over} B over the floor's ${floorJs} B, above its allowance of ${allowance} B`,
        );
      }
    }
  }
  checkProduction(edition, b);
  checkLazyOnly(edition, b);
  if (!a) {
    // Every file and route would read as added; the edition simply was not in the first build.
    report.onlyInB.push(edition);
    continue;
  }
  for (const [route, size] of Object.entries(b.routes)) {
    const before = a.routes[route];
    const allowance = budgets.firstLoadJsGzipOverFloor[route];
    const budget = floorJs !== null && allowance !== undefined ? floorJs + allowance : null;
    report.routes.push({
      edition,
      route,
      jsA: before?.js.gzip ?? 0,
      jsB: size.js.gzip,
      cssA: before?.css.gzip ?? 0,
      cssB: size.css.gzip,
      budget,
    });
    if (!before) report.routesAdded.push({ edition, route });
  }
  for (const route of Object.keys(a.routes)) if (!b.routes[route]) report.routesRemoved.push({ edition, route });
  for (const locale of b.locales) if (!a.locales.includes(locale)) report.localesAdded.push({ edition, locale });
  for (const locale of a.locales) if (!b.locales.includes(locale)) report.localesRemoved.push({ edition, locale });

  const namesA = new Set(Object.keys(a.files).map(unhashed));
  const namesB = new Set(Object.keys(b.files).map(unhashed));
  for (const name of namesB)
    if (!namesA.has(name) && !name.endsWith('index.html')) report.filesAdded.push({ edition, file: name });
  for (const name of namesA)
    if (!namesB.has(name) && !name.endsWith('index.html')) report.filesRemoved.push({ edition, file: name });

  for (const file of Object.keys(b.files).filter((f) => f.endsWith('/index.html') && f.includes('earn/'))) {
    const match = /^(?:([^/]+)\/)?earn\/(.+)\/index\.html$/.exec(file);
    if (!match?.[2] || !b.routes[match[2]]) continue;
    const locale = match[1] ?? '(default)';
    report.documents.push({
      edition,
      locale,
      route: match[2],
      htmlGzipA: a.files[file]?.gzip ?? 0,
      htmlGzipB: b.files[file]?.gzip ?? 0,
    });
    if (!a.files[file]) continue;
    const metaA = headMetadata(fs.readFileSync(path.join(dirA, edition, file), 'utf8'));
    const metaB = headMetadata(fs.readFileSync(path.join(dirB, edition, file), 'utf8'));
    for (const field of new Set([...Object.keys(metaA), ...Object.keys(metaB)])) {
      if (metaA[field] !== metaB[field])
        report.headChanges.push({ edition, document: file, field, a: metaA[field] ?? '', b: metaB[field] ?? '' });
    }
  }
}

const lines: string[] = [`# Edition bundle comparison`, ``, `A: ${dirA}  `, `B: ${dirB}`, ``];
lines.push(
  `## First-load size per route (KiB gzip)`,
  ``,
  `| edition | route | JS A | JS B | Δ JS | CSS A | CSS B | Δ CSS | JS budget |`,
  `|---|---|---:|---:|---:|---:|---:|---:|---:|`,
);
for (const r of report.routes) {
  if (dirA !== dirB && r.jsA === r.jsB && r.cssA === r.cssB && r.budget === null) continue;
  const budget = r.budget === null ? '' : `${kb(r.budget)} ${r.jsB > r.budget ? '❌' : '✅'}`;
  lines.push(
    `| ${r.edition} | ${r.route} | ${kb(r.jsA)} | ${kb(r.jsB)} | ${delta(r.jsA, r.jsB)} | ${kb(r.cssA)} | ${kb(r.cssB)} | ${delta(r.cssA, r.cssB)} | ${budget} |`,
  );
}
lines.push('', `## First-load JS over the floor (KiB gzip)`, '');
if (floorJs === null) lines.push(`No floor build at ${floorDir}: \`npm run build -- --floor\` makes one.`);
else {
  lines.push(`The floor (entry libraries and one route, ${floorDir}): ${kb(floorJs)} KiB (${floorJs} B).`, '');
  lines.push(`| edition | route | JS | over the floor | allowance |`, `|---|---|---:|---:|---:|`);
  for (const r of report.overFloor) {
    lines.push(
      `| ${r.edition} | ${r.route} | ${kb(r.js)} | ${kb(r.overFloor)} | ${kb(r.allowance)} ${r.overFloor > r.allowance ? '❌' : '✅'} |`,
    );
  }
}
const section = (title: string, rows: string[]) => {
  lines.push('', `## ${title}`, '');
  lines.push(...(rows.length > 0 ? rows.slice(0, 200) : ['none']));
  if (rows.length > 200) lines.push(`… and ${rows.length - 200} more in the JSON report`);
};
section('Editions on one side only', [
  ...report.onlyInA.map((e) => `- ${e}: only in A (not built in B, not compared)`),
  ...report.onlyInB.map((e) => `- ${e}: only in B (budgets checked, not compared)`),
]);
section(
  'Files added',
  report.filesAdded.map((f) => `- ${f.edition}: ${f.file}`),
);
section(
  'Files removed',
  report.filesRemoved.map((f) => `- ${f.edition}: ${f.file}`),
);
section('Routes added / removed', [
  ...report.routesAdded.map((r) => `- added ${r.edition}: ${r.route}`),
  ...report.routesRemoved.map((r) => `- removed ${r.edition}: ${r.route}`),
]);
section('Locales added / removed', [
  ...report.localesAdded.map((l) => `- added ${l.edition}: ${l.locale}`),
  ...report.localesRemoved.map((l) => `- removed ${l.edition}: ${l.locale}`),
]);
section(
  'Head metadata changed',
  report.headChanges.map((c) => `- ${c.edition} ${c.document} ${c.field}: \`${c.a}\` → \`${c.b}\``),
);
section(
  'Budget violations',
  report.violations.map((v) => `- ❌ ${v}`),
);
console.log(lines.join('\n'));
fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nJSON report: ${path.resolve(values.json)}`);
process.exit(report.violations.length > 0 ? 1 : 0);
