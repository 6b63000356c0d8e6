import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseSimParams } from '../faults/parse-sim-param';
import type { Simulator } from '../runtime/simulator';
import { applyWorldDirectives } from '../runtime/world-directives';

export const CONTROL_PATH = '/__sim/directives';

/**
 * `POST /__sim/directives` with `?sim=` directives as the text body: applies the world directives to the running
 * simulator without a navigation (a journey shocks a price while a modal dialog leaves the panel inert).
 * Answers the directives it could not read and the world's shocks.
 */
export function controlHandler(sim: Simulator): HttpHandler {
  return http.post(`*${CONTROL_PATH}`, async ({ request }) => {
    const params = parseSimParams([await request.text()]);
    applyWorldDirectives(sim, params);
    return HttpResponse.json({ errors: params.errors, shocks: sim.world.state.shocks });
  });
}
