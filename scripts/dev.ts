/**
 * `npm run dev`: the Vite dev server with every edition compiled in and the simulated exchange answering every
 * call, as in a demo build (scripts/lib/dev-simulator.ts).
 *   npm run dev                   http://127.0.0.1:5173/earn/home/
 *   npm run dev -- --port 5199    another port (fails if it is taken, rather than moving on silently)
 * Another edition: http://eu.localhost:5173/earn/home/, or ?edition=eu on any host (remembered for the tab).
 * The config is built here, as scripts/build.ts does, so Vite loads no config file of its own.
 */
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { createViteConfig } from '../vite.config';
import { loadEditions } from './lib/load-editions';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const started = performance.now();
const base = createViteConfig({ edition: null, demo: true });
const server = await createServer({
  ...base,
  configFile: false,
  server: { ...base.server, host: values.host, port: Number(values.port), strictPort: true },
});
await server.listen();
const origin = (host: string) => `http://${host}:${values.port}`;
const others = loadEditions()
  .filter((e) => e.id !== 'global')
  .map((e) => e.id);
console.log(
  `Earn dev server (every edition, simulated exchange) ready in ${Math.round(performance.now() - started)} ms:`,
);
console.log(`  ${origin(values.host)}/earn/home/`);
console.log(
  `  other editions: ${origin('<edition>.localhost')}/earn/home/ or ?edition=<edition> (${others.join(', ')})`,
);
console.log(
  '  demo accounts: on the login page (password earn-demo); faults, time, catalogue: ?sim=... (docs/simulator.md)',
);
