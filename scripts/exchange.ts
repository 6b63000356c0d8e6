/**
 * `npm run exchange`: the simulated exchange as a local server on 127.0.0.1 (HTTP and WebSocket), with the
 * same handlers as the demo build's service worker. Serve a production build against it with
 * `npm run serve -- --root dist --exchange http://127.0.0.1:4180`; build with
 * `--websocket-host ws://127.0.0.1:<serve port>` so its sockets reach the proxy as well.
 *   npm run exchange -- [--port 4180] [--seed 1] [--speed 60] [--sim <directives>]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { editionPlugin } from './lib/edition-plugin';
import { loadEditions } from './lib/load-editions';
import type { startExchange } from '../src/sim/node/exchange-main';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4180' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '1' },
    speed: { type: 'string', default: '60' },
    sim: { type: 'string', multiple: true, default: [] },
  },
});

const ROOT = path.resolve(import.meta.dirname, '..');
// Through Vite's module runner: the simulator shares API modules with the app, which read the edition table
// from a virtual module and use the `@` alias.
const { module } = await runnerImport<{ startExchange: typeof startExchange }>('/src/sim/node/exchange-main.ts', {
  configFile: false,
  root: ROOT,
  plugins: [editionPlugin(loadEditions(), null)],
  resolve: { alias: { '@': path.join(ROOT, 'src'), '@editions': path.join(ROOT, 'editions') } },
  define: { __DEMO__: 'true' },
  logLevel: 'warn',
});
const options = {
  host: values.host,
  port: Number(values.port),
  seed: Number(values.seed),
  speed: Number(values.speed),
  directives: values.sim,
};
const server = await module.startExchange(options);
const address = server.address();
const port = typeof address === 'object' && address ? address.port : options.port;
// Tools that start it on port 0 read the port from this line.
console.log(`simulated exchange on http://${options.host}:${port} (seed ${options.seed}, ${options.speed}x time)`);
