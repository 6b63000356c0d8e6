/**
 * The edition matrix: one Vite build per edition in this process, then a static HTML document for every
 * edition x locale x page, redirect documents, a 404 document and dist/<edition>/manifest.json.
 *   npm run build                      every edition, production, into dist/
 *   npm run build -- --edition eu      one edition (repeat or comma-separate for several)
 *   npm run build -- --demo            demo editions with the simulated exchange, into dist-demo/
 *   npm run build -- --test-hosts      the variant for the editions' test and testnet hosts (noindex documents)
 *   npm run build -- --websocket-host ws://127.0.0.1:4280   sockets to another origin (a local exchange)
 *   npm run build -- --sourcemap                            source maps beside the chunks (profiling)
 * Every page is also written under /sem/ (the marketing copy): noindex, canonical to the indexable page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { createViteConfig } from '../vite.config';
import { PAGES, type PageEntry } from '../src/app/route-catalog';
import type { Edition } from '../src/edition/edition-schema';
import { loadEditions } from './lib/load-editions';
import { staticDocuments } from './lib/render-document';
import { firstLoadFiles, type ViteManifest } from './lib/first-load';
import { addSizes, listFiles, sizeOf } from './lib/file-sizes';
import { writeDemoServiceWorker } from './lib/mock-service-worker';
import { assertDocumentAllowed, contentSecurityPolicy, cspMetaTag, headersFile } from './lib/content-security-policy';

const ROOT = path.resolve(import.meta.dirname, '..');

function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

async function buildEdition(edition: Edition, demo: boolean, outRoot: string, testHosts: boolean, sourcemap: boolean): Promise<Record<string, unknown>> {
  const started = performance.now();
  const outDir = path.join(outRoot, edition.id);
  await build({ ...createViteConfig({ edition, demo, outDir, sourcemap }), configFile: false });

  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const viteManifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const templateFile = path.join(outDir, 'index.html');
  const template = fs.readFileSync(templateFile, 'utf8');
  fs.rmSync(templateFile);

  if (demo) {
    writeDemoServiceWorker(path.join(ROOT, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(outDir, 'mockServiceWorker.js'));
    // Stand-ins for the external scripts the pages load (the exchange shell, the support chatbot), so every
    // integration runs in the demo and in the tests.
    fs.cpSync(path.join(ROOT, 'src/sim/static'), outDir, { recursive: true });
  }

  // The Content-Security-Policy: a meta tag in every document (checked against what each one carries) and a
  // `_headers` file for the CDN.
  const policy = contentSecurityPolicy(edition, demo ? 'demo' : 'production');
  const cspMeta = cspMetaTag(policy);
  const writeDocument = (file: string, html: string) => {
    assertDocumentAllowed(path.relative(outRoot, file), html, policy);
    writeFile(file, html);
  };
  writeFile(path.join(outDir, '_headers'), headersFile(policy));

  // Each document preloads its page's own chunks when the app starts (the entry is started on its own).
  const entryFiles = new Set(Object.values(viteManifest).filter((chunk) => chunk.isEntry).map((chunk) => chunk.file));
  const preloadFor = (page: PageEntry) => firstLoadFiles(viteManifest, page).js.filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
  const docs = staticDocuments({ template, edition, cspMeta, testHosts, demo, preloadFor });
  for (const doc of docs) writeDocument(path.join(outDir, doc.file), doc.html);
  const documents = docs.filter((doc) => doc.page).length;

  const routes = Object.fromEntries(
    PAGES.map((page) => {
      const files = firstLoadFiles(viteManifest, page);
      return [
        page.path,
        {
          js: addSizes(files.js.map((f) => sizeOf(path.join(outDir, f)))),
          css: addSizes(files.css.map((f) => sizeOf(path.join(outDir, f)))),
          files: [...files.js, ...files.css],
        },
      ];
    }),
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
  };
  writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
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
    },
  });
  const socketHost = values['websocket-host'];
  const all = loadEditions().map((edition) => (socketHost ? { ...edition, api: { ...edition.api, websocketHost: socketHost } } : edition));
  const wanted = (values.edition ?? []).flatMap((v) => v.split(',')).filter(Boolean);
  const unknown = wanted.filter((id) => !all.some((e) => e.id === id));
  if (unknown.length > 0) throw new Error(`Unknown edition: ${unknown.join(', ')} (known: ${all.map((e) => e.id).join(', ')})`);
  const editions = wanted.length > 0 ? all.filter((e) => wanted.includes(e.id)) : all;
  const outRoot = path.resolve(ROOT, values.out ?? (values.demo ? 'dist-demo' : 'dist'));
  const started = performance.now();
  let total = 0;
  for (const edition of editions) {
    const manifest = await buildEdition(edition, values.demo, outRoot, values['test-hosts'], values.sourcemap);
    total += manifest.documents as number;
  }
  console.log(
    `built ${editions.length} edition(s), ${total} HTML documents, ${values.demo ? 'demo' : 'production'}, into ${path.relative(ROOT, outRoot)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
