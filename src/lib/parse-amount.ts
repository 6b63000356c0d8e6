import { nativeSeparators } from './format-native';
import { withLatinDigits } from './latin-digits';

/**
 * Reads an amount typed or pasted in the page's locale into a canonical decimal string ("1000.5"), never a
 * float. The group and decimal separators come from Intl, so `1,000.50` is 1000.5 in en and `1.000,50` is
 * 1000.5 in es. A separator is read the locale's way or not at all: groups in the wrong place (`1,00,0`, or
 * `1,5` in en) are invalid rather than silently joined. Digits of any script and the Arabic separators are read
 * on every page, so `١٠٠٠٫٥` typed on an Arabic keyboard is 1000.5 on a page that writes Latin digits.
 * A lone `.` or `,` this locale reads as a decimal mark but that other conventions use to group thousands,
 * with exactly three digits after it (`1.000` in fr or en, `1,000` in de), is questioned, not guessed.
 */

export type ParsedAmount =
  | { ok: true; value: string }
  | { ok: false; reason: 'empty' | 'invalid' }
  /** Two readings are plausible: `decimal` (the mark as a decimal point) and `whole` (as a thousands group). */
  | { ok: false; reason: 'ambiguous'; decimal: string; whole: string };

export interface NumberSeparators {
  group: string;
  decimal: string;
  /** The digits 0-9 the page writes (Latin in every locale: latin-digits), for writing a value back into the field. */
  digits: readonly string[];
}

const SPACES = ' \u00a0\u202f\u2009';
const APOSTROPHES = "'\u2019";
/** Bidi marks a copy from an RTL page carries along. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** Letters, currency signs and spaces around the number: a coin name or symbol pasted with it. */
const AFFIXES = /^[\p{L}\p{Sc}\s]+|[\p{L}\p{Sc}\s]+$/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/**
 * The Arabic decimal and thousands separators (U+066B, U+066C) of Arabic and Persian keyboards: they mean
 * nothing else in any script, so every page reads them, whatever digits the page itself writes.
 */
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';

const cache = new Map<string, NumberSeparators>();

export function numberSeparators(locale: string): NumberSeparators {
  let found = cache.get(locale);
  if (!found) {
    // Seven digits: some locales (es, pl) only group from five digits on.
    // The digits and marks the page writes (Latin), which Max fills in; other scripts' are read all the same.
    const tag = withLatinDigits(locale);
    const parts = new Intl.NumberFormat(tag).formatToParts(1234567.1);
    const digitFormat = new Intl.NumberFormat(tag, { useGrouping: false });
    // Where the browser lacks the language (ka, kk), the separators the page displays (format-native).
    const native = nativeSeparators(locale);
    found = {
      group: native?.group ?? parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: native?.decimal ?? parts.find((p) => p.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, d) => digitFormat.format(d)),
    };
    cache.set(locale, found);
  }
  return found;
}

/**
 * The value of any decimal digit Unicode knows (Arabic-Indic ١, Persian ۱, Thai ๑, Devanagari १ ...): each
 * script's digits are ten consecutive code points from its zero, so the value is the distance from the start
 * of the run of digits, modulo ten (a few runs hold several sets of ten back to back).
 */
