import type * as z from 'zod/mini';
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

/** One call of one endpoint: request, envelope, typed result. */
export async function callEndpoint<S extends z.ZodMiniType>(call: EndpointCall<S>): Promise<z.output<S>> {
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
  return unwrapEnvelope(body, call.result, { endpoint: call.path, domain: call.domain, loginRedirect: call.loginRedirect });
}
