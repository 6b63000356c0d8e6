/**
 * Exact operations on plain decimal strings ("-1234.5678") that need no arithmetic library: moving the
 * decimal point (the wire's `*_e8` scaling), rounding to a number of places, and the unit of a precision.
 * Display code on the first page load uses these, so decimal.js loads only with the pages that compute.
 */

/** Anything that prints itself as a plain decimal: a string, a number, or a decimal.js value. */
export type DecimalLike = string | number | { toFixed(): string };

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
const SCIENTIFIC = /^(-?\d+(?:\.\d+)?)e([+-]?\d+)$/i;

interface Parts {
  negative: boolean;
  /** All digits, integer and fraction, with leading zeros trimmed. */
  digits: string;
  /** How many of the digits are after the point. */
  scale: number;
}

function parts(value: string): Parts {
  const match = PLAIN.exec(value);
  if (!match) throw new RangeError(`Not a decimal string: ${value}`);
  const fraction = match[3] ?? '';
  return {
    negative: match[1] === '-',
    digits: `${match[2]}${fraction}`.replace(/^0+(?=\d)/, ''),
    scale: fraction.length,
  };
}

function join({ negative, digits, scale }: Parts): string {
  const padded = digits.padStart(scale + 1, '0');
  const integer = padded.slice(0, padded.length - scale).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(padded.length - scale).replace(/0+$/, '');
  const text = fraction ? `${integer}.${fraction}` : integer;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** The value times 10^places, exactly: shiftPoint("150000000", -8) === "1.5". */
export function shiftPoint(value: string, places: number): string {
  const p = parts(value);
  if (places >= 0) {
    const take = Math.min(places, p.scale);
    return join({ ...p, digits: p.digits + '0'.repeat(places - take), scale: p.scale - take });
  }
  return join({ ...p, scale: p.scale - places });
}

/** A plain decimal string ("1e-7" -> "0.0000001", trailing zeros trimmed). */
export function plainDecimal(value: DecimalLike): string {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value.toFixed();
  const scientific = SCIENTIFIC.exec(text);
  return scientific ? shiftPoint(scientific[1] as string, Number(scientific[2])) : join(parts(text));
}

/**
 * Rounded to at most `places` fraction digits: 'down' cuts towards zero (a balance never shows more than
 * there is), 'half-up' rounds halves away from zero.
 */
export function roundDecimal(value: DecimalLike, places: number, mode: 'down' | 'half-up'): string {
  const p = parts(plainDecimal(value));
  if (p.scale <= places) return join(p);
  const cut = p.scale - places;
  const kept = p.digits.slice(0, Math.max(0, p.digits.length - cut)) || '0';
  const firstDropped = p.digits.length - cut >= 0 ? p.digits[p.digits.length - cut] : '0';
  const up = mode === 'half-up' && Number(firstDropped ?? '0') >= 5;
  const digits = up ? (BigInt(kept) + 1n).toString() : kept;
  return join({ negative: p.negative, digits, scale: places });
}

/** The smallest step of a precision: 4 -> "0.0001", 0 -> "1". */
export function unitOfPrecision(precision: number): string {
  return precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`;
}

/** Fraction digits of a value once trailing zeros are trimmed: "0.00010" -> 4. */
export function decimalPlacesOf(value: DecimalLike): number {
  const plain = plainDecimal(value);
  const point = plain.indexOf('.');
  return point === -1 ? 0 : plain.length - point - 1;
}

/** A wire `*_e8` integer as a plain decimal: "150000000" -> "1.5". */
export function e8ToPlain(value: string): string {
  return shiftPoint(value, -8);
}
