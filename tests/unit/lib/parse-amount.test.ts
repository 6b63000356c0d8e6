import { describe, expect, it } from 'vitest';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { bcp47, intlLocale } from '@/i18n/locales';
import { decimalsOf, formatAmountInput, numberSeparators, parseAmount, trimPastedAmount } from '@/lib/parse-amount';

const read = (text: string, locale: string) => {
  const parsed = parseAmount(text, locale);
  return parsed.ok ? parsed.value : parsed.reason;
};

describe('parseAmount', () => {
  it('reads 1,000.50 in en as one thousand and a half, not 1.0005', () => {
    expect(parseAmount('1,000.50', 'en')).toEqual({ ok: true, value: '1000.5' });
  });

  it.each<[string, string, string]>([
    // en: comma groups, point is the decimal mark
    ['en', '1,000.50', '1000.5'],
    ['en', '1,000', '1000'],
    ['en', '1.5', '1.5'],
    ['en', '1,234,567.891', '1234567.891'],
    ['en', '.25', '0.25'],
    ['en', '1.', '1'],
    ['en', '007.100', '7.1'],
    ['en', '1 000.5', '1000.5'],
    ['en', '1,5', 'invalid'],
    ['en', '1,00,0', 'invalid'],
    ['en', '1,0000', 'invalid'],
    ['en', '1.000,50', 'invalid'],
    ['en', '1,000 000', 'invalid'],
    ['en', '1.2.3', 'invalid'],
    ['en', '-5', 'invalid'],
    ['en', '1e5', 'invalid'],
    ['en', '.', 'invalid'],
    ['en', ',', 'invalid'],
    ['en', '', 'empty'],
    ['en', '   ', 'empty'],
    ['en', 'abc', 'invalid'],
    // es: point groups, comma is the decimal mark
    ['es', '1.000,50', '1000.5'],
    ['es', '1.000', '1000'],
    ['es', '1,5', '1.5'],
    ['es', ',5', '0.5'],
    ['es', '12.345.678,9', '12345678.9'],
    ['es', '1.5', 'invalid'],
    ['es', '1,000.50', 'invalid'],
    ['es', '1,5,0', 'invalid'],
    // ru: (no-break) spaces group, comma is the decimal mark, a typed point is one too
    ['ru', '1 000,50', '1000.5'],
    ['ru', '1\u00a0000,50', '1000.5'],
    ['ru', '1\u202f000,5', '1000.5'],
    ['ru', '1,5', '1.5'],
    ['ru', '1.5', '1.5'],
    ['ru', '1 000.5', '1000.5'],
    ['ru', '1,000.50', 'invalid'],
    ['ru', '1 00 0', 'invalid'],
    // ar-SA: Arabic-Indic digits and separators, or ASCII typed the Western way
    ['ar-SA', '١٬٠٠٠٫٥٠', '1000.5'],
    ['ar-SA', '٠٫٢٥', '0.25'],
    ['ar-SA', '1,000.5', '1000.5'],
    ['ar-SA', '۱۲۳', '123'],
    ['ar-SA', '١٬٠٠', 'invalid'],
    // ja: as en, and fullwidth digits and marks from a Japanese keyboard or paste
    ['ja', '1,000.50', '1000.5'],
    ['ja', '１，０００．５', '1000.5'],
    ['ja', '０.５', '0.5'],
    ['ja', '1,5', 'invalid'],
  ])('%s %j -> %s', (locale, text, expected) => {
    expect(read(text, locale)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['en', '1,000.50 USDT', '1000.5'],
    ['en', '  250\n', '250'],
    ['en', 'USDT 12.5', '12.5'],
    ['en', '$1,000', '1000'],
    ['es', '1.000,50 USDT', '1000.5'],
    ['ru', '1 000,5 USDT', '1000.5'],
    ['ar-SA', '\u200f١٬٠٠٠ USDT', '1000'],
    ['ja', '１０００ USDT', '1000'],
    ['en', 'USDT', 'invalid'],
    ['en', '12 USDT 5', 'invalid'],
  ])('a paste with a coin or spaces around it: %s %j -> %s', (locale, text, expected) => {
    expect(read(text, locale)).toBe(expected);
  });

  it('learns the separators from Intl', () => {
    expect(numberSeparators('en')).toMatchObject({ group: ',', decimal: '.' });
    expect(numberSeparators('es')).toMatchObject({ group: '.', decimal: ',' });
    // The page writes Latin digits in Arabic too (latin-digits); Arabic-Indic ones are read all the same.
    expect(numberSeparators('ar-SA')).toMatchObject({ group: ',', decimal: '.' });
    expect(numberSeparators('ar-SA').digits[7]).toBe('7');
  });
});

describe('an amount that reads two ways is questioned, not guessed', () => {
  const readings = (text: string, locale: string) => {
    const parsed = parseAmount(text, locale);
    return !parsed.ok && parsed.reason === 'ambiguous' ? [parsed.decimal, parsed.whole] : parsed;
  };

  it.each<[string, string, [string, string]]>([
    // A point is neither the group nor the decimal mark in fr and ru: 1 or a thousand?
    ['fr-FR', '1.000', ['1', '1000']],
    ['fr-FR', '12.500', ['12.5', '12500']],
    ['ru', '1.000', ['1', '1000']],
    ['ru', '999.999', ['999.999', '999999']],
  ])('%s %j could be %j', (locale, text, expected) => {
    expect(readings(text, locale)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    // The locale's own decimal mark reads as a decimal, three digits after it or not.
    ['fr-FR', '1,000', '1'],
    ['de-DE', '999,999', '999.999'],
    ['es', '1,250', '1.25'],
    ['ru', '1,000', '1'],
    ['en', '1.000', '1'],
    ['ar-SA', '1.500', '1.5'],
    ['ja', '１．０００', '1'],
    // The locale's own group mark reads as a group.
    ['en', '1,000', '1000'],
    ['de-DE', '1.000', '1000'],
    ['es', '1.000', '1000'],
    // Not three digits after the mark, a zero before it, or a second mark: only one reading.
    ['fr-FR', '1,5', '1.5'],
    ['fr-FR', '1,0000', '1'],
    ['de-DE', '0,500', '0.5'],
    ['de-DE', '1.000,500', '1000.5'],
    ['en', '1,000.000', '1000'],
    ['en', '1234.567', '1234.567'],
    ['en', '.500', '0.5'],
    // The Arabic decimal mark is never a group.
    ['ar-SA', '١٫٥٠٠', '1.5'],
  ])('%s %j is %s', (locale, text, expected) => {
    expect(read(text, locale)).toBe(expected);
  });

  it.each([
    ['en', '1.234'],
    ['de-DE', '1.234'],
    ['fr-FR', '999.999'],
    ['ru', '12.5'],
  ])('writes %s Max %s so that it reads back unquestioned', (locale, value) => {
    expect(parseAmount(formatAmountInput(value, locale), locale)).toEqual({ ok: true, value });
  });
});

describe('every served locale reads its keyboard: native digits and separators, typed or pasted', () => {
  const served = [...new Set(loadEditions().flatMap((edition) => edition.locales))];
  /** The digits a language's own keyboards type besides Latin (Arabic keyboards: Arabic-Indic and Persian). */
  const NATIVE_DIGITS: Record<string, string[]> = {
    ar: ['arab', 'arabext'],
    th: ['thai'],
    ja: ['fullwide'],
    zh: ['fullwide'],
  };

  it.each(served)('%s reads 1,234,567.5 written in each of its numbering systems', (locale) => {
    const page = intlLocale(locale);
    const systems = ['latn', ...(NATIVE_DIGITS[locale.split('-')[0] ?? ''] ?? [])];
    for (const system of systems) {
      const tag = `${bcp47(locale)}-u-nu-${system}`;
      for (const grouping of [true, false]) {
        const written = new Intl.NumberFormat(tag, { useGrouping: grouping }).format(1234567.5);
        expect(read(written, page), `${written} (${tag}) on a ${page} page`).toBe('1234567.5');
      }
    }
  });

  it.each(['ar-SA', 'ar-AE'])(
    '%s reads an Arabic keyboard: Arabic-Indic or Persian digits, U+066B and U+066C',
    (locale) => {
      const page = intlLocale(locale);
      expect(read('١٠٠٠٫٥', page)).toBe('1000.5');
      expect(read('١٬٠٠٠٫٥', page)).toBe('1000.5');
      expect(read('۱۰۰۰٫۵', page)).toBe('1000.5');
      expect(read('۱٬۲۳۴٬۵۶۷٫۰۸', page)).toBe('1234567.08');
      expect(read('\u200f١٠٠٠٫٥ USDT', page)).toBe('1000.5');
      expect(read('١٬٠٠', page)).toBe('invalid');
    },
  );
});

describe('precision and the Max value', () => {
  it('counts the fraction digits of a canonical value (trailing zeros already gone)', () => {
    const value = (text: string, locale: string) => {
      const parsed = parseAmount(text, locale);
      if (!parsed.ok) throw new Error(text);
      return parsed.value;
    };
    expect(decimalsOf(value('10.1000000', 'en'))).toBe(1);
    expect(decimalsOf(value('1.000', 'es'))).toBe(0);
    expect(decimalsOf(value('0,00012345', 'ru'))).toBe(8);
    expect(decimalsOf('100')).toBe(0);
  });

  it.each([
    ['en', '12345.6789', '12345.6789'],
    ['es', '12345.6789', '12345,6789'],
    ['ru', '0.5', '0,5'],
    ['ar-SA', '1000.25', '1000.25'],
    ['ja', '7', '7'],
  ])('writes %s Max %s as %s, which reads back the same', (locale, value, written) => {
    expect(formatAmountInput(value, locale)).toBe(written);
    expect(parseAmount(written, locale)).toEqual({ ok: true, value });
  });

  it('keeps only the number of a paste, as typed', () => {
    expect(trimPastedAmount(' 1.000,5 USDT ')).toBe('1.000,5');
    expect(trimPastedAmount('\u200f١٠٠')).toBe('١٠٠');
  });
});
