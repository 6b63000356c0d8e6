import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { intlLocale } from '@/i18n/locales';
import { formatDate, formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { termText, timeLeftText } from '@/lib/format-units';
import { NATIVE_FORMAT_LANGUAGES, loadNativeFormatting } from '@/lib/format-native';
import { parseAmount } from '@/lib/parse-amount';

/**
 * Every served locale writes dates, durations and amounts in its own language. Node's ICU knows Georgian and
 * Kazakh; Chromium's does not (it answers in English, or with the root pattern "2026 M11 23"). Intl is made
 * to behave like Chromium's here, so the test proves what a Chromium user sees.
 */
const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
const chromiumLacks = (locales: unknown) => {
  const tag = String(Array.isArray(locales) ? locales[0] : (locales ?? 'en'));
  return NATIVE_FORMAT_LANGUAGES.includes(tag.split('-')[0] ?? '') ? 'en' : (locales as string);
};

function ChromiumDateTimeFormat(locales?: string, options?: Intl.DateTimeFormatOptions) {
  return new RealDateTimeFormat(chromiumLacks(locales), options);
}
function ChromiumNumberFormat(locales?: string, options?: Intl.NumberFormatOptions) {
  return new RealNumberFormat(chromiumLacks(locales), options);
}

beforeAll(() => {
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      DateTimeFormat: ChromiumDateTimeFormat,
      NumberFormat: ChromiumNumberFormat,
    }),
  );
});
afterAll(() => vi.unstubAllGlobals());

const served = [...new Set(loadEditions().flatMap((edition) => edition.locales))];
const MS = Date.UTC(2026, 10, 23, 2, 0);
const BIDI = /[\u200e\u200f\u061c\u2066-\u2069]/g;

function render(locale: string) {
  const tag = intlLocale(locale);
  return {
    date: formatDateTime(MS, tag),
    utc: formatUtcDateTime(MS, tag),
    day: formatDate(MS, tag),
    duration: termText(7 * 86_400, tag),
    hours: termText(8 * 3_600, tag),
    amount: formatAmount('1234567.5', { locale: tag, precision: 2 }).replace(BIDI, ''),
    percent: formatPercent('5.25', { locale: tag }).replace(BIDI, ''),
  };
}

describe('every served locale formats natively', () => {
  beforeAll(async () => {
    for (const locale of served) await loadNativeFormatting(intlLocale(locale));
  });

  it('the stand-in Intl behaves like Chromium: English for ka and kk', () => {
    expect(new Intl.DateTimeFormat('ka-GE', { dateStyle: 'medium', timeZone: 'UTC' }).format(MS)).toBe('Nov 23, 2026');
  });

  it.each(served.filter((l) => !l.startsWith('en')))('%s reads in its language, not English', (locale) => {
    const english = render('en');
    const own = render(locale);
    expect(own.date).not.toBe(english.date);
    expect(own.utc).not.toBe(english.utc);
    expect(own.day).not.toBe(english.day);
    expect(own.duration).not.toBe(english.duration);
    expect(own.hours).not.toBe(english.hours);
    expect(own.date, 'the root pattern of a language without data').not.toMatch(/\bM\d{1,2}\b/);
    // Numbers as CLDR writes them (node's full ICU is the reference).
    const tag = intlLocale(locale);
    expect(own.amount).toBe(
      new RealNumberFormat(tag, { maximumFractionDigits: 2 }).format(1234567.5).replace(BIDI, ''),
    );
  });

  it('Georgian and Kazakh read as CLDR writes them, whatever the browser ships', () => {
    expect(render('ka-GEO')).toMatchObject({
      utc: '23 ნოე. 2026, 02:00',
      duration: '7 დღე',
      hours: '8 საათი',
      amount: '1\u00a0234\u00a0567,5',
      percent: '5,25%',
    });
    expect(render('kk-KZ')).toMatchObject({
      utc: '2026 ж. 23 қар., 02:00',
      duration: '7 күн',
      hours: '8 сағат',
      amount: '1\u00a0234\u00a0567,5',
    });
    expect(formatAmount('1234', { locale: 'ka-GE', precision: 0 })).toBe('1234');
    expect(formatAmount('1234', { locale: 'kk-KZ', precision: 0 })).toBe('1\u00a0234');
  });

  it('countdowns read Georgian and Kazakh on home cards, launchpool, settlement and subscription windows', () => {
    const left = 2 * 86_400_000 + 23 * 3_600_000 + 59 * 60_000;
    const all = (tag: string) => ({
      card: timeLeftText(left, tag, { display: 'narrow', most: 2 }),
      hours: timeLeftText(23 * 3_600_000 + 59 * 60_000, tag, { display: 'narrow', most: 2 }),
      launchpool: timeLeftText(6 * 86_400_000 + 23 * 3_600_000, tag, { display: 'long', most: 2, round: 'up' }),
      window: timeLeftText(left + 5_000, tag, { display: 'narrow', smallest: 'second' }),
    });
    expect(all('ka-GE')).toEqual({
      card: '2 დღე 23სთ',
      hours: '23სთ 59წთ',
      launchpool: '6 დღე 23 საათი',
      window: '2 დღე 23სთ 59წთ 5წმ',
    });
    expect(all('kk-KZ')).toEqual({
      card: '2 к. 23 сағ',
      hours: '23 сағ 59 мин',
      launchpool: '6 күн 23 сағат',
      window: '2 к. 23 сағ 59 мин 5 с',
    });
    // Words differ from English in every other language (short units may not: es writes "2d 23h" too).
    for (const locale of served.filter((l) => !l.startsWith('en')))
      expect(all(intlLocale(locale)).launchpool, locale).not.toBe(all('en').launchpool);
  });

  it('an amount typed the way it is shown reads back', () => {
    expect(parseAmount('1 234,5', 'kk-KZ')).toEqual({ ok: true, value: '1234.5' });
    expect(parseAmount('0,25', 'ka-GE')).toEqual({ ok: true, value: '0.25' });
  });
});
