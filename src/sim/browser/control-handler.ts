import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseSimParams } from '../faults/parse-sim-param';
import type { Simulator } from '../runtime/simulator';
import { applyWorldDirectives } from '../runtime/world-directives';
import { sessionUser, tokenOf } from '../handlers/session';
import { KYC_CONTROL_PATH } from './stand-ins';

const CONTROL_PATH = '/__sim/directives';

/**
 * `POST /__sim/directives` with `?sim=` directives as the text body: applies the world directives and endpoint
 * faults to the running simulator without a navigation (a journey shocks a price while a modal dialog leaves the panel inert).
 * Answers the directives it could not read and the world's shocks.
 */
export function controlHandler(sim: Simulator): HttpHandler {
  return http.post(`*${CONTROL_PATH}`, async ({ request }) => {
    const params = parseSimParams([await request.text()]);
    applyWorldDirectives(sim, params);
    // Endpoint faults too: a journey arms one after the page's own first calls, which would spend a `once`
    // fault given in the URL.
    for (const [key, fault] of Object.entries(params.faults.endpoints)) sim.setEndpointFault(key, fault);
    return HttpResponse.json({ errors: params.errors, shocks: sim.world.state.shocks });
  });
}

/**
 * `POST /__sim/kyc` with `{ "level": 1 | 2 }`: verifies the logged-in demo user's identity at that level (what the
 * exchange's verification does in production), so a KYC-limited product can be subscribed afterwards. Answers
 * the user's level, or 401 when nobody is logged in.
 */
export function kycHandler(sim: Simulator): HttpHandler {
  return http.post(`*${KYC_CONTROL_PATH}`, async ({ request, cookies }) => {
    const user = sessionUser(sim.world, tokenOf(request, cookies));
    if (!user) return HttpResponse.json({ error: 'not logged in' }, { status: 401 });
    const body = (await request.json().catch(() => ({}))) as { level?: unknown };
    const level = body.level === 2 ? 2 : 1;
    user.kycLevel = Math.max(user.kycLevel, level) as 0 | 1 | 2;
    user.kycState = 2;
    sim.saveNow();
    sim.emit();
    return HttpResponse.json({ level: user.kycLevel });
  });
}
