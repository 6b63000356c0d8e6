/**
 * Bidirectional text: which languages are written right to left, and the marks that keep numbers and
 * dates in one piece inside a right-to-left sentence.
 */

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** True for a locale (any BCP 47 form: `ar-SA`, `ar-SA-u-nu-latn`) whose script runs right to left. */
export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.split('-')[0]?.toLowerCase() ?? '');
}

/** LEFT-TO-RIGHT MARK. */
const LRM = '\u200e';
const LRI = '\u2066';
const PDI = '\u2069';
/** Marks Intl already puts at the start of a number (LRM, RLM, ALM). */
const LEADING_MARK = /^[\u200e\u200f\u061c]/;

/**
 * A formatted number made strong left-to-right in a right-to-left locale, so "12.5 USDT" and "-12.5 USDT"
 * both read number-then-coin (Intl marks only signed numbers, which put the coin on the other side of
 * unsigned ones), and a number after an Arabic word stays a European number. Unchanged elsewhere.
 */
export function stableNumber(text: string, locale: string): string {
  if (!isRtlLocale(locale) || text === '' || LEADING_MARK.test(text)) return text;
  return `${LRM}${text}`;
}

/**
 * Text that must read left to right as one piece wherever it lands (`2026-10-25`, `12:05:00`): isolated in
 * a right-to-left locale, so an Arabic sentence around it neither reverses its parts (after an Arabic word
 * `2026-10-25` would show as `25-10-2026`) nor is reordered by it. For a string that goes into a translation
 * or an attribute; in markup `<bdi dir="ltr">` does the same.
 */
export function isolateLtr(text: string, locale: string): string {
  return isRtlLocale(locale) ? `${LRI}${text}${PDI}` : text;
}

/** WORD JOINER: no line break on either side of it. */
const WORD_JOINER = '\u2060';

/**
 * A date or time ("2026-10-25", "2026-10-25 12:05:00") that must stay one piece: isolated in a right-to-left
 * locale, and in every locale never broken at a hyphen when a narrow screen wraps the sentence around it.
 */
export function unbrokenDate(text: string, locale: string): string {
  return isolateLtr(text.replaceAll('-', `${WORD_JOINER}-${WORD_JOINER}`), locale);
}

/**
 * A number with its unit ("12.5 USDT", "64,475 USDT") as one left-to-right piece: in an Arabic sentence the
 * unit stays after the number and the sentence's words stay outside it. A no-break space joins them, so a
 * narrow screen never leaves the coin alone on the next line (on the far side of a right-to-left one).
 */
export function withUnit(number: string, unit: string, locale: string): string {
  return isolateLtr(`${number}\u00a0${unit}`, locale);
}

/**
 * A rate "1 BTC = 64,475 USDT" as one left-to-right piece: unisolated, an Arabic page moves the leading "1" to
 * the far end ("BTC = 64,475 USDT 1"). `price` is the price of one `base`, already written with its unit.
 * No-break spaces keep "1 BTC =" together: a narrow screen breaks only after the equals sign.
 */
export function unitRate(base: string, price: string, locale: string): string {
  return isolateLtr(`1\u00a0${base}\u00a0= ${price}`, locale);
}
