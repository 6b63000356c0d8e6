import { describe, expect, it } from 'vitest';
import { editionPlugin } from '../../../scripts/lib/edition-plugin';
import { loadEditions } from '../../../scripts/lib/load-editions';

/** The `virtual:edition` module's source as the plugin gives it to the bundler. */
function virtualModule(built: boolean): string {
  const all = loadEditions();
  const plugin = editionPlugin(all, built ? all[0]! : null);
  const resolved = (plugin.resolveId as (id: string) => string | undefined)('virtual:edition');
  return (plugin.load as (id: string) => string | undefined)(resolved!)!;
}

/** Evaluates the module's two exports. */
function exportsOf(source: string): { editions: { id: string }[]; builtEdition: { id: string } | null } {
  const body = source.replace(/export const /g, 'const ');
  return new Function(`${body}; return { editions, builtEdition };`)() as ReturnType<typeof exportsOf>;
}

describe('virtual:edition', () => {
  it('carries the built edition once, as the built edition and as the only one listed', () => {
    const source = virtualModule(true);
    const first = loadEditions()[0]!;
    expect(source.split(JSON.stringify(first.brand)).length - 1).toBe(1);
    const { editions, builtEdition } = exportsOf(source);
    expect(builtEdition?.id).toBe(first.id);
    expect(editions).toHaveLength(1);
    expect(editions[0]).toBe(builtEdition);
  });

  it('carries every edition and no built edition for the dev server and tests', () => {
    const { editions, builtEdition } = exportsOf(virtualModule(false));
    expect(builtEdition).toBeNull();
    expect(editions.map((e) => e.id)).toEqual(loadEditions().map((e) => e.id));
  });
});
