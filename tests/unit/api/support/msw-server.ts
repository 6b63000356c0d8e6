import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pageOrigin } from '@/api/http-client';

/** One msw server per test file; handlers are added per test with `server.use`. */
export const server = setupServer();

export function installMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Absolute URL of an earn endpoint, as the client requests it. */
export function earnUrl(path: string): string {
  return `${pageOrigin()}/x-api/s1/byfi${path}`;
}

export function mainUrl(path: string): string {
  return `${pageOrigin()}/x-api${path}`;
}

export function envelope(result: unknown, code = 0, message = 'OK') {
  return { ret_code: code, ret_msg: message, result, ext_code: '', ext_info: null, time_now: '1718000000.123456' };
}
