import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { formatAmount, formatPercent, formatRate, precisionOfUnit } from '@/lib/format-number';

describe('formatAmount', () => {
  it.each([
    ['1234.56789', 'en', 4, undefined, '1,234.5678'],
    ['1234.56789', 'en', 2, 'half-up', '1,234.57'],
    ['1234.5', 'de-DE', 2, undefined, '1.234,5'],
    ['1234.5', 'fr-FR', 2, undefined, '1\u202f234,5'],
    ['0.00000001', 'en', 8, undefined, '0.00000001'],
    ['0.000000019', 'en', 8, undefined, '0.00000001'],
    ['-0.000000001', 'en', 8, undefined, '0'],
    ['123456789012345.123456789', 'en', 8, undefined, '123,456,789,012,345.12345678'],
    // Latin digits on every page, whichever form of the locale is passed (latin-digits).
    ['5', 'ar-SA', 2, undefined, '\u200e5'],
    ['5', 'ar-SA-u-nu-latn', 2, undefined, '\u200e5'],
  ] as const)('%s in %s with %i digits (%s) -> %s', (value, locale, precision, rounding, expected) => {
    expect(formatAmount(value, { locale, precision, rounding })).toBe(expected);
  });

  it('keeps trailing zeros up to the minimum', () => {
    expect(formatAmount('1.5', { locale: 'en', precision: 4, minimumFractionDigits: 2 })).toBe('1.50');
  });

  it('never shows more than there is (rounds down by default)', () => {
    expect(formatAmount('0.99999', { locale: 'en', precision: 2 })).toBe('0.99');
  });

  it('shows a sign when asked', () => {
    expect(formatAmount('1.2', { locale: 'en', precision: 2, signDisplay: 'exceptZero' })).toBe('+1.2');
  });
});

describe('formatPercent', () => {
  it.each([
    ['5', 'en', undefined, false, '5%'],
    ['5.256', 'en', 2, false, '5.26%'],
    ['5', 'en', 2, true, '5.00%'],
    ['12.5', 'de-DE', 2, false, '12,5\u00a0%'],
    ['0.0001', 'en', 2, false, '0%'],
  ] as const)('%s in %s -> %s', (value, locale, fractionDigits, fixed, expected) => {
    expect(formatPercent(value, { locale, fractionDigits, fixed })).toBe(expected);
  });
});

describe('formatRate', () => {
  it('writes a fraction as the percentage formatPercent would, exactly, from a string or a Decimal', () => {
    expect(formatRate('0.1', { locale: 'en' })).toBe('10%');
    expect(formatRate(new Decimal('0.052549'), { locale: 'en', fractionDigits: 2 })).toBe('5.25%');
    expect(formatRate(new Decimal('-0.0566'), { locale: 'en', fractionDigits: 2, signDisplay: 'exceptZero' })).toBe(
      '-5.66%',
    );
    expect(formatRate('1e-3', { locale: 'fr-FR', fractionDigits: 2 })).toBe(
      formatPercent('0.1', { locale: 'fr-FR', fractionDigits: 2 }),
    );
  });
});

describe('precisionOfUnit', () => {
  it.each([
    ['1', 0],
    ['0.0001', 4],
    ['0.00000001', 8],
  ])('%s -> %i', (unit, digits) => {
    expect(precisionOfUnit(unit)).toBe(digits);
  });
});
