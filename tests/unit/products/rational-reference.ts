/**
 * A reference for payoff maths written without decimal.js: exact rationals over BigInt. Values enter as
 * decimal strings; `floorTo` cuts to a number of decimals as the ledger does.
 */
export interface Rational {
  n: bigint;
  d: bigint;
}

export function rat(text: string): Rational {
  const [whole = '0', frac = ''] = text.split('.');
  const d = 10n ** BigInt(frac.length);
  return norm({ n: BigInt(whole + frac), d });
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

function norm(r: Rational): Rational {
  const sign = r.d < 0n ? -1n : 1n;
  const g = gcd(r.n, r.d);
  return { n: (sign * r.n) / g, d: (sign * r.d) / g };
}

export const add = (a: Rational, b: Rational) => norm({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Rational, b: Rational) => norm({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const mul = (a: Rational, b: Rational) => norm({ n: a.n * b.n, d: a.d * b.d });
export const div = (a: Rational, b: Rational) => norm({ n: a.n * b.d, d: a.d * b.n });
export const int = (v: number | bigint) => ({ n: BigInt(v), d: 1n });
export const lt = (a: Rational, b: Rational) => a.n * b.d < b.n * a.d;
export const gt = (a: Rational, b: Rational) => lt(b, a);

/** Cut towards zero (amounts here are positive) to `digits` decimals, written as a plain decimal string. */
export function floorTo(r: Rational, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (r.n * scale) / r.d;
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const frac = text.slice(text.length - digits).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** A small seeded generator, so failures reproduce. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A random decimal string between min and max with up to `digits` decimals. */
export function decimalBetween(next: () => number, min: number, max: number, digits: number): string {
  const scale = 10 ** digits;
  const value = Math.floor((min + next() * (max - min)) * scale);
  const text = String(value).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`.replace(/\.?0+$/, '') || '0';
}
