/**
 * Checks a deployment against the build that was deployed (docs/deploy.md, "Check a deployment"):
 *   npx tsx scripts/check-deploy.ts [--dist dist] [--connect 203.0.113.7:443] [--insecure] [--http] [--edition eu]
 * For every edition: its host answers the root and a page without its slash with 301 keeping the query,
 * every page of the default locale and every locale's home with 200 and that edition's document, an unknown
 * page with the 404 document and status 404, each with the headers of `_headers` and the cache rule, the
 * entry chunk immutable, a translation short-lived, and `_headers` / `_redirects` not published.
 * Exits 1 when anything differs, listing what.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkDeployment } from './lib/check-deployment';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    connect: { type: 'string' },
    insecure: { type: 'boolean', default: false },
    http: { type: 'boolean', default: false },
    edition: { type: 'string', multiple: true },
  },
});

const results = await checkDeployment({
  dist: path.resolve(values.dist),
  scheme: values.http ? 'http' : 'https',
  ...(values.connect ? { connect: values.connect } : {}),
  insecure: values.insecure,
  editions: (values.edition ?? []).flatMap((e) => e.split(',')).filter(Boolean),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
let failed = 0;
for (const result of results) {
  failed += result.failures.length;
  console.log(
    `${result.failures.length === 0 ? 'ok  ' : 'FAIL'} ${result.edition.padEnd(7)} ${result.host.padEnd(28)} ${result.requests} requests`,
  );
  for (const failure of result.failures) console.log(`     ${failure}`);
}
console.log(failed === 0 ? `all ${results.length} edition(s) answer as built` : `${failed} problem(s)`);
process.exit(failed === 0 ? 0 : 1);
