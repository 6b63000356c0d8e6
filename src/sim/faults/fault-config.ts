/**
 * Faults injected for tests and reviewers, set from the URL (`?sim=...`, see docs/simulator.md) or the
 * simulator panel. Endpoint keys are paths without the API base ("pay-order", "get-coins",
 * "v2/private/user/profile", "data-export/create"), a path's last segment ("profile") or "*" for all.
 */
export interface EndpointFault {
  /** Answer this ret_code instead of the result. */
  code?: number;
  /** Added latency in ms before the answer. */
  latencyMs?: number;
  /** Never answer (the client's timeout fires). */
  timeout?: boolean;
  /** Act on the request (an order is placed), then never answer: the answer is lost on the way back. */
  lost?: boolean;
  /** A 200 whose body is not JSON. */
  malformed?: boolean;
  /** A valid envelope whose result breaks the endpoint's schema. */
  schema?: boolean;
  /** HTTP 500 with an HTML body, as a failing gateway sends. */
  http500?: boolean;
  /** Apply once, then clear. */
  once?: boolean;
}

export type SocketName = 'public' | 'private' | 'quote';

export interface SocketFault {
  /** drop: accept then close (after `afterMs`); refuse: fail the connection at once. */
  mode: 'drop' | 'refuse';
  afterMs: number;
}

export interface FaultConfig {
  endpoints: Record<string, EndpointFault>;
  sockets: Partial<Record<SocketName, SocketFault>>;
}

export function emptyFaults(): FaultConfig {
  return { endpoints: {}, sockets: {} };
}

/** The fault for an endpoint path (relative to its API base, without a leading slash). */
export function faultFor(config: FaultConfig, endpoint: string): { key: string; fault: EndpointFault } | null {
  const last = endpoint.split('/').at(-1) ?? endpoint;
  for (const key of [endpoint, last, '*']) {
    const fault = config.endpoints[key];
    if (fault) return { key, fault };
  }
  return null;
}
