/**
 * Writes a build's nginx configuration again for another server layout, without building:
 *   npx tsx scripts/deploy-config.ts [--root dist] [--deploy-root /srv/kestrel-earn/current] [--listen "443 ssl"] [--out dir]
 * `npm run build` writes it with the defaults (`/srv/kestrel-earn/current`, port 80); docs/deploy.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DEPLOY_ROOT, DEFAULT_LISTEN, writeDeployConfig } from './lib/deploy-files';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    'deploy-root': { type: 'string', default: DEFAULT_DEPLOY_ROOT },
    listen: { type: 'string', default: DEFAULT_LISTEN },
    out: { type: 'string' },
  },
});
const root = path.resolve(values.root);
try {
  const files = writeDeployConfig(root, {
    deployRoot: values['deploy-root'],
    listen: values.listen,
    out: path.resolve(values.out ?? root),
  });
  console.log(`wrote ${files.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
