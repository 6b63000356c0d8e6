import { recordServerDate } from '@/lib/server-time';
import { HttpError, ParseError, TransportError } from './api-error';
import { gatewayStatus } from './gateway-status';
import type { MemoryCache } from './memory-cache';
import type { StorageCache } from './storage-cache';

export type HttpMethod = 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';
type Scalar = string | number | boolean;
export type ParamValue = Scalar | null | undefined | readonly Scalar[];

export interface HttpRequest {
  method?: HttpMethod;
  /** Relative to the client's base; `:name` segments are filled from `params`. */
  path: string;
  /** Path parameters by name; the rest become the query string (arrays repeat the key). */
  params?: Record<string, ParamValue>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Serve from and store in a response cache; only successful envelopes are stored. */
  cache?: 'memory' | 'storage';
  cacheTtlMs?: number;
}

export interface HttpClientOptions {
  /** e.g. `/x-api`; resolved against the page origin. */
  baseUrl: string;
  timeoutMs: number;
  headers?: () => Record<string, string>;
  /** Defaults to the global fetch at call time (so test interceptors installed later still apply). */
  fetch?: typeof fetch;
  memoryCache?: MemoryCache;
  storageCache?: StorageCache;
  /** Storage cache entries live this long unless a call says otherwise. */
  storageTtlMs?: number;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly memoryCache: MemoryCache | undefined;
  readonly storageCache: StorageCache | undefined;
  /** The parsed JSON body of a 2xx response; undefined for an empty body. */
  request(request: HttpRequest): Promise<unknown>;
  url(path: string, params?: Record<string, ParamValue>): string;
}

/** Same-origin in the browser; a fixed loopback origin where there is none (node tests intercept it). */
export function pageOrigin(): string {
  return globalThis.location?.origin && globalThis.location.origin !== 'null'
    ? globalThis.location.origin
    : 'http://127.0.0.1';
}

function encodeScalar(value: Scalar): string {
  return encodeURIComponent(String(value));
}

export function buildUrl(baseUrl: string, path: string, params: Record<string, ParamValue> = {}): string {
  const used = new Set<string>();
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || Array.isArray(value)) {
      throw new Error(`Missing path parameter :${name} for ${path}`);
    }
    used.add(name);
    return encodeScalar(value as Scalar);
  });
  const query: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (used.has(name) || value === undefined || value === null) continue;
    const values: readonly Scalar[] = Array.isArray(value) ? value : [value as Scalar];
    for (const v of values) query.push(`${encodeURIComponent(name)}=${encodeScalar(v)}`);
  }
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${filled.startsWith('/') ? '' : '/'}${filled}`, pageOrigin());
  if (query.length > 0) url.search = query.join('&');
  return url.toString();
}

/** Only successful envelopes are worth caching. */
function isCacheable(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as { ret_code?: unknown; retCode?: unknown; result?: unknown };
  const code = record.ret_code ?? record.retCode;
  if (code !== undefined && code !== 0) return false;
  return gatewayStatus(record.result) === null;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, memoryCache, storageCache } = options;

  async function send(request: HttpRequest, url: string, method: HttpMethod): Promise<unknown> {
    const timeoutMs = request.timeoutMs ?? options.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const external = request.signal;
    const onAbort = () => controller.abort();
    if (external?.aborted) controller.abort();
    external?.addEventListener('abort', onAbort, { once: true });

    const failure = (cause: unknown): TransportError => {
      if (timedOut)
        return new TransportError(`timeout of ${timeoutMs} ms exceeded`, 'timeout', { endpoint: request.path, cause });
      if (external?.aborted) return new TransportError('request aborted', 'aborted', { endpoint: request.path, cause });
      return new TransportError('Network Error', 'network', { endpoint: request.path, cause });
    };

    try {
      const fetchFn = options.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await fetchFn(url, {
          method,
          headers: { ...options.headers?.(), ...request.headers },
          body: request.body === undefined || method === 'GET' ? undefined : JSON.stringify(request.body),
          credentials: 'include',
          signal: controller.signal,
        });
      } catch (cause) {
        throw failure(cause);
      }
      recordServerDate(response.headers.get('Date'));
      if (response.status < 200 || response.status > 299) {
        // Drain the body so the connection can be reused; its content is not trusted.
        await response.text().catch(() => '');
        throw new HttpError(response.status, { endpoint: request.path });
      }
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        throw failure(cause);
      }
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        throw new ParseError('response parse error', { endpoint: request.path, cause });
      }
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onAbort);
    }
  }

  return {
    baseUrl,
    memoryCache,
    storageCache,
    url: (path, params) => buildUrl(baseUrl, path, params),
    async request(request) {
      const method = request.method ?? 'GET';
      const url = buildUrl(baseUrl, request.path, request.params);
      const cacheKey = `${method} ${url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;
      const cache = request.cache === 'memory' ? memoryCache : undefined;
      const storage = request.cache === 'storage' ? storageCache : undefined;
      const cached = cache?.get(cacheKey) ?? storage?.get(cacheKey);
      if (cached !== undefined) return cached;
      const data = await send(request, url, method);
      if (isCacheable(data)) {
        cache?.set(cacheKey, data, request.cacheTtlMs);
        storage?.set(cacheKey, data, request.cacheTtlMs ?? options.storageTtlMs ?? 0);
      }
      return data;
    },
  };
}
