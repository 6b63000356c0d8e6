import type * as z from '@/lib/zod';
import { BusinessError, EnvelopeError, GatewayError, ParseError } from './api-error';
import { COMPLIANCE_CODE, emitComplianceWall, opensComplianceWall } from './compliance-events';
import { envelopeSchema, normaliseEnvelope } from './envelope';
import { gatewayStatus } from './gateway-status';
import { translationKeyForCode, type ErrorDomain } from './error-catalogue';
import { handleNotLoggedIn } from './login-redirect';

export const NOT_LOGGED_IN_CODE = 10007;

export interface UnwrapOptions {
  endpoint: string;
  domain: ErrorDomain;
  /** 10007 sends the user to log in; false for calls that answer "who is logged in" themselves. */
  loginRedirect?: boolean;
}

/** `status_code` belongs to the gateway, not to the payload (loose schemas would keep it). */
function withoutStatusCode(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result) || !('status_code' in result))
    return result;
  const { status_code: _, ...payload } = result as Record<string, unknown>;
  return payload;
}

/**
 * Turns a response body into its typed result (spec §8): ret_code/retCode 0 unwraps `result`, anything else
 * is one of the typed errors; 10024 opens the compliance wall, 10007 redirects to login.
 */
export function unwrapEnvelope<S extends z.ZodMiniType>(
  body: unknown,
  resultSchema: S,
  options: UnwrapOptions,
): z.output<S> {
  const { endpoint, domain } = options;
  if (body === undefined) throw new EnvelopeError('empty response', { endpoint });
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw new EnvelopeError('malformed envelope', { endpoint, cause: parsed.error });
  const { code, message, result } = normaliseEnvelope(parsed.data);

  if (code === COMPLIANCE_CODE) {
    emitComplianceWall({ code, message, endpoint });
    // Handled by the wall for an action; a refused read says it in place.
    throw new BusinessError(code, message, result, {
      endpoint,
      translationKey: 'errors:compliance',
      handled: opensComplianceWall(endpoint),
    });
  }
  if (code === NOT_LOGGED_IN_CODE && options.loginRedirect !== false) {
    const action = handleNotLoggedIn();
    throw new BusinessError(code, message, result, {
      endpoint,
      translationKey: 'errors:notLoggedIn',
      handled: action !== 'none',
    });
  }
  if (code !== 0) {
    throw new BusinessError(code, message, result, { endpoint, translationKey: translationKeyForCode(domain, code) });
  }

  const status = gatewayStatus(result);
  if (status === COMPLIANCE_CODE) {
    emitComplianceWall({ code: status, message, endpoint });
    throw new GatewayError(status, {
      endpoint,
      translationKey: 'errors:compliance',
      handled: opensComplianceWall(endpoint),
    });
  }
  if (status !== null) throw new GatewayError(status, { endpoint });

  const typed = resultSchema.safeParse(withoutStatusCode(result));
  if (!typed.success) {
    throw new ParseError(`unexpected result from ${endpoint}: ${typed.error.issues[0]?.message ?? 'invalid'}`, {
      endpoint,
      cause: typed.error,
    });
  }
  return typed.data;
}
