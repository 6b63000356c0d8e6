/**
 * The floor (src/floor): the product's entry libraries with one route and nothing else, built with the same
 * Vite settings as an edition, into `<outRoot>/floor/` with its manifest beside it (`floor.manifest.json`, the
 * shape of an edition's: `routes.floor` is its first load). `npm run compare` and `npm run perf` measure the
 * product's pages against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { createViteConfig } from '../../vite.config';
import type { Edition } from '../../src/edition/edition-schema';
import { FLOOR, manifestPath, type FloorManifest } from './build-manifest';
import { entryLoadFiles, type ViteManifest } from './first-load';
import { listFiles, loadSize, sizeOf } from './file-sizes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY_HTML = 'src/floor/index.html';
/** The floor's frame work (search, live ladder): a page of its own at `/work/`, outside the floor's first load. */
const WORK_HTML = 'src/floor/work.html';

export async function buildFloor(outRoot: string, edition: Edition, buildId: string): Promise<FloorManifest> {
  const outDir = path.join(outRoot, FLOOR);
  const config = createViteConfig({ edition, demo: false, outDir });
  await build({
    ...config,
    build: {
      ...config.build,
      rolldownOptions: { ...config.build?.rolldownOptions, input: path.join(ROOT, ENTRY_HTML) },
    },
    configFile: false,
  });
  const viteManifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  // Served at the folder's root: the router's one route is `/`.
  fs.renameSync(path.join(outDir, ENTRY_HTML), path.join(outDir, 'index.html'));
  fs.rmSync(path.join(outDir, 'src'), { recursive: true, force: true });
  const files = listFiles(outDir);
  // Built on its own after the floor, so it shares no chunk with it and is not in the floor's manifest.
  await build({
    ...config,
    build: {
      ...config.build,
      emptyOutDir: false,
      manifest: false,
      rolldownOptions: { ...config.build?.rolldownOptions, input: path.join(ROOT, WORK_HTML) },
    },
    configFile: false,
  });
  fs.mkdirSync(path.join(outDir, 'work'));
  fs.renameSync(path.join(outDir, WORK_HTML), path.join(outDir, 'work', 'index.html'));
  fs.rmSync(path.join(outDir, 'src'), { recursive: true, force: true });
  const manifest: FloorManifest = {
    edition: FLOOR,
    routes: { floor: loadSize(outDir, entryLoadFiles(viteManifest)) },
    files: Object.fromEntries(files.map((f) => [f, sizeOf(path.join(outDir, f))])),
    buildId,
  };
  fs.writeFileSync(manifestPath(outRoot, FLOOR), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `floor   first-load JS ${(manifest.routes.floor.js.gzip / 1024).toFixed(1)} KiB gzip (${manifest.routes.floor.js.gzip} B) into ${path.relative(ROOT, outDir)}/`,
  );
  return manifest;
}
