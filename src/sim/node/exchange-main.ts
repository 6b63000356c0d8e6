import type http from 'node:http';
import { parseSimParams } from '../faults/parse-sim-param';
import { applyWorldDirectives } from '../runtime/world-directives';
import { Simulator } from '../runtime/simulator';
import { createExchangeServer } from './exchange-server';

export interface ExchangeOptions {
  host: string;
  port: number;
  seed: number;
  /** Simulated ms per real ms (60: an hour a minute, as in the demo). */
  speed: number;
  /** `?sim=` directives (docs/simulator.md): faults, shocks, catalogue size. */
  directives: string[];
}

/** Starts a fresh simulated world and serves it (`npm run exchange`). */
export function startExchange(options: ExchangeOptions): Promise<http.Server> {
  const params = parseSimParams(options.directives);
  for (const error of params.errors) console.warn(`exchange: ignored directive "${error}" (see docs/simulator.md)`);
  const sim = new Simulator({
    seed: params.seed ?? options.seed,
    speed: params.speed ?? options.speed,
    catalogueSize: params.catalogueSize ?? undefined,
    start: () => Date.now(),
    storage: null,
    downloadMode: 'http',
  });
  sim.setFaults(params.faults);
  applyWorldDirectives(sim, params);
  const server = createExchangeServer(sim);
  return new Promise((resolve) => server.listen(options.port, options.host, () => resolve(server)));
}
