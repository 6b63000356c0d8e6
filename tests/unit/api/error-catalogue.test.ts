import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTranslation, HttpError, TransportError } from '@/api/api-error';
import { ERROR_TRANSLATION_KEYS, translationKeyForCode, type ErrorDomain } from '@/api/error-catalogue';
import { CoinsUnavailableError } from '@/api/earn/get-coins';
import { TRANSLATION_LANGUAGES } from '@/i18n/locales';

const root = path.resolve(import.meta.dirname, '../../../public/earn/translations/earn-web');

function load(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, lng, 'errors.json'), 'utf8')) as Record<string, unknown>;
}

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, String(value));
  }
  return out;
}

const english = flatten(load('en'));

describe('code -> translation key (spec §8)', () => {
  it.each<[ErrorDomain, number, string]>([
    ['earn', 302, 'errors:earn.soldOut'],
    ['earn', 303, 'errors:earn.insufficientBalance'],
    ['earn', 304, 'errors:earn.insufficientBalance'],
    ['earn', 315, 'errors:earn.rateLimited'],
    ['earn', 320, 'errors:earn.overLimit'],
    ['earn', 325, 'errors:earn.belowMinimum'],
    ['earn', 334, 'errors:earn.notEligible'],
    ['earn', 336, 'errors:earn.maxPendingOrders'],
    ['earn', 340, 'errors:earn.quoteChanged'],
    // An expired quote is called expired, not a price or rate that changed.
    ['earn', 341, 'errors:earn.quoteExpired'],
    ['earn', 344, 'errors:earn.aprLowered'],
    ['earn', 600, 'errors:earn.maintenance'],
    ['earn', 601, 'errors:earn.productNotFound'],
    ['earn', 602, 'errors:earn.notAllowedNow'],
    ['billExport', 303, 'errors:billExport.noRecord'],
    ['billExport', 326, 'errors:billExport.limitReached'],
    ['billExport', 327, 'errors:billExport.duplicate'],
    ['billExport', 328, 'errors:billExport.invalidRequest'],
    ['ticker', -100019, 'errors:ticker.tooManyCoins'],
    ['earn', 10007, 'errors:notLoggedIn'],
    ['main', 10024, 'errors:compliance'],
    ['main', 33003, 'errors:noPermission'],
    ['main', 10009, 'errors:noPermission'],
    ['earn', 100007, 'errors:requestRejected'],
    ['login', 20001, 'errors:login.wrongCredentials'],
    ['earn', 99999, 'errors:unknownCode'],
    ['main', 302, 'errors:unknownCode'],
  ])('%s %i -> %s', (domain, code, key) => {
    expect(translationKeyForCode(domain, code)).toBe(key);
  });

  it('each earn refusal of spec §8 has its own message (303 and 304 are both a balance too low)', () => {
    const codes = [302, 303, 315, 320, 325, 334, 336, 340, 344, 600, 601, 602];
    const keys = codes.map((code) => translationKeyForCode('earn', code));
    expect(new Set(keys).size).toBe(codes.length);
    expect(new Set(keys.map((key) => english.get(key.replace(/^errors:/, '')))).size).toBe(codes.length);
  });

  it('every key the API layer can produce has an English text', () => {
    for (const key of ERROR_TRANSLATION_KEYS) {
      expect(english.has(key.replace(/^errors:/, '')), key).toBe(true);
    }
  });

  it('errors of any origin map to a key', () => {
    expect(errorTranslation(new HttpError(502))).toEqual({ key: 'errors:http', values: { status: 502 } });
    expect(errorTranslation(new TransportError('timeout of 5000 ms exceeded', 'timeout')).key).toBe('errors:timeout');
    expect(errorTranslation(new CoinsUnavailableError(null)).key).toBe('errors:coinsUnavailable');
    expect(errorTranslation(new Error('random')).key).toBe('errors:generic');
    expect(errorTranslation('not even an error').key).toBe('errors:generic');
  });
});

describe('errors namespace translations', () => {
  it.each(TRANSLATION_LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys, translated', (lng) => {
    const other = flatten(load(lng));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = other.get(key) ?? '';
      expect(translated.trim().length, key).toBeGreaterThan(0);
      expect(translated.match(/{{\w+}}/g) ?? [], key).toEqual(text.match(/{{\w+}}/g) ?? []);
    }
    // A file copied from English would pass the key check; real translations differ in most texts.
    const same = [...english].filter(([key, text]) => other.get(key) === text).length;
    expect(same).toBeLessThan(english.size / 4);
  });
});
