import { describe, expect, it } from 'vitest';
import {
  bcp47,
  canonicalPath,
  classifyLocaleSegment,
  pathInLocale,
  resolvePathLocale,
  switchLocalePath,
  textDirection,
  translationChain,
} from '@/i18n/locales';
import global from '@editions/global.json';
import eu from '@editions/eu.json';

const GLOBAL = global.locales;

describe('classifyLocaleSegment', () => {
  it.each([
    ['ja-JP', { kind: 'supported', locale: 'ja-JP' }],
    ['es-419', { kind: 'supported', locale: 'es-419' }],
    ['en', { kind: 'supported', locale: 'en' }],
    ['fil-PH', { kind: 'supported', locale: 'fil-PH' }],
    ['JA-jp', { kind: 'miscased', locale: 'ja-JP' }],
    ['ja-jp', { kind: 'miscased', locale: 'ja-JP' }],
    ['EN', { kind: 'miscased', locale: 'en' }],
    ['de-DE', { kind: 'unknown' }],
    ['xx', { kind: 'unknown' }],
    ['zh-MY', { kind: 'supported', locale: 'zh-MY' }],
    ['zh-SG', { kind: 'unknown' }],
    ['earn', { kind: 'none' }],
    ['index.html', { kind: 'none' }],
    ['..', { kind: 'none' }],
    ['%2e%2e', { kind: 'none' }],
    ['ja-JP;drop', { kind: 'none' }],
    ['a'.repeat(300), { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
  ])('%s -> %j', (segment, expected) => {
    expect(classifyLocaleSegment(segment, GLOBAL)).toEqual(expected);
  });
});

describe('resolvePathLocale', () => {
  it.each([
    ['/earn/home/', 'en', null],
    ['/ja-JP/earn/home/', 'ja-JP', null],
    ['/ar-SA/earn/wallet/', 'ar-SA', null],
    ['/zh-MY/earn/home/', 'zh-MY', null],
    ['/en/earn/home/', 'en', '/earn/home/'],
    ['/JA-jp/earn/home/', 'ja-JP', '/ja-JP/earn/home/'],
    ['/de-DE/earn/home/', 'en', '/earn/home/'],
    ['/../earn/home/', 'en', null],
    [`/${'x'.repeat(5000)}/earn/home/`, 'en', null],
  ])('global %s -> %s (corrected %s)', (path, locale, corrected) => {
    expect(resolvePathLocale(path, GLOBAL, 'en')).toEqual({ locale, correctedPath: corrected });
  });

  it('adds the prefix on an edition whose default locale carries one', () => {
    expect(resolvePathLocale('/earn/home/', eu.locales, eu.defaultLocale)).toEqual({
      locale: 'en-EU',
      correctedPath: '/en-EU/earn/home/',
    });
  });

  it('falls back to the edition default where en is not offered', () => {
    expect(resolvePathLocale('/ja-JP/earn/home/', eu.locales, eu.defaultLocale)).toEqual({
      locale: 'en-EU',
      correctedPath: '/en-EU/earn/home/',
    });
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/earn/savings/', '?type=fixed', 'ja-JP', '/ja-JP/earn/savings/?type=fixed'],
    ['/ja-JP/earn/savings/', '?id=7&type=fixed', 'en', '/earn/savings/?id=7&type=fixed'],
    ['/ja-JP/earn/home/', '', 'ar-SA', '/ar-SA/earn/home/'],
    ['/de-DE/earn/home/', '', 'vi-VN', '/vi-VN/earn/home/'],
    // The login page's return path moves to the chosen language with it; the rest of the query stays as written.
    [
      '/pl-POL/earn/login/',
      '?redirect_url=%2Fpl-POL%2Fearn%2Fsavings%2F%3Ftype%3Dfixed%23top&mode=signup',
      'pt-BR',
      '/pt-BR/earn/login/?redirect_url=%2Fpt-BR%2Fearn%2Fsavings%2F%3Ftype%3Dfixed%23top&mode=signup',
    ],
    [
      '/earn/login/',
      '?q=50%25&redirect_url=/earn/wallet/?s=%25E6%2597%25A5',
      'ja-JP',
      '/ja-JP/earn/login/?q=50%25&redirect_url=%2Fja-JP%2Fearn%2Fwallet%2F%3Fs%3D%25E6%2597%25A5',
    ],
    [
      '/ja-JP/earn/login/',
      '?redirect_url=%2Fja-JP%2Fearn%2Forder-list%2F',
      'en',
      '/earn/login/?redirect_url=%2Fearn%2Forder-list%2F',
    ],
    [
      '/earn/login/',
      '?redirect_url=%2F%2Fevil.example%2Fearn%2F',
      'ja-JP',
      '/ja-JP/earn/login/?redirect_url=%2F%2Fevil.example%2Fearn%2F',
    ],
    ['/earn/login/', '?redirect_url=%zz', 'ja-JP', '/ja-JP/earn/login/?redirect_url=%zz'],
  ])('%s%s -> %s', (path, search, target, expected) => {
    expect(switchLocalePath(path, search, target, GLOBAL)).toBe(expected);
  });
});

describe('pathInLocale', () => {
  it.each([
    ['/pl-POL/earn/savings/?type=fixed#top', 'pt-BR', '/pt-BR/earn/savings/?type=fixed#top'],
    ['/ja-JP/earn/wallet/', 'en', '/earn/wallet/'],
    ['/earn/home/?q=a%2Fb', 'zh-MY', '/zh-MY/earn/home/?q=a%2Fb'],
  ])('%s in %s -> %s', (target, locale, expected) => {
    expect(pathInLocale(target, locale, GLOBAL)).toBe(expected);
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/earn/home', '/earn/home/'],
    ['/earn/home/', '/earn/home/'],
    ['/home', '/earn/home/'],
    ['home', '/earn/home/'],
    ['/ja-JP/home', '/ja-JP/earn/home/'],
    ['/ja-JP/earn/savings', '/ja-JP/earn/savings/'],
    ['//earn//wallet', '/earn/wallet/'],
    ['/', '/earn/'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('translation chains, tags and direction', () => {
  it.each([
    ['es-419', ['es-419', 'es', 'en']],
    ['es-MX', ['es-419', 'es', 'en']],
    ['es-AR', ['es-AR', 'es-419', 'es', 'en']],
    ['es-ES', ['es', 'en']],
    ['es-ESP', ['es', 'en']],
    ['en-EU', ['en']],
    ['pt-BR', ['pt-BR', 'pt', 'en']],
    ['pt-PRT', ['pt', 'en']],
    ['zh-HK', ['zh-HK', 'zh-TW', 'en']],
    ['zh-TW', ['zh-TW', 'en']],
    ['zh-MY', ['zh-CN', 'en']],
    ['ru-KAZ', ['ru', 'en']],
    ['ar-SA', ['ar', 'en']],
    ['xx-YY', ['en']],
  ])('%s -> %j', (locale, chain) => {
    expect(translationChain(locale)).toEqual(chain);
  });

  it('maps alpha-3 regions to BCP 47 and detects RTL', () => {
    expect(bcp47('ru-KAZ')).toBe('ru-KZ');
    expect(bcp47('es-419')).toBe('es-419');
    expect(bcp47('zh-MY')).toBe('zh-Hans-MY');
    expect(textDirection('ar-SA')).toBe('rtl');
    expect(textDirection('ar-AE')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
