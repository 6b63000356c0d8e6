import { z } from 'zod';

/**
 * The response envelope of every exchange call:
 * `{ ret_code, ret_msg, result: { status_code?, ...payload }, ext_code, ext_info, time_now }`.
 * Some services spell the code `retCode`/`retMsg`; both are accepted and normalised.
 */
export const envelopeSchema = z
  .looseObject({
    ret_code: z.number().int().optional(),
    retCode: z.number().int().optional(),
    ret_msg: z.string().optional(),
    retMsg: z.string().optional(),
    result: z.unknown().optional(),
    ext_code: z.string().nullish(),
    ext_info: z.unknown().optional(),
    time_now: z.string().optional(),
  })
  .refine((e) => e.ret_code !== undefined || e.retCode !== undefined, { message: 'ret_code is missing' });

export type RawEnvelope = z.infer<typeof envelopeSchema>;

export interface Envelope {
  code: number;
  message: string;
  result: unknown;
}

export function normaliseEnvelope(raw: RawEnvelope): Envelope {
  return {
    code: raw.ret_code ?? raw.retCode ?? 0,
    message: raw.ret_msg ?? raw.retMsg ?? '',
    result: raw.result,
  };
}

/** Helper for documentation and the simulated exchange: the envelope around a typed result. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    ret_code: z.number().int(),
    ret_msg: z.string(),
    result,
    ext_code: z.string().optional(),
    ext_info: z.unknown().optional(),
    time_now: z.string().optional(),
  });
}

/** `result.status_code` other than 200 is a gateway failure inside a successful envelope. */
export function gatewayStatus(result: unknown): number | null {
  if (typeof result !== 'object' || result === null || !('status_code' in result)) return null;
  const code = (result as { status_code: unknown }).status_code;
  return typeof code === 'number' && code !== 200 ? code : null;
}