function asciiDigit(char: string): string | null {
  if (!DECIMAL_DIGIT.test(char)) return null;
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

/** What each separator character means in this locale: 'g' groups, 'd' is the decimal mark. */
function separatorRoles(locale: string): Map<string, 'g' | 'd'> {
  const { group, decimal } = numberSeparators(locale);
  const roles = new Map<string, 'g' | 'd'>();
  for (const c of SPACES + APOSTROPHES) roles.set(c, 'g');
  if (decimal === '.' || decimal === ',') {
    // The other ASCII mark is a decimal too when the locale never groups with it (`1.5` on a ru page).
    const other = decimal === '.' ? ',' : '.';
    if (group !== other) roles.set(other, 'd');
  } else {
    // Arabic separators: ASCII typing follows the Western convention.
    roles.set('.', 'd');
    roles.set(',', 'g');
  }
  roles.set(ARABIC_GROUP, 'g');
  roles.set(ARABIC_DECIMAL, 'd');
  roles.set(group, 'g');
  roles.set(decimal, 'd');
  return roles;
}

export function parseAmount(text: string, locale: string): ParsedAmount {
  // NFKC folds fullwidth digits and marks (ja paste) and the no-break spaces into their plain forms.
  const trimmed = text.normalize('NFKC').replace(BIDI_MARKS, '').replace(AFFIXES, '');
  if (trimmed === '') return { ok: false, reason: text.trim() === '' ? 'empty' : 'invalid' };
  const roles = separatorRoles(locale);
  let fraction: string | null = null;
  let groupChar: string | null = null;
  const groups: string[] = [];
  let run = '';
  for (const char of trimmed) {
    const digit = asciiDigit(char);
    if (digit !== null) {
      if (fraction === null) run += digit;
      else fraction += digit;
      continue;
    }
    const role = roles.get(char);
    // One grouping character throughout: `1,000 000` mixes two and is not a number.
    if (role === 'g' && fraction === null && run !== '' && (groupChar === null || groupChar === char)) {
      groupChar = char;
      groups.push(run);
      run = '';
    } else if (role === 'd' && fraction === null) {
      fraction = '';
    } else {
      return { ok: false, reason: 'invalid' };
    }
  }
  groups.push(run);
  if (
    groupChar === null &&
    fraction !== null &&
    isAmbiguous(trimmed, run, fraction, numberSeparators(locale).decimal)
  ) {
    return { ok: false, reason: 'ambiguous', decimal: canonical(run, fraction), whole: canonical(run + fraction, '') };
  }
  if (groupChar !== null) {
    const [first = '', ...rest] = groups;
    if (first.length > 3 || rest.some((g) => g.length !== 3)) return { ok: false, reason: 'invalid' };
  }
  const integer = groups.join('');
  if (integer === '' && !fraction) return { ok: false, reason: 'invalid' };
  return { ok: true, value: canonical(integer, fraction ?? '') };
}

/** "007" and "100" -> "7.1". */
function canonical(integer: string, fraction: string): string {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

/**
 * `1.000` on a fr-FR page: one ASCII point or comma that is not the locale's own decimal mark (read as one only
 * because the locale never groups with it), between a group's worth of digits (1-3, not starting with 0) and
 * exactly three, is a thousands group in half the world. The locale's own mark (`1.500` in English, `1,500` in
 * French) is read as it is, as are `0.500`, `1.5`, `1.0000` and the Arabic decimal mark (U+066B, never a group).
 */
function isAmbiguous(text: string, integer: string, fraction: string, localeDecimal: string): boolean {
  const marks = [...text].filter((c) => !DECIMAL_DIGIT.test(c));
  const [mark] = marks;
  return (
    marks.length === 1 &&
    (mark === '.' || mark === ',') &&
    mark !== localeDecimal &&
    /^[1-9]\d{0,2}$/.test(integer) &&
    fraction.length === 3
  );
}

/** Fraction digits of a canonical value ("1000.25" -> 2). */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * A canonical value written for the field in the locale's digits and decimal mark, without grouping (Max).
 * Written with the locale's own mark, it always reads back as the same number, never questioned.
 */
export function formatAmountInput(value: string, locale: string): string {
  const { decimal, digits } = numberSeparators(locale);
  return value.replace(/\d|\./g, (c) => (c === '.' ? decimal : (digits[Number(c)] ?? c)));
}

/** A pasted amount without what surrounds the number (a coin name, spaces, bidi marks); the number itself as pasted. */
export function trimPastedAmount(text: string): string {
  return text.replace(BIDI_MARKS, '').replace(AFFIXES, '');
}
