import { stableNumber } from './bidi';
import { decimalPlacesOf, plainDecimal, roundDecimal, shiftPoint, type DecimalLike } from './decimal-string';
import { nativeNumberFormat } from './format-native';
import { withLatinDigits } from './latin-digits';

/**
 * Display of exact decimals through Intl: values reach Intl as strings, so no digit is lost to a float. In a
 * right-to-left locale every number starts with a left-to-right mark, signed or not, so the coin written
 * after it sits on the same side of every amount (see stableNumber).
 */

export type Rounding = 'down' | 'half-up';

export interface AmountFormatOptions {
  /** BCP 47 locale (see bcp47() in src/i18n). */
  locale: string;
  /** Most fraction digits shown: the coin's precision. */
  precision: number;
  /** Fewest fraction digits shown (trailing zeros kept up to here). Default 0. */
  minimumFractionDigits?: number;
  /** Balances and payouts round down so the screen never promises more than there is. Default 'down'. */
  rounding?: Rounding;
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  useGrouping?: boolean;
}

type NumberFormatter = Pick<Intl.NumberFormat, 'format'>;

const formatters = new Map<string, NumberFormatter>();

/** Intl's formatter, or format-native's for the languages the browser's Intl lacks (ka, kk: "1 234,5"). */
function formatter(locale: string, options: Intl.NumberFormatOptions): NumberFormatter {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = nativeNumberFormat(locale, options) ?? new Intl.NumberFormat(withLatinDigits(locale), options);
    formatters.set(key, nf);
  }
  return nf;
}

/** Intl formats numeric strings exactly (Intl.NumberFormat v3); the cast only satisfies older typings. */
function formatExact(nf: NumberFormatter, value: string): string {
  return nf.format(value as unknown as number);
}

export function formatAmount(value: DecimalLike, options: AmountFormatOptions): string {
  const precision = Math.max(0, Math.min(20, Math.trunc(options.precision)));
  const min = Math.min(options.minimumFractionDigits ?? 0, precision);
  // Rounded here, not by Intl, whose only mode is half-even/half-expand; "-0" is already "0".
  const rounded = roundDecimal(value, precision, options.rounding ?? 'down');
  const nf = formatter(options.locale, {
    minimumFractionDigits: min,
    maximumFractionDigits: precision,
    signDisplay: options.signDisplay ?? 'auto',
    useGrouping: options.useGrouping ?? true,
  });
  return stableNumber(formatExact(nf, rounded), options.locale);
}

export interface PercentFormatOptions {
  locale: string;
  /** Fraction digits of the percentage. Default 2 ("5.25 %"). */
  fractionDigits?: number;
  /** Keep trailing zeros ("5.00 %"). Default false ("5 %"). */
  fixed?: boolean;
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
}

/** A percentage given as a number of percent: 5.25 -> "5.25%" (locale decides sign placement and spacing). */
export function formatPercent(percent: DecimalLike, options: PercentFormatOptions): string {
  const digits = options.fractionDigits ?? 2;
  const fraction = shiftPoint(roundDecimal(percent, digits, 'half-up'), -2);
  const nf = formatter(options.locale, {
    style: 'percent',
    minimumFractionDigits: options.fixed ? digits : 0,
    maximumFractionDigits: digits,
    signDisplay: options.signDisplay ?? 'auto',
  });
  return stableNumber(formatExact(nf, fraction), options.locale);
}

/** Fraction digits needed for the smallest unit of a coin: unit "0.0001" -> 4. */
export function precisionOfUnit(unit: DecimalLike): number {
  return decimalPlacesOf(unit);
}

/** A rate written as a fraction ("0.1", a Decimal) as a percentage: "10%". */
export function formatRate(fraction: DecimalLike, options: PercentFormatOptions): string {
  return formatPercent(shiftPoint(plainDecimal(fraction), 2), options);
}

/** A wire `apy_e8` as a percentage with up to two decimals: "5250000" -> "5.25%". */
export function formatAprE8(apyE8: string, locale: string): string {
  return formatPercent(shiftPoint(apyE8, -6), { locale, fractionDigits: 2 });
}

/** The headline APR without its bonus: "1.5%–10%" for tiers, "4.5%" for one rate (cards include the bonus). */
export function formatAprRange(
  card: { apy_min_e8: string; apy_max_e8: string; bonus_apy_e8: string },
  locale: string,
): string {
  const bonus = BigInt(card.bonus_apy_e8);
  const low = BigInt(card.apy_min_e8) - bonus;
  const high = BigInt(card.apy_max_e8) - bonus;
  const lowText = formatAprE8(String(low), locale);
  return low === high ? lowText : `${lowText}–${formatAprE8(String(high), locale)}`;
}
