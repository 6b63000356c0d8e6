/**
 * The edition matrix: one Vite build per edition in this process, then a static HTML document for every
 * edition x locale x page, redirect documents, a 404 document, the static hosts' `_headers` and `_redirects`,
 * and beside the edition folders (never published) dist/<edition>.manifest.json, nginx.conf and deploy.json.
 *   npm run build                      every edition, production, into dist/
 *   npm run build -- --edition eu      one edition (repeat or comma-separate for several)
 *   npm run build -- --demo            demo editions with the simulated exchange, into dist-demo/
 *   npm run build -- --test-hosts      the variant for the editions' test and testnet hosts (noindex documents)
 *   npm run build -- --websocket-host ws://127.0.0.1:4280   sockets to another origin (a local exchange)
 *   npm run build -- --sourcemap                            source maps beside the chunks (profiling)
 *   npm run build -- --analyze                              one edition (global, or --edition) and a treemap of what
 *                                                           its chunks hold, gzip sizes: dist/<edition>.stats.html
 *   npm run build -- --floor                                the floor page (src/floor: the entry libraries, one route)
 *                                                           with the same settings, into dist-floor/ (or --out)
 *   npm run build -- --deploy-root /var/www/earn --nginx-listen "443 ssl"   the nginx layout (docs/deploy.md)
 * Every page is also written under /sem/ (the marketing copy): noindex, canonical to the indexable page.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type PluginOption } from 'vite';
import { createViteConfig } from '../vite.config';
import { PAGES, type PageEntry } from '../src/app/route-catalog';
import type { Edition } from '../src/edition/edition-schema';
import { loadEditions } from './lib/load-editions';
import { staticDocuments } from './lib/render-document';
import { firstLoadFiles, type ViteManifest } from './lib/first-load';
import { listFiles, loadSize, sizeOf } from './lib/file-sizes';
import { buildFloor } from './lib/build-floor';
import { DEMO_WORKER_PATH, STAND_INS_DIR, demoServiceWorkerText } from './lib/mock-service-worker';
import {
  assertDocumentAllowed,
  contentSecurityPolicy,
  cspMetaTag,
  serializePolicy,
} from './lib/content-security-policy';
import { floorRootFor, manifestPath } from './lib/build-manifest';
import { headerPolicy, headerRules, headersFileText, redirectRules, redirectsFileText } from './lib/deploy-config';
import { DEFAULT_DEPLOY_ROOT, DEFAULT_LISTEN, writeDeployConfig, type DeployFacts } from './lib/deploy-files';

const ROOT = path.resolve(import.meta.dirname, '..');

function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Names the build in what the app reports (monitoring) and in the deploy files: BUILD_ID, else the commit
 * (with `-dirty` when the tree has changes), else the time.
 */
