import { describe, expect, it } from 'vitest';
import { parseSearch } from '@/app/search-params';
import {
  boolean,
  integerIn,
  isoDate,
  numberAsText,
  oneOf,
  orMarker,
  plainText,
  searchValidator,
  textMatching,
  textUpTo,
  wholeNumberAsText,
} from '@/lib/search-readers';

const HOSTILE: unknown[] = [
  null,
  {},
  [],
  ['7d'],
  { toString: () => '7d' },
  Object.create(null),
  () => '7d',
  Symbol('7d'),
  10n,
  NaN,
  Infinity,
  -Infinity,
  '__proto__',
  'x'.repeat(100_000),
];

describe('URL search readers', () => {
  it('drop objects, arrays, functions, symbols, big ints and non-finite numbers', () => {
    const readers = [
      oneOf(['7d', '30d']),
      textUpTo(5),
      textMatching(/^\d+$/),
      isoDate,
      integerIn(1, 10),
      boolean,
      plainText,
    ];
    for (const read of readers) {
      for (const value of HOSTILE.filter((v) => v !== '__proto__' && !(typeof v === 'string' && v.length > 5))) {
        expect(read(value)).toBeUndefined();
      }
    }
  });

  it('takes a value of the list only, never one that merely prints as it', () => {
    const read = oneOf(['7d', '30d']);
    expect(read('7d')).toBe('7d');
    expect(read('7D')).toBeUndefined();
    expect(read(['7d'])).toBeUndefined();
    expect(read({ toString: () => '7d' })).toBeUndefined();
    expect(read(7)).toBeUndefined();
  });

  it('bounds text by length and pattern, and reads numbers as text only where asked', () => {
    expect(textUpTo(20)('x'.repeat(20))).toBe('x'.repeat(20));
    expect(textUpTo(20)('x'.repeat(21))).toBeUndefined();
    expect(textUpTo(20)('x'.repeat(100_000))).toBeUndefined();
    expect(textUpTo(20)(1000)).toBeUndefined();
    expect(textUpTo(20, numberAsText)(1000)).toBe('1000');
    expect(numberAsText(NaN)).toBeUndefined();
    expect(numberAsText(Infinity)).toBeUndefined();
    expect(numberAsText(1.5)).toBe('1.5');
    expect(wholeNumberAsText(123)).toBe('123');
    expect(wholeNumberAsText(-5)).toBeUndefined();
    expect(wholeNumberAsText(1.5)).toBeUndefined();
    expect(wholeNumberAsText(2 ** 53)).toBeUndefined();
    expect(textMatching(/^[0-9A-Za-z_-]{1,64}$/, wholeNumberAsText)('-5')).toBe('-5');
    expect(textMatching(/^[0-9A-Za-z_-]{1,64}$/, wholeNumberAsText)(-5)).toBeUndefined();
    expect(textMatching(/^\d{1,19}$/)('1 OR 1=1')).toBeUndefined();
  });

  it('reads days the calendar has, as YYYY-MM-DD only', () => {
    expect(isoDate('2025-01-31')).toBe('2025-01-31');
    for (const value of ['2025-13-45', '2025-02-30x', ' 2025-01-01', '2025-1-1', '20250101', 20250101]) {
      expect(isoDate(value)).toBeUndefined();
    }
  });

  it('reads whole numbers in range and booleans as such', () => {
    const rpage = integerIn(1, 10_000);
    expect(rpage(1)).toBe(1);
    expect(rpage(10_000)).toBe(10_000);
    for (const value of [0, -4, 10_001, 2.5, NaN, Infinity, '2', true, 2 ** 53]) expect(rpage(value)).toBeUndefined();
    expect(boolean(true)).toBe(true);
    expect(boolean(false)).toBe(false);
    expect(boolean('true')).toBeUndefined();
    expect(boolean(1)).toBeUndefined();
  });

  it('marks a malformed value when the page must say so', () => {
    const read = orMarker(oneOf(['flexible', 'fixed']), 'invalid');
    expect(read('fixed')).toBe('fixed');
    expect(read({})).toBe('invalid');
    expect(read('x'.repeat(100_000))).toBe('invalid');
  });
});

describe('a route search validator', () => {
  const validator = searchValidator({
    pnl: oneOf(['7d', '30d']),
    rpage: integerIn(1, 10_000),
    id: orMarker(textMatching(/^\d{1,20}$/, numberAsText), 'invalid'),
  });

  it('keeps only its keys, drops bad values and marks bad ids', () => {
    expect(validator.parse({ pnl: '7d', rpage: 2, id: 4001, extra: '<script>' })).toStrictEqual({
      pnl: '7d',
      rpage: 2,
      id: '4001',
    });
    expect(validator.parse({ pnl: ['7d'], rpage: NaN, id: { a: 1 } })).toStrictEqual({
      pnl: undefined,
      rpage: undefined,
      id: 'invalid',
    });
  });

  it('leaves an absent key absent and an undefined one undefined (never the marker)', () => {
    expect(validator.parse({})).toStrictEqual({});
    expect(validator.parse({ id: undefined })).toStrictEqual({ id: undefined });
  });

  it('reads no value through a __proto__ in the URL', () => {
    const raw = parseSearch('?__proto__=%7B%22pnl%22%3A%227d%22%2C%22rpage%22%3A3%7D');
    expect(validator.parse(raw)).toStrictEqual({});
    expect(({} as Record<string, unknown>).pnl).toBeUndefined();
    const inherited = Object.create({ pnl: '7d', rpage: 3 }) as Record<string, unknown>;
    expect(validator.parse(inherited)).toStrictEqual({});
    expect(validator.parse({ __proto__: { pnl: '7d' }, rpage: 2 } as Record<string, unknown>)).toStrictEqual({
      rpage: 2,
    });
  });

  it('drops very long values without matching them', () => {
    const long = '9'.repeat(100_000);
    expect(validator.parse({ id: long, pnl: long, rpage: Number(long) })).toStrictEqual({
      id: 'invalid',
      pnl: undefined,
      rpage: undefined,
    });
  });
});
