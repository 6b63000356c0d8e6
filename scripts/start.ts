/**
 * `npm start`: builds the default (global) edition in demo mode — the simulated exchange answers every call —
 * and serves it on http://127.0.0.1:4173/earn/home/. Set PORT to use another port.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createStaticServer } from './lib/static-server';

const port = Number(process.env.PORT ?? 4173);
const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--demo', '--edition', 'global'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const root = path.resolve(import.meta.dirname, '..', 'dist-demo');
createStaticServer({ root, defaultEdition: 'global' }).listen(port, '127.0.0.1', () => {
  console.log(`\nEarn demo (global edition, simulated exchange): http://127.0.0.1:${port}/earn/home/`);
  console.log('Demo accounts are listed on the login page and in README.md. Ctrl+C stops the server.');
});
