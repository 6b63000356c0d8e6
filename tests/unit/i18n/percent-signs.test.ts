import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGIONAL_OVERRIDES, TRANSLATION_LANGUAGES } from '@/i18n/locales';
import { percentText } from '@/features/dual-asset/format';
import { formatPercent } from '@/lib/format-number';
import { Decimal } from '@/lib/decimal';
import { NAMESPACES, TRANSLATIONS_DIR, readFlat } from './translation-files';

/**
 * Percentages are written by Intl in the page's locale (formatPercent) and passed into sentences whole: a
 * translation that writes its own sign puts it on the wrong side ("0.56 %" in English, "%" after the number in
 * Arabic or Turkish, where the locale writes it otherwise) and cannot follow the page's number format.
 */
const PERCENT_SIGNS = /[%\u066a\uff05\ufe6a]/;

describe('no translation writes a percent sign', () => {
  const files = [...TRANSLATION_LANGUAGES, ...REGIONAL_OVERRIDES].flatMap((language) =>
    NAMESPACES.filter((ns) => fs.existsSync(`${TRANSLATIONS_DIR}/${language}/${ns}.json`)).map(
      (ns) => [language, ns] as const,
    ),
  );

  it.each(files)('%s %s', (language, ns) => {
    const signed = [...readFlat(language, ns)]
      .filter(([, text]) => PERCENT_SIGNS.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(signed).toEqual([]);
  });

  it('the value passed in carries the sign where the locale puts it', () => {
    expect(percentText(new Decimal('0.56'), 'en')).toBe('0.56%');
    expect(percentText(new Decimal('0.56'), 'tr-TR')).toBe('%0,56');
    expect(percentText(new Decimal('0.56'), 'fr-FR')).toMatch(/^0,56[\u00a0\u202f]%$/);
    expect(formatPercent('5', { locale: 'ar-SA-u-nu-latn' })).not.toMatch(/[\u0660-\u0669]/);
  });
});
