/**
 * One error family for every call. `translationKey` (in the `errors` namespace, written `errors:...`) is what a
 * component shows; `message` is for logs and may carry the server's `ret_msg`, which is never shown as is.
 */
import type { ErrorKey } from './error-catalogue';

export type ApiErrorKind = 'transport' | 'http' | 'parse' | 'envelope' | 'gateway' | 'business';

export interface ApiErrorInit {
  translationKey: ErrorKey;
  translationValues?: Record<string, string | number>;
  /** The path called, for logs. */
  endpoint?: string;
  /** Already dealt with by the API layer (login redirect, compliance wall): show nothing more. */
  handled?: boolean;
  cause?: unknown;
}

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  readonly translationKey: ErrorKey;
  readonly translationValues: Record<string, string | number>;
  readonly endpoint: string | undefined;
  readonly handled: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.translationKey = init.translationKey;
    this.translationValues = init.translationValues ?? {};
    this.endpoint = init.endpoint;
    this.handled = init.handled ?? false;
  }
}

export type TransportReason = 'network' | 'timeout' | 'aborted';

/** The request never got an HTTP answer: offline, DNS, CORS, timeout or cancelled. */
export class TransportError extends ApiError {
  readonly kind = 'transport';
  readonly reason: TransportReason;
  constructor(message: string, reason: TransportReason, init: Omit<ApiErrorInit, 'translationKey'> = {}) {
    super(message, { ...init, translationKey: reason === 'timeout' ? 'errors:timeout' : 'errors:network' });
    this.reason = reason;
  }
}

/** An HTTP status outside 200-299. */
export class HttpError extends ApiError {
  readonly kind = 'http';
  readonly status: number;
  constructor(status: number, init: Omit<ApiErrorInit, 'translationKey'> = {}) {
    super(`Request failed with status code ${status}`, {
      ...init,
      translationKey: 'errors:http',
      translationValues: { status },
    });
    this.status = status;
  }
}

/** The body is not JSON, or the result does not match its schema. */
export class ParseError extends ApiError {
  readonly kind = 'parse';
  constructor(message: string, init: Omit<ApiErrorInit, 'translationKey'> = {}) {
    super(message, { ...init, translationKey: 'errors:parse' });
  }
}

/** JSON that is not an envelope (no ret_code), or an empty body where one was required. */
export class EnvelopeError extends ApiError {
  readonly kind = 'envelope';
  constructor(message: string, init: Omit<ApiErrorInit, 'translationKey'> = {}) {
    super(message, { ...init, translationKey: 'errors:parse' });
  }
}

/** `ret_code` 0 but `result.status_code` other than 200. */
export class GatewayError extends ApiError {
  readonly kind = 'gateway';
  readonly statusCode: number;
  constructor(statusCode: number, init: Omit<ApiErrorInit, 'translationKey'> & { translationKey?: ErrorKey } = {}) {
    super('gateway error', { ...init, translationKey: init.translationKey ?? 'errors:gateway' });
    this.statusCode = statusCode;
  }
}

/** A non-zero `ret_code`: the server refused the request. */
export class BusinessError extends ApiError {
  readonly kind = 'business';
  readonly code: number;
  readonly serverMessage: string;
  readonly result: unknown;
  constructor(code: number, serverMessage: string, result: unknown, init: ApiErrorInit, message?: string) {
    super(message ?? (serverMessage || `ret_code ${code}`), init);
    this.code = code;
    this.serverMessage = serverMessage;
    this.result = result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An error's words: a key of the `errors` namespace and its values. */
export interface ErrorText {
  key: ErrorKey;
  values: Record<string, string | number>;
}

/** What to show for any error: its translation key, or the generic message for anything unexpected. */
export function errorTranslation(error: unknown): ErrorText {
  if (isApiError(error)) return { key: error.translationKey, values: error.translationValues };
  if (error instanceof Error && 'translationKey' in error && typeof error.translationKey === 'string') {
    // Data boundary: a non-API error carrying its own key (e.g. the coin list's) names an `errors` key.
    return { key: error.translationKey as ErrorKey, values: {} };
  }
  return { key: 'errors:generic', values: {} };
}
