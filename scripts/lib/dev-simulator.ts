import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { DEMO_WORKER_PATH, STAND_INS_DIR, demoServiceWorkerText } from './mock-service-worker.ts';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const PUBLIC_JSON = '\0public-json:';

/**
 * The dev server as a demo build: it serves msw's worker (as demo builds ship it) and the stand-ins at the
 * paths the built site has them, so main.tsx starts the simulated exchange and every call gets an answer.
 * It also gives the simulator's JSON imports from public/ (the product translations it names products with)
 * their own module id: Vite warns about every module URL under /public/, once per file and locale.
 */
export function devSimulatorPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'earn-dev-simulator',
    // Before Vite's own resolver, which would give the JSON imports their /public/ URLs.
    enforce: 'pre',
    // The dev server only: builds copy these files themselves, and vitest (mode `test`) serves no pages.
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    configResolved(config: ResolvedConfig) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        if (pathname === DEMO_WORKER_PATH) {
          res.setHeader('Content-Type', TYPES['.js'] ?? '');
          res.end(demoServiceWorkerText());
          return;
        }
        const file = path.join(STAND_INS_DIR, path.normalize(pathname));
        const type = TYPES[path.extname(file)];
        if (type && file.startsWith(`${STAND_INS_DIR}${path.sep}`) && fs.existsSync(file)) {
          res.setHeader('Content-Type', type);
          res.end(fs.readFileSync(file));
          return;
        }
        // A translation folder a locale lacks is a 404, as on every host, not the app's page (the SPA fallback):
        // the stand-ins try locale, language, then English.
        if (
          pathname.startsWith('/earn/translations/') &&
          !fs.existsSync(path.join(publicDir, path.normalize(pathname)))
        ) {
          res.statusCode = 404;
          res.end();
          return;
        }
        next();
      });
    },
    async resolveId(source, importer) {
      if (!importer || !source.includes('public/') || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || !publicDir || !resolved.id.startsWith(`${publicDir}${path.sep}`)) return null;
      return `${PUBLIC_JSON}${path.relative(publicDir, resolved.id).replace(/\.json$/, '')}`;
    },
    load(id) {
      if (!id.startsWith(PUBLIC_JSON)) return null;
      const file = path.join(publicDir, `${id.slice(PUBLIC_JSON.length)}.json`);
      this.addWatchFile(file);
      return `export default ${fs.readFileSync(file, 'utf8')};`;
    },
  };
}
