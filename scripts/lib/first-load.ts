import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '../../src/app/route-catalog';

/** The parts of Vite's build manifest this script reads. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const ROUTES_DIR = 'src/app/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A route made by a factory (`src/app/<name>-route.tsx`) loads its page lazily from `src/app/<name>-view.tsx`:
 * that module is part of the page's first load although the route file's own chunk does not import it.
 */
function factoryViews(routeFile: string): string[] {
  let source: string;
  try {
    source = fs.readFileSync(path.join(ROOT, routeFile), 'utf8');
  } catch {
    return [];
  }
  return [...source.matchAll(/from '@\/app\/([\w-]+)-route'/g)]
    .map((match) => `src/app/${match[1]}-view.tsx`)
    .filter((view) => fs.existsSync(path.join(ROOT, view)));
}

/** The route files a page renders through: root, locale layout, the page's own file and the view a factory loads. */
function routeFilesFor(page: PageEntry): string[] {
  const own = `${ROUTES_DIR}/{-$locale}/earn/${page.path.startsWith('help-center/') ? 'help-center/$article' : page.path}.tsx`;
  return [`${ROUTES_DIR}/__root.tsx`, `${ROUTES_DIR}/{-$locale}/route.tsx`, own, ...factoryViews(own)];
}

function closure(manifest: ViteManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * JS and CSS a browser loads to show a page: the entry and its static imports, plus the code-split chunks of
 * the page's route files (TanStack's `?tsr-split=` chunks) and their static imports.
 */
export function firstLoadFiles(manifest: ViteManifest, page: PageEntry): { js: string[]; css: string[] } {
  return loadedWith(manifest, new Set(routeFilesFor(page)));
}

/** JS and CSS of the entry and its static imports alone: the first load of a page with no split route (the floor). */
export function entryLoadFiles(manifest: ViteManifest): { js: string[]; css: string[] } {
  return loadedWith(manifest, new Set());
}

function loadedWith(manifest: ViteManifest, routeFiles: ReadonlySet<string>): { js: string[]; css: string[] } {
  const roots = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || routeFiles.has((chunk.src ?? key).split('?')[0] ?? ''))
    .map(([key]) => key);
  const keys = closure(manifest, roots);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}
