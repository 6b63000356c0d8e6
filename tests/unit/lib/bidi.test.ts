import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isolateLtr, isRtlLocale, stableNumber, unbrokenDate, unitRate, withUnit } from '@/lib/bidi';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { intlLocale, REGIONAL_OVERRIDES, TRANSLATION_LANGUAGES } from '@/i18n/locales';
import { NAMESPACES, readFlat, TRANSLATIONS_DIR } from '../i18n/translation-files';

const LRM = '\u200e';

describe('one numbering system and one currency side per Arabic locale', () => {
  it('formats Arabic with Western digits, like every number that does not pass through Intl', () => {
    expect(intlLocale('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(formatAmount('1234.5', { locale: intlLocale('ar-AE'), precision: 2 })).toBe(`${LRM}1,234.5`);
    expect(intlLocale('ru-KAZ')).toBe('ru-KZ-u-nu-latn');
    expect(formatAmount('1234.5', { locale: intlLocale('ar-SA'), precision: 2 })).toBe(`${LRM}1,234.5`);
  });

  it.each(['ar-SA', 'ar-AE'])(
    '%s: signed and unsigned amounts both start left-to-right, so the coin stays on one side',
    (locale) => {
      const tag = intlLocale(locale);
      const unsigned = formatAmount('12.5', { locale: tag, precision: 2 });
      const signed = formatAmount('-12.5', { locale: tag, precision: 2, signDisplay: 'exceptZero' });
      const plus = formatAmount('12.5', { locale: tag, precision: 2, signDisplay: 'exceptZero' });
      for (const text of [unsigned, signed, plus, formatPercent('5.25', { locale: tag })]) {
        expect(text.startsWith(LRM)).toBe(true);
        // One mark, never two: a signed number already carries Intl's.
        expect(text.slice(1)).not.toMatch(/^[\u200e\u200f\u061c]/);
        expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
      }
    },
  );

  it('leaves left-to-right locales untouched', () => {
    expect(formatAmount('-12.5', { locale: 'en', precision: 2 })).toBe('-12.5');
    expect(stableNumber('12', 'fr-FR')).toBe('12');
    expect(isRtlLocale('ar-SA-u-nu-latn')).toBe(true);
    expect(isRtlLocale('fil-PH')).toBe(false);
  });

  it('isolates ISO dates so an Arabic sentence does not reverse them', () => {
    expect(isolateLtr('2026-10-25', 'ar-AE-u-nu-latn')).toBe('\u20662026-10-25\u2069');
    expect(isolateLtr('2026-10-25', 'en')).toBe('2026-10-25');
  });

  it('keeps an ISO date whole on a narrow screen: no line break beside its hyphens, isolated in Arabic', () => {
    const WJ = '\u2060';
    expect(unbrokenDate('2026-10-25', 'en')).toBe(`2026${WJ}-${WJ}10${WJ}-${WJ}25`);
    expect(unbrokenDate('2026-10-25 12:05:00', 'ar-SA')).toBe(`\u20662026${WJ}-${WJ}10${WJ}-${WJ}25 12:05:00\u2069`);
    // What the reader sees and copies is still the date: the joiners are invisible and carry no text.
    expect(unbrokenDate('2026-10-25', 'fr-FR').replaceAll(WJ, '')).toBe('2026-10-25');
  });

  it('keeps a number with its unit, and a rate, in one left-to-right piece in Arabic', () => {
    const tag = intlLocale('ar-SA');
    const price = withUnit(formatAmount('64475', { locale: tag, precision: 2 }), 'USDT', tag);
    expect(price).toBe(`\u2066${LRM}64,475\u00a0USDT\u2069`);
    // Unisolated, the leading 1 lands at the far end: "BTC = 64,475 USDT 1".
    expect(unitRate('BTC', price, tag)).toBe(`\u20661\u00a0BTC\u00a0= ${price}\u2069`);
    expect(unitRate('BTC', withUnit('64,475', 'USDT', 'en'), 'en')).toBe('1\u00a0BTC\u00a0= 64,475\u00a0USDT');
  });

  it('no translation writes a rate itself: "1 {{coin}} = …" comes whole from unitRate', () => {
    for (const language of [...TRANSLATION_LANGUAGES, ...REGIONAL_OVERRIDES]) {
      for (const ns of NAMESPACES.filter((n) => fs.existsSync(`${TRANSLATIONS_DIR}/${language}/${n}.json`))) {
        const rates = [...readFlat(language, ns)]
          .filter(([, text]) => /\d\s*\{\{\w+\}\}\s*=/.test(text))
          .map(([key]) => `${language} ${ns}:${key}`);
        expect(rates).toEqual([]);
      }
    }
  });
});
