// @vitest-environment happy-dom
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, ParseError, TransportError } from '@/api/api-error';
import { buildUrl, createHttpClient, pageOrigin, type HttpMethod } from '@/api/http-client';
import { MemoryCache } from '@/api/memory-cache';
import { StorageCache } from '@/api/storage-cache';
import { resetServerTime, serverOffsetMs } from '@/lib/server-time';
import { envelope, server, installMswServer } from './support/msw-server';

installMswServer();

const base = `${pageOrigin()}/x-api`;

function client(extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ baseUrl: '/x-api', timeoutMs: 30_000, ...extra });
}

afterEach(() => {
  vi.useRealTimers();
  resetServerTime();
});

describe('buildUrl', () => {
  it.each([
    ['/a/:id', { id: 7 }, '/x-api/a/7'],
    ['/a/:id', { id: 'x y', q: 1 }, '/x-api/a/x%20y?q=1'],
    ['/a', { list: [1, 2], skip: undefined, none: null }, '/x-api/a?list=1&list=2'],
    ['/a/:kind/:id', { kind: 'dual', id: '5', only: true }, '/x-api/a/dual/5?only=true'],
    ['b', {}, '/x-api/b'],
  ])('%s with %j', (path, params, expected) => {
    expect(buildUrl('/x-api', path, params)).toBe(`${pageOrigin()}${expected}`);
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('/x-api', '/a/:id', {})).toThrow(':id');
  });
});

describe('methods and bodies', () => {
  it.each<HttpMethod>(['GET', 'DELETE', 'POST', 'PUT', 'PATCH'])(
    '%s reaches the server with credentials',
    async (method) => {
      let seen: { method: string; body: string; credentials: string } | null = null;
      server.use(
        http.all(`${base}/echo/:id`, async ({ request, params }) => {
          seen = { method: request.method, body: await request.text(), credentials: request.credentials };
          return HttpResponse.json(envelope({ id: params.id }));
        }),
      );
      const body = method === 'GET' || method === 'DELETE' ? undefined : { a: 1 };
      const data = await client().request({ method, path: '/echo/:id', params: { id: 3 }, body });
      expect(data).toEqual(envelope({ id: '3' }));
      expect(seen).toEqual({ method, body: body ? '{"a":1}' : '', credentials: 'include' });
    },
  );
});

describe('status and parsing', () => {
  it.each([200, 201, 204, 299])('status %i is success', async (status) => {
    server.use(
      http.get(`${base}/s`, () => new HttpResponse(status === 204 ? null : JSON.stringify({ ok: status }), { status })),
    );
    const data = await client().request({ path: '/s' });
    expect(data).toEqual(status === 204 ? undefined : { ok: status });
  });

  it.each([300, 400, 401, 404, 418, 500, 503])('status %i is an http error', async (status) => {
    server.use(http.get(`${base}/s`, () => new HttpResponse('nope', { status })));
    const error = await client()
      .request({ path: '/s' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
    expect((error as HttpError).translationKey).toBe('errors:http');
  });

  it('a body that is not JSON is a parse error', async () => {
    server.use(http.get(`${base}/s`, () => new HttpResponse('<html>', { status: 200 })));
    const error = await client()
      .request({ path: '/s' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toBe('response parse error');
  });

  it('a network failure is a transport error', async () => {
    server.use(http.get(`${base}/s`, () => HttpResponse.error()));
    const error = await client()
      .request({ path: '/s' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).reason).toBe('network');
  });
});

describe('timeouts', () => {
  it.each([
    [undefined, 30_000],
    [5_000, 5_000],
    [120, 120],
  ])('per-call timeout %s gives "timeout of %i ms exceeded"', async (perCall, expected) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${base}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = client()
      .request({ path: '/slow', timeoutMs: perCall })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(expected - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).message).toBe(`timeout of ${expected} ms exceeded`);
    expect((error as TransportError).translationKey).toBe('errors:timeout');
  });

  it('an aborted call is a transport error of reason aborted', async () => {
    server.use(
      http.get(`${base}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client()
      .request({ path: '/slow', signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect((error as TransportError).reason).toBe('aborted');
  });
});

describe('headers', () => {
  it('sends the client headers and per-call headers', async () => {
    let headers: Headers | null = null;
    server.use(
      http.get(`${base}/h`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await client({ headers: () => ({ Lang: 'ja-JP', Platform: 'pc' }) }).request({
      path: '/h',
      headers: { Platform: 'app' },
    });
    expect(headers!.get('Lang')).toBe('ja-JP');
    expect(headers!.get('Platform')).toBe('app');
  });
});

describe('server time from the Date header', () => {
  it.each([
    [0, 0],
    [8_000, 0],
    [-8_000, 0],
    [60_000, 60_000],
    [-3_600_000, -3_600_000],
  ])('server ahead by %i ms -> offset %i', async (ahead, expected) => {
    const serverDate = new Date(Math.floor((Date.now() + ahead) / 1000) * 1000 + 1000).toUTCString();
    server.use(http.get(`${base}/t`, () => HttpResponse.json({}, { headers: { Date: serverDate } })));
    await client().request({ path: '/t' });
    // The header has one-second resolution; allow for it and for the request's own duration.
    expect(Math.abs(serverOffsetMs() - expected)).toBeLessThanOrEqual(expected === 0 ? 0 : 2_000);
  });
});

describe('response caches', () => {
  it('memory: a second call within the TTL is served from the cache; failures are not cached', async () => {
    let calls = 0;
    server.use(
      http.get(`${base}/c`, () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? envelope(null, 500, 'boom') : envelope({ n: calls }));
      }),
    );
    const c = client({ memoryCache: new MemoryCache() });
    await c.request({ path: '/c', cache: 'memory' });
    const second = await c.request({ path: '/c', cache: 'memory' });
    const third = await c.request({ path: '/c', cache: 'memory' });
    expect(calls).toBe(2);
    expect(second).toEqual(envelope({ n: 2 }));
    expect(third).toEqual(second);
  });

  it('storage: a cached answer survives a new client (a new page)', async () => {
    localStorage.clear();
    let calls = 0;
    server.use(
      http.post(`${base}/p`, () => {
        calls += 1;
        return HttpResponse.json(envelope({ n: calls }));
      }),
    );
    const first = client({ storageCache: new StorageCache() });
    await first.request({ method: 'POST', path: '/p', body: { a: 1 }, cache: 'storage', cacheTtlMs: 60_000 });
    const second = client({ storageCache: new StorageCache() });
    const data = await second.request({ method: 'POST', path: '/p', body: { a: 1 }, cache: 'storage' });
    await second.request({ method: 'POST', path: '/p', body: { a: 2 }, cache: 'storage' });
    expect(data).toEqual(envelope({ n: 1 }));
    expect(calls).toBe(2);
    localStorage.clear();
  });
});
