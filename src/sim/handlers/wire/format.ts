import { ZERO_TIME } from '@/api/wire-schema';
import { dec, toE8, type Dec } from '../../domain/money';

/** Wire conventions (docs/api.md): `*_e8` integer strings, Unix-second strings, ZERO_TIME for "not yet". */
export function e8(value: Dec | string | number): string {
  return toE8(value);
}

/** An optional bound: "-1" when there is none. */
export function e8OrUnbounded(value: Dec | string | null): string {
  return value === null ? '-1' : toE8(value);
}

export function sec(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms >= Number.MAX_SAFE_INTEGER) return ZERO_TIME;
  return String(Math.floor(ms / 1000));
}

/** Reads a wire time (seconds) into ms; ZERO_TIME and junk read as null. */
export function fromSec(value: string | undefined): number | null {
  if (value === undefined || value === ZERO_TIME) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 1000) : null;
}

export function fromE8(value: string): Dec {
  return dec(value).div(1e8);
}

/** A plain decimal string for shares and bounds ("-1" unbounded). */
export function plainOrUnbounded(value: string | null): string {
  return value === null ? '-1' : dec(value).toFixed();
}
