import * as z from '@/lib/zod';

/**
 * The response envelope of every exchange call (zod: loaded with the calls that parse one, never by the entry):
 * `{ ret_code, ret_msg, result: { status_code?, ...payload }, ext_code, ext_info, time_now }`.
 * Some services spell the code `retCode`/`retMsg`; both are accepted and normalised.
 */
export const envelopeSchema = z
  .looseObject({
    ret_code: z.optional(z.int()),
    retCode: z.optional(z.int()),
    ret_msg: z.optional(z.string()),
    retMsg: z.optional(z.string()),
    result: z.optional(z.unknown()),
    ext_code: z.nullish(z.string()),
    ext_info: z.optional(z.unknown()),
    time_now: z.optional(z.string()),
  })
  .check(z.refine((e) => e.ret_code !== undefined || e.retCode !== undefined, { message: 'ret_code is missing' }));

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
export function envelopeOf<T extends z.ZodMiniType>(result: T) {
  return z.object({
    ret_code: z.int(),
    ret_msg: z.string(),
    result,
    ext_code: z.optional(z.string()),
    ext_info: z.optional(z.unknown()),
    time_now: z.optional(z.string()),
  });
}
