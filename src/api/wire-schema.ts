import * as z from '@/lib/zod';

/**
 * Building blocks of the exchange's wire format (see docs/api.md): snake_case keys, ids as strings,
 * enums as numbers, amounts/prices/rates as integer strings scaled by 1e8 (`*_e8`), times as Unix-second
 * strings where "-62135596800" is the zero time ("not yet").
 */

/** An integer string scaled by 1e8: "150000000" is 1.5; an APR of "5000000" is 5 %. */
export const e8 = z.string().check(z.regex(/^-?\d+$/, 'must be an integer string scaled by 1e8'));

/** A plain decimal string such as "500" or "0.0001" (tier bounds, unit prices). */
export const decimalString = z.string().check(z.regex(/^-?\d+(?:\.\d+)?$/, 'must be a decimal string'));

/** Unix seconds as a string; fractional seconds are allowed (`time_now`). */
export const unixSeconds = z.string().check(z.regex(/^-?\d+(?:\.\d+)?$/, 'must be Unix seconds as a string'));

/** The zero time of the backend: a date that has not happened yet (no maturity, not settled). */
export const ZERO_TIME = '-62135596800';

export const id = z.string().check(z.minLength(1));

/** A coin enum (2 = ETH, 5 = USDT, 16 = USDC, 18 = SOL); names come from get-coins. */
export const coin = z.int().check(z.nonnegative());

/** 0/1 flags are booleans on this wire. */
export const flag = z.boolean();

export const pageRequest = {
  /** 1-based page number. */
  page: z.optional(z.int().check(z.positive())),
  limit: z.optional(z.int().check(z.positive(), z.maximum(100))),
};
