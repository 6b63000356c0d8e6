import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
}

export function sizeOf(file: string): Size {
  const data = fs.readFileSync(file);
  return { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
}

function addSizes(sizes: Size[]): Size {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

/** Every file below a directory, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** A first load's JS and CSS sizes (files relative to the build folder), as the build manifest records them. */
export function loadSize(
  outDir: string,
  files: { js: string[]; css: string[] },
): { js: Size; css: Size; files: string[] } {
  return {
    js: addSizes(files.js.map((f) => sizeOf(path.join(outDir, f)))),
    css: addSizes(files.css.map((f) => sizeOf(path.join(outDir, f)))),
    files: [...files.js, ...files.css],
  };
}