function buildIdentity(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    const commit = execSync('git rev-parse --short=12 HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty =
      execSync('git status --porcelain --untracked-files=no', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() !== '';
    return `${commit}${dirty ? '-dirty' : ''}`;
  } catch {
    return new Date().toISOString().replace(/[-:]/g, '').slice(0, 13);
  }
}

interface BuildOptions {
  demo: boolean;
  outRoot: string;
  testHosts: boolean;
  sourcemap: boolean;
  /** Writes the bundle treemap beside the edition folder (never published, as the manifest). */
  analyze: boolean;
  buildId: string;
}

/** rollup-plugin-visualizer, loaded only when asked for. */
async function analyzer(outRoot: string, edition: Edition): Promise<PluginOption> {
  const { visualizer } = await import('rollup-plugin-visualizer');
  const filename = path.join(outRoot, `${edition.id}.stats.html`);
  console.log(`bundle treemap: ${path.relative(ROOT, filename)}`);
  return visualizer({ filename, template: 'treemap', gzipSize: true, title: `earn ${edition.id}` });
}

async function buildEdition(
  edition: Edition,
  { demo, outRoot, testHosts, sourcemap, analyze, buildId }: BuildOptions,
): Promise<Record<string, unknown>> {
  const started = performance.now();
  const outDir = path.join(outRoot, edition.id);
  // The app reads it as import.meta.env.VITE_BUILD_ID (the error reports name the build).
  process.env.VITE_BUILD_ID = buildId;
  const config = createViteConfig({ edition, demo, outDir, sourcemap });
  const plugins = [...(config.plugins ?? []), ...(analyze ? [await analyzer(outRoot, edition)] : [])];
  await build({ ...config, plugins, configFile: false });

  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const viteManifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const templateFile = path.join(outDir, 'index.html');
  const template = fs.readFileSync(templateFile, 'utf8');
  fs.rmSync(templateFile);

  if (demo) {
    writeFile(path.join(outDir, DEMO_WORKER_PATH), demoServiceWorkerText());
    // Stand-ins for the external scripts the pages load (the exchange shell, the support chatbot), so every
    // integration runs in the demo and in the tests.
    fs.cpSync(STAND_INS_DIR, outDir, { recursive: true });
  }

  // The Content-Security-Policy: a meta tag in every document (checked against what each one carries), and in
  // the header form with frame-ancestors in `_headers` (with the other security headers and the cache rules)
  // for a static host; `_redirects` holds the HTTP redirects. nginx.conf carries the same (deploy-config.ts).
  const mode = demo ? 'demo' : 'production';
  const policy = contentSecurityPolicy(edition, mode);
  const cspMeta = cspMetaTag(policy);
  const writeDocument = (file: string, html: string) => {
    assertDocumentAllowed(path.relative(outRoot, file), html, policy);
    writeFile(file, html);
  };
  const deploy: DeployFacts = {
    edition,
    policy: headerPolicy(serializePolicy(policy), mode),
    mode,
    variant: testHosts ? 'test-hosts' : 'production',
    buildId,
  };
  writeFile(path.join(outDir, '_headers'), headersFileText(headerRules(deploy.policy), buildId));
  writeFile(path.join(outDir, '_redirects'), redirectsFileText(redirectRules(edition), buildId));

  // Each document preloads its page's own chunks when the app starts (the entry is started on its own).
  const entryFiles = new Set(
    Object.values(viteManifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
  );
  const preloadFor = (page: PageEntry) =>
    firstLoadFiles(viteManifest, page)
      .js.filter((f) => !entryFiles.has(f))
      .map((f) => `/${f}`);
  const docs = staticDocuments({ template, edition, cspMeta, testHosts, demo, preloadFor });
  for (const doc of docs) writeDocument(path.join(outDir, doc.file), doc.html);
  const documents = docs.filter((doc) => doc.page).length;

  const routes = Object.fromEntries(
    PAGES.map((page) => [page.path, loadSize(outDir, firstLoadFiles(viteManifest, page))]),
  );
  const fileNames = listFiles(outDir);
  const manifest = {
    edition: edition.id,
    demo,
    testHosts,
    quoteCoin: edition.quoteCoin,
    locales: edition.locales,
    defaultLocale: edition.defaultLocale,
    routes,
    documents,
    files: Object.fromEntries(fileNames.map((f) => [f, sizeOf(path.join(outDir, f))])),
    buildId,
    deploy,
  };
  // Beside the edition folder, not in it: publishing the folder never publishes the manifest.
  fs.rmSync(path.join(outDir, 'manifest.json'), { force: true });
  writeFile(manifestPath(outRoot, edition.id), `${JSON.stringify(manifest, null, 2)}\n`);
  const home = routes.home as { js: { gzip: number } };
  console.log(
    `${edition.id.padEnd(7)} ${String(documents).padStart(4)} documents  home first-load JS ${(home.js.gzip / 1024).toFixed(1)} KiB gzip  ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return manifest;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      edition: { type: 'string', multiple: true },
      demo: { type: 'boolean', default: false },
      // The variant served on the editions' test and testnet hosts: noindex in the static documents.
      'test-hosts': { type: 'boolean', default: false },
      out: { type: 'string' },
      // Points every edition's sockets elsewhere, e.g. at a local server proxying the simulated exchange
      // (`npm run perf`): ws://127.0.0.1:4280.
      'websocket-host': { type: 'string' },
      sourcemap: { type: 'boolean', default: false },
      // The floor page alone (scripts/lib/build-floor.ts), which budgets and `npm run perf` measure against.
      floor: { type: 'boolean', default: false },
      analyze: { type: 'boolean', default: false },
      // Where the edition folders live on the nginx server, and what its servers listen on (nginx.conf).
      'deploy-root': { type: 'string', default: DEFAULT_DEPLOY_ROOT },
      'nginx-listen': { type: 'string', default: DEFAULT_LISTEN },
    },
  });
  const socketHost = values['websocket-host'];
  const all = loadEditions().map((edition) =>
    socketHost ? { ...edition, api: { ...edition.api, websocketHost: socketHost } } : edition,
  );
  const wanted = (values.edition ?? []).flatMap((v) => v.split(',')).filter(Boolean);
  const unknown = wanted.filter((id) => !all.some((e) => e.id === id));
  if (unknown.length > 0)
    throw new Error(`Unknown edition: ${unknown.join(', ')} (known: ${all.map((e) => e.id).join(', ')})`);
  // --analyze alone looks at the default edition: one treemap to read, not nine builds.
  const chosen = wanted.length > 0 ? wanted : values.analyze ? ['global'] : [];
  const editions = chosen.length > 0 ? all.filter((e) => chosen.includes(e.id)) : all;
  const buildId = buildIdentity();
  if (values.floor) {
    const edition = all.find((e) => e.id === (wanted[0] ?? 'global'));
    if (!edition) throw new Error('The floor is built with the global edition settings (or the one --edition names)');
    await buildFloor(
      values.out ? path.resolve(ROOT, values.out) : floorRootFor(path.join(ROOT, 'dist')),
      edition,
      buildId,
    );
    return;
  }
  const outRoot = path.resolve(ROOT, values.out ?? (values.demo ? 'dist-demo' : 'dist'));
  const started = performance.now();
  let total = 0;
  for (const edition of editions) {
    const manifest = await buildEdition(edition, {
      demo: values.demo,
      outRoot,
      testHosts: values['test-hosts'],
      sourcemap: values.sourcemap,
      analyze: values.analyze,
      buildId,
    });
    total += manifest.documents as number;
  }
  const deployFiles = writeDeployConfig(outRoot, { deployRoot: values['deploy-root'], listen: values['nginx-listen'] });
  console.log(
    `deploy configuration (build ${buildId}): ${deployFiles.map((f) => path.relative(ROOT, f)).join(', ')}, _headers and _redirects per edition`,
  );
  console.log(
    `built ${editions.length} edition(s), ${total} HTML documents, ${values.demo ? 'demo' : 'production'}, into ${path.relative(ROOT, outRoot)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
