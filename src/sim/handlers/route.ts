import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as z from '@/lib/zod';
import { SimCode, SimError } from '../domain/errors';
import type { UserState } from '../domain/state';
import type { World } from '../domain/world';
import { faultFor } from '../faults/fault-config';
import type { Simulator } from '../runtime/simulator';
import { errorEnvelope, gatewayEnvelope, okEnvelope, withStatus } from './envelope';
import { breakSchema } from './break-schema';
import { sessionUser, tokenOf } from './session';
import { localizeProductNames } from '../domain/product-names';

/** API bases of every edition (editions/*.json: api.host and api.earnBase). */
export const MAIN_BASE = '/x-api';
export const EARN_BASE = '/x-api/s1/byfi';

export type Access = 'public' | 'optional' | 'private';

export interface RouteContext<Req> {
  sim: Simulator;
  world: World;
  request: Request;
  body: Req;
  user: UserState | undefined;
  token: string | null;
  now: number;
}

export interface RouteSpec<Req> {
  method: 'get' | 'post';
  base: 'earn' | 'main';
  path: string;
  access: Access;
  /** Validated like a real back end validates: a request that does not fit answers 10001. */
  request?: z.core.$ZodType<Req>;
  /**
   * Opens new exposure (a subscription, a stake, a swap, a renewal choice): a compliance-restricted user is
   * refused it with 10024. Everything else stays open to them: what they hold, its records, redeeming it.
   */
  walled?: boolean | ((body: Req) => boolean);
  handle: (ctx: RouteContext<Req>) => unknown;
}

/** What a handler may return instead of a result: a full response (cookies, files). */
export class RawResponse {
  constructor(readonly response: Response) {}
}

function dateHeader(world: World): Record<string, string> {
  return { Date: new Date(world.now()).toUTCString(), 'Cache-Control': 'no-store' };
}

async function readBody(request: Request, method: 'get' | 'post'): Promise<unknown> {
  if (method === 'get') return Object.fromEntries(new URL(request.url).searchParams);
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SimError(SimCode.InvalidParameter, 'request body is not JSON');
  }
}

/**
 * One endpoint of the simulated exchange: faults first, then the clock catches up, the request is read
 * and validated, the session and (for calls that open exposure) compliance are checked, the handler runs and the answer goes out in the
 * envelope with the simulated server time in the `Date` header.
 */
export function route<Req>(sim: Simulator, spec: RouteSpec<Req>): HttpHandler {
  const base = spec.base === 'earn' ? EARN_BASE : MAIN_BASE;
  const endpoint = spec.path.replace(/^\//, '');
  return http[spec.method](`*${base}${spec.path}`, async ({ request, cookies }) => {
    const injected = faultFor(sim.faults, endpoint);
    if (injected?.fault.once) sim.setEndpointFault(injected.key, null);
    const fault = injected?.fault;
    if (fault?.latencyMs) await delay(fault.latencyMs);
    if (fault?.timeout) await delay('infinite');
    const world = sim.world;
    if (fault?.http500) {
      return new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html', ...dateHeader(world) },
      });
    }
    if (fault?.malformed) {
      return new HttpResponse('{"ret_code":0,"ret_msg":"OK","result":{"status_code":200,', {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...dateHeader(world) },
      });
    }
    try {
      world.sync();
      if (fault?.code !== undefined) throw new SimError(fault.code);
      const raw = await readBody(request, spec.method);
      let body = raw as Req;
      if (spec.request) {
        const parsed = z.safeParse(spec.request, raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new SimError(
            SimCode.InvalidParameter,
            `invalid parameter ${issue?.path.join('.') || ''}: ${issue?.message ?? ''}`.trim(),
          );
        }
        body = parsed.data;
      }
      const token = tokenOf(request, cookies);
      const user = sessionUser(world, token);
      if (spec.access === 'private' && !user) throw new SimError(SimCode.NotLoggedIn);
      if (user?.restricted && (spec.walled === true || (typeof spec.walled === 'function' && spec.walled(body)))) {
        return HttpResponse.json(gatewayEnvelope(SimCode.Compliance, 'compliance restricted', world.now()), {
          headers: dateHeader(world),
        });
      }
      const result = spec.handle({ sim, world, request, body, user, token, now: world.now() });
      sim.save();
      // Done, and the answer never arrives: the client cannot know the order exists.
      if (fault?.lost) await delay('infinite');
      if (result instanceof RawResponse) return result.response;
      // Names come back in the language the client asked for (the `Lang` header), as the exchange answers.
      const payload = localizeProductNames(
        spec.base === 'earn' ? withStatus(result) : result,
        request.headers.get('Lang'),
      );
      return HttpResponse.json(okEnvelope(fault?.schema ? breakSchema(payload) : payload, world.now()), {
        headers: dateHeader(world),
      });
    } catch (error) {
      if (error instanceof SimError) {
        sim.save();
        return HttpResponse.json(errorEnvelope(error.code, error.message, world.now(), error.result ?? {}), {
          headers: dateHeader(world),
        });
      }
      console.error(`simulator: ${spec.path} failed`, error);
      return HttpResponse.json(errorEnvelope(10000, 'internal error', world.now()), {
        status: 500,
        headers: dateHeader(world),
      });
    }
  });
}
