import type * as z from '@/lib/zod';
import type { ErrorDomain } from './error-catalogue';
import type { HttpClient, HttpMethod, HttpRequest, ParamValue } from './http-client';
import { unwrapEnvelope } from './unwrap-envelope';

/** Per-call options every fetcher accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout (earn 5000 ms, main 30000 ms). */
  timeoutMs?: number;
}

export interface EndpointCall<S extends z.ZodMiniType> {
  client: HttpClient;
  method: HttpMethod;
  path: string;
  result: S;
  domain: ErrorDomain;
  /** Sent as JSON (POST, PUT, PATCH) or as query parameters (GET, DELETE). */
  payload?: Record<string, unknown>;
  options?: CallOptions;
  cache?: HttpRequest['cache'];
  cacheTtlMs?: number;
  headers?: Record<string, string>;
  loginRedirect?: boolean;
}

/** What an observer learns of a finished call: the endpoint, what was sent, and the error when it failed. */
export interface CallOutcome {
  path: string;
  domain: ErrorDomain;
  payload: Record<string, unknown> | undefined;
  error: unknown;
  ok: boolean;
}

let callObserver: ((outcome: CallOutcome) => void) | null = null;

/**
 * Lets one observer see every call's outcome (analytics and monitoring, loaded after the first render); it
 * never delays or changes a call. Returns a function that removes it.
 */
export function observeCalls(observer: (outcome: CallOutcome) => void): () => void {
  callObserver = observer;
  return () => {
    if (callObserver === observer) callObserver = null;
  };
}

function report(call: EndpointCall<z.ZodMiniType>, error: unknown, ok: boolean): void {
  if (!callObserver) return;
  try {
    callObserver({ path: call.path, domain: call.domain, payload: call.payload, error, ok });
  } catch {
    // An observer's failure is never the call's.
  }
}

/** One call of one endpoint: request, envelope, typed result. */
export async function callEndpoint<S extends z.ZodMiniType>(call: EndpointCall<S>): Promise<z.output<S>> {
  try {
    const result = await sendCall(call);
    report(call, null, true);
    return result;
  } catch (error) {
    report(call, error, false);
    throw error;
  }
}

async function sendCall<S extends z.ZodMiniType>(call: EndpointCall<S>): Promise<z.output<S>> {
  const inQuery = call.method === 'GET' || call.method === 'DELETE';
  const body = await call.client.request({
    method: call.method,
    path: call.path,
    params: inQuery ? (call.payload as Record<string, ParamValue> | undefined) : undefined,
    body: inQuery ? undefined : (call.payload ?? {}),
    signal: call.options?.signal,
    timeoutMs: call.options?.timeoutMs,
    cache: call.cache,
    cacheTtlMs: call.cacheTtlMs,
    headers: call.headers,
  });
  return unwrapEnvelope(body, call.result, {
    endpoint: call.path,
    domain: call.domain,
    loginRedirect: call.loginRedirect,
  });
}
