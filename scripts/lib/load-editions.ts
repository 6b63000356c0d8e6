import fs from 'node:fs';
import path from 'node:path';
import { EDITION_IDS, parseEdition, type Edition } from '../../src/edition/edition-schema.ts';

const EDITIONS_DIR = path.resolve(import.meta.dirname, '../../editions');

/** Reads and validates every edition file; a bad file stops the build naming the file, field and reason. */
export function loadEditions(dir = EDITIONS_DIR): Edition[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const editions = files.map((file) => {
    const full = path.join(dir, file);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      throw new Error(`Invalid edition file ${full}:\n  (root): not valid JSON (${(error as Error).message})`, {
        cause: error,
      });
    }
    const edition = parseEdition(full, data);
    if (`${edition.id}.json` !== file)
      throw new Error(`Invalid edition file ${full}:\n  id: must match the file name (${file})`);
    return edition;
  });
  const missing = EDITION_IDS.filter((id) => !editions.some((e) => e.id === id));
  if (missing.length > 0) throw new Error(`Missing edition files in ${dir}: ${missing.join(', ')}`);
  // Global first: it is the default edition wherever a host is not recognised.
  return editions.sort((a, b) => EDITION_IDS.indexOf(a.id) - EDITION_IDS.indexOf(b.id));
}
