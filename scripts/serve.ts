/**
 * Serves built editions on 127.0.0.1 with no network needed:
 *   npm run serve -- [--root dist-demo] [--port 4173] [--edition global] [--exchange http://127.0.0.1:4180]
 * http://127.0.0.1:<port>/earn/home/ is the default edition; http://eu.localhost:<port>/ is the EU edition.
 * With --exchange, API calls and sockets go to the simulated exchange running as a server (`npm run exchange`),
 * so a production build runs on realistic data exactly as it would against the real exchange.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './lib/static-server';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist-demo' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    edition: { type: 'string', default: 'global' },
    exchange: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..', values.root);
const server = createStaticServer({
  root,
  defaultEdition: values.edition,
  exchange: values.exchange ? new URL(values.exchange) : undefined,
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `serving ${path.relative(process.cwd(), root) || root} on http://${values.host}:${values.port}/earn/home/`,
  );
});
