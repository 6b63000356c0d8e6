import { SIM_MESSAGES } from '../domain/errors';

/**
 * The exchange's envelope: `{ ret_code, ret_msg, result, ext_code, ext_info, time_now }`. Earn results
 * carry `status_code: 200`; a gateway-level refusal (compliance 10024) rides in `result.status_code`.
 */
function timeNow(ms: number): string {
  return (ms / 1000).toFixed(6);
}

export function okEnvelope(result: unknown, now: number) {
  return { ret_code: 0, ret_msg: 'OK', result, ext_code: '', ext_info: null, time_now: timeNow(now) };
}

export function errorEnvelope(code: number, message: string | undefined, now: number, result: unknown = {}) {
  return {
    ret_code: code,
    ret_msg: message ?? SIM_MESSAGES[code] ?? 'error',
    result,
    ext_code: '',
    ext_info: null,
    time_now: timeNow(now),
  };
}

/** A successful envelope whose result says the gateway refused: how the compliance wall is triggered. */
export function gatewayEnvelope(statusCode: number, message: string, now: number) {
  return {
    ret_code: 0,
    ret_msg: 'OK',
    result: { status_code: statusCode, message },
    ext_code: '',
    ext_info: null,
    time_now: timeNow(now),
  };
}

/** Adds `status_code: 200` to object results (earn API style); lists and scalars pass unchanged. */
export function withStatus(result: unknown): unknown {
  if (result && typeof result === 'object' && !Array.isArray(result)) return { status_code: 200, ...result };
  return result;
}
