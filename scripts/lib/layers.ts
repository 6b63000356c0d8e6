/**
 * The layer rule of docs/architecture.md on resolved paths (an alias and a relative path to the same file are
 * the same import), and the import cycles. Pure: `scripts/check-layers.ts` feeds it the project's import graph.
 *
 *   app > features (never each other) > products > shared (api, realtime, edition, i18n, platform, ui) > lib;
 *   the simulator stands apart (lib and the API schemas only); only src/app/main.tsx loads the simulator;
 *   the floor page (src/floor, what the stack costs without the product) uses the translation path alone, and
 *   nothing imports it.
 */

export interface ImportEdge {
  /** Importing file, relative to the repository (`src/features/home/home-page.tsx`). */
  from: string;
  /** Imported file, relative to the repository. */
  to: string;
  /** Type-only imports are erased: they count for the layers, not for cycles. */
  typeOnly: boolean;
  /** `import()`: evaluated later, so it closes no cycle at start-up. */
  dynamic: boolean;
}

/** The one product file the floor page shares: where the translations are fetched from. */
const FLOOR_MAY_IMPORT = 'src/i18n/translation-path.ts';

const SHARED = new Set(['api', 'realtime', 'edition', 'i18n', 'platform', 'ui']);

/** The top folder of `src/<folder>/…`, and for features the feature's own folder. */
function placeOf(file: string): { layer: string; feature?: string } | null {
  const parts = file.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return null;
  const layer = parts[1] ?? '';
  return layer === 'features' ? { layer, feature: parts[2] } : { layer };
}

/** Why `from` may not import `to`, or null when the import points downwards. */
export function layerViolation(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a || !b) return null;
  if (a.layer === 'floor' && b.layer !== 'floor' && to !== FLOOR_MAY_IMPORT) {
    return `src/floor measures the stack without the product: of src it imports ${FLOOR_MAY_IMPORT} alone.`;
  }
  if (b.layer === 'floor' && a.layer !== 'floor')
    return 'src/floor is a page of its own (npm run build -- --floor): nothing imports it.';
  if (a.layer === 'lib' && b.layer !== 'lib') return 'src/lib is the bottom layer: it imports nothing from src.';
  if (SHARED.has(a.layer) && ['app', 'features', 'products', 'sim'].includes(b.layer)) {
    return 'Shared code must not import app, features, products or the simulator.';
  }
  if (a.layer === 'products' && ['app', 'features', 'sim'].includes(b.layer)) {
    return 'src/products (the family registry, order flow) sits below features: it never imports app, features or the simulator.';
  }
  if (a.layer === 'features') {
    if (b.layer === 'app') return 'A feature never imports src/app.';
    if (b.layer === 'sim') return 'A feature never imports the simulator.';
    if (b.layer === 'features' && b.feature !== a.feature) {
      return 'A feature never imports another feature: move what both need to src/products or a shared folder.';
    }
  }
  if (a.layer === 'sim' && ['app', 'features', 'products', 'realtime', 'ui', 'i18n'].includes(b.layer)) {
    return 'The simulator stands in for the back end: it may use src/lib and the API schemas only.';
  }
  if (a.layer === 'app' && b.layer === 'sim' && from !== 'src/app/main.tsx') {
    return 'Only src/app/main.tsx loads the simulator, and only in demo builds.';
  }
  return null;
}

/** The import cycles among value imports loaded at start-up (strongly connected components, Tarjan). */
export function findCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly || edge.dynamic) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (next.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
