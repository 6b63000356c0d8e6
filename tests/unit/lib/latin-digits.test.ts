import { describe, expect, it, vi } from 'vitest';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { bcp47, intlLocale } from '@/i18n/locales';
import { formatDate, formatDateTime, formatDateTimeUtc } from '@/lib/format-date';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { durationText } from '@/lib/format-units';
import { withLatinDigits } from '@/lib/latin-digits';
import { formatAmountInput } from '@/lib/parse-amount';

/** One numbering rule on every page: whatever form of the locale a page hands a shared formatter, the digits are Latin. */
const NON_LATIN_DIGIT = /(?![0-9])\p{Nd}/u;
const served = [...new Set(loadEditions().flatMap((edition) => edition.locales))];
const MS = Date.UTC(2026, 10, 23, 14, 5);

describe('Latin digits on every page', () => {
  it.each(served)('%s writes Latin digits given the bare tag or the Intl locale', (locale) => {
    for (const tag of [bcp47(locale), intlLocale(locale)]) {
      const written = [
        formatAmount('1234567.25', { locale: tag, precision: 2 }),
        formatPercent('5.25', { locale: tag }),
        formatDate(MS, tag),
        formatDateTime(MS, tag),
        formatDateTimeUtc(MS, tag),
        durationText(7, 'day', tag),
        formatAmountInput('1000.25', tag),
      ];
      for (const text of written) expect(text, `${text} (${tag})`).not.toMatch(NON_LATIN_DIGIT);
    }
  });

  it('states Latin digits in the tag, replacing another system, without building a formatter', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(withLatinDigits('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(withLatinDigits('ar-SA-u-nu-arab')).toBe('ar-SA-u-nu-latn');
    expect(withLatinDigits('fr-FR')).toBe('fr-FR-u-nu-latn');
    // A formatter would load the locale's data in the start-up script (src/i18n/warm-intl.ts loads it later).
    expect(built).not.toHaveBeenCalled();
  });
});
