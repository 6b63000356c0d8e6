// @vitest-environment happy-dom
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiLocale, setAppBridge } from '@/api/api-context';
import { BusinessError, EnvelopeError, GatewayError, ParseError, type ApiError } from '@/api/api-error';
import { onComplianceWall, opensComplianceWall, type ComplianceWallEvent } from '@/api/compliance-events';
import type { ErrorDomain } from '@/api/error-catalogue';
import { resetLoginRedirect, setLoginNavigator } from '@/api/login-redirect';
import { unwrapEnvelope } from '@/api/unwrap-envelope';

const schema = z.object({ value: z.number() });

function unwrap(body: unknown, domain: ErrorDomain = 'earn', loginRedirect?: boolean) {
  return unwrapEnvelope(body, schema, { endpoint: '/x', domain, loginRedirect });
}

function failure(body: unknown, domain: ErrorDomain = 'earn', loginRedirect?: boolean): ApiError {
  try {
    unwrap(body, domain, loginRedirect);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let walls: ComplianceWallEvent[];
let stopListening: () => void;

beforeEach(() => {
  navigate = vi.fn<(url: string) => void>();
  setLoginNavigator(navigate);
  resetLoginRedirect();
  walls = [];
  stopListening = onComplianceWall((event) => walls.push(event));
  history.replaceState(null, '', '/ja-JP/earn/savings/?id=7&type=4');
  setApiLocale('ja-JP');
});

afterEach(() => {
  stopListening();
  setAppBridge(null);
  setApiLocale(null);
});

describe('success', () => {
  it.each([
    ['ret_code', { ret_code: 0, ret_msg: 'OK', result: { value: 1 } }],
    ['retCode', { retCode: 0, retMsg: 'OK', result: { value: 1 } }],
    ['status_code 200', { ret_code: 0, ret_msg: '', result: { status_code: 200, value: 1 } }],
  ])('%s 0 unwraps result', (_, body) => {
    expect(unwrap(body)).toEqual({ value: 1 });
  });
});

describe('errors', () => {
  it.each<[string, unknown, ErrorDomain, string, string, Record<string, unknown>]>([
    ['empty body', undefined, 'earn', 'EnvelopeError', 'errors:parse', {}],
    ['not an envelope', { hello: 1 }, 'earn', 'EnvelopeError', 'errors:parse', {}],
    [
      'sold out',
      { ret_code: 302, ret_msg: 'sold out', result: null },
      'earn',
      'BusinessError',
      'errors:earn.soldOut',
      { code: 302, message: 'sold out' },
    ],
    [
      'insufficient 303',
      { ret_code: 303, ret_msg: 'x', result: null },
      'earn',
      'BusinessError',
      'errors:earn.insufficientBalance',
      { code: 303 },
    ],
    [
      'bill export 303',
      { ret_code: 303, ret_msg: 'x', result: null },
      'billExport',
      'BusinessError',
      'errors:billExport.noRecord',
      { code: 303 },
    ],
    [
      'retCode spelling',
      { retCode: 336, retMsg: 'too many', result: {} },
      'earn',
      'BusinessError',
      'errors:earn.maxPendingOrders',
      { code: 336, message: 'too many' },
    ],
    [
      '100007 keeps the server message',
      { ret_code: 100007, ret_msg: 'Risk control', result: { a: 1 } },
      'earn',
      'BusinessError',
      'errors:requestRejected',
      { code: 100007, message: 'Risk control', result: { a: 1 } },
    ],
    [
      'unknown code',
      { ret_code: 777, ret_msg: 'odd', result: { why: 'x' } },
      'earn',
      'BusinessError',
      'errors:unknownCode',
      { code: 777, result: { why: 'x' } },
    ],
    [
      'gateway',
      { ret_code: 0, ret_msg: '', result: { status_code: 503 } },
      'earn',
      'GatewayError',
      'errors:gateway',
      { statusCode: 503, message: 'gateway error' },
    ],
    [
      'gateway 401',
      { ret_code: 0, ret_msg: '', result: { status_code: 401, value: 1 } },
      'main',
      'GatewayError',
      'errors:gateway',
      { statusCode: 401 },
    ],
    [
      'result not the schema',
      { ret_code: 0, ret_msg: '', result: { value: 'one' } },
      'earn',
      'ParseError',
      'errors:parse',
      {},
    ],
  ])('%s', (_, body, domain, name, key, fields) => {
    const error = failure(body, domain);
    expect(error.name).toBe(name);
    expect(error.translationKey).toBe(key);
    expect(error.handled).toBe(false);
    for (const [field, value] of Object.entries(fields))
      expect((error as unknown as Record<string, unknown>)[field]).toEqual(value);
    expect(navigate).not.toHaveBeenCalled();
    expect(walls).toEqual([]);
  });

  it('error classes form one family', () => {
    expect(failure({ ret_code: 0, result: { status_code: 500 } })).toBeInstanceOf(GatewayError);
    expect(failure({ ret_code: 1, result: null })).toBeInstanceOf(BusinessError);
    expect(failure({ x: 1 })).toBeInstanceOf(EnvelopeError);
    expect(failure({ ret_code: 0, result: {} })).toBeInstanceOf(ParseError);
  });
});

describe('10024 compliance wall', () => {
  it.each([
    ['as ret_code', { ret_code: 10024, ret_msg: 'restricted', result: null }],
    ['as gateway status_code', { ret_code: 0, ret_msg: 'restricted', result: { status_code: 10024 } }],
  ])('%s opens the wall instead of showing an error', (_, body) => {
    const error = failure(body);
    expect(walls).toEqual([{ code: 10024, message: 'restricted', endpoint: '/x' }]);
    // A read (here '/x') is not an action: the wall stays down and the part of the page that asked says it.
    expect(error.handled).toBe(false);
    expect(error.translationKey).toBe('errors:compliance');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an action refused (pay-order) is handled by the wall; a read (balances) is said in place', () => {
    expect(opensComplianceWall('/pay-order')).toBe(true);
    expect(opensComplianceWall('/check-available')).toBe(true);
    expect(opensComplianceWall('/get-user-balance')).toBe(false);
    expect(opensComplianceWall('/get-assets-summary-v2')).toBe(false);
  });
});

describe('10007 not logged in', () => {
  it('on the web: redirects to login with a redirect_url back here, once', () => {
    const error = failure({ ret_code: 10007, ret_msg: 'not login', result: null });
    failure({ ret_code: 10007, ret_msg: 'not login', result: null });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      `/ja-JP/earn/login/?redirect_url=${encodeURIComponent('/ja-JP/earn/savings/?id=7&type=4')}`,
    );
    expect(error.handled).toBe(true);
    expect(error.translationKey).toBe('errors:notLoggedIn');
  });

  it('the unprefixed default locale gets an unprefixed login path', () => {
    setApiLocale('en');
    history.replaceState(null, '', '/earn/wallet/');
    failure({ ret_code: 10007, ret_msg: '', result: null });
    expect(navigate).toHaveBeenCalledWith(`/earn/login/?redirect_url=${encodeURIComponent('/earn/wallet/')}`);
  });

  it('in the app: asks the app to refresh the profile instead of redirecting', () => {
    const refreshProfile = vi.fn();
    setAppBridge({ getUserToken: () => 'tok', refreshProfile });
    const error = failure({ ret_code: 10007, ret_msg: '', result: null });
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(error.handled).toBe(true);
  });

  it('a call that opts out (the profile) neither redirects nor refreshes', () => {
    const refreshProfile = vi.fn();
    const error = failure({ ret_code: 10007, ret_msg: '', result: null }, 'main', false);
    expect(navigate).not.toHaveBeenCalled();
    expect(refreshProfile).not.toHaveBeenCalled();
    expect(error.handled).toBe(false);
    expect((error as BusinessError).code).toBe(10007);
  });

  it('already on the login page: no redirect loop', () => {
    history.replaceState(null, '', '/earn/login/?redirect_url=%2Fearn%2Fhome%2F');
    const error = failure({ ret_code: 10007, ret_msg: '', result: null });
    expect(navigate).not.toHaveBeenCalled();
    expect(error.handled).toBe(false);
  });
});
