import fs from 'node:fs';
import path from 'node:path';
import type { Size } from './file-sizes';

/**
 * The build manifest of an edition (routes, locales, every file with its sizes, what its deploy configuration
 * was generated from) lives beside the edition folders, `dist/<edition>.manifest.json`, so publishing an
 * edition folder never publishes it. Builds made before it moved kept it inside the folder; both are read.
 */
export function manifestPath(root: string, edition: string): string {
  return path.join(root, `${edition}.manifest.json`);
}

function existingManifest(root: string, edition: string): string | null {
  const beside = manifestPath(root, edition);
  if (fs.existsSync(beside)) return beside;
  const legacy = path.join(root, edition, 'manifest.json');
  return fs.existsSync(legacy) ? legacy : null;
}

/** The editions of a build folder: folders with a manifest, sorted by id. */
export function editionsIn(root: string): string[] {
  if (!fs.existsSync(root)) throw new Error(`No build at ${root}`);
  return fs
    .readdirSync(root)
    .filter((d) => fs.statSync(path.join(root, d)).isDirectory() && existingManifest(root, d) !== null)
    .sort();
}

export function readManifest<T>(root: string, edition: string): T | null {
  const file = existingManifest(root, edition);
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

/** The floor page's folder in its build folder, its manifest's name, and its one route's key (scripts/lib/build-floor.ts). */
export const FLOOR = 'floor';

export interface FloorManifest {
  edition: typeof FLOOR;
  routes: { floor: { js: Size; css: Size; files: string[] } };
  files: Record<string, Size>;
  buildId: string;
}

/** Where the floor of a product build lives by default: `dist` has `dist-floor`. */
export function floorRootFor(productRoot: string): string {
  return `${productRoot.replace(/[\\/]+$/, '')}-floor`;
}

/** The floor's first-load JS, gzip bytes, or null when no floor was built there. */
export function floorJsGzip(floorRoot: string): number | null {
  if (!fs.existsSync(floorRoot)) return null;
  return readManifest<FloorManifest>(floorRoot, FLOOR)?.routes.floor.js.gzip ?? null;
}
