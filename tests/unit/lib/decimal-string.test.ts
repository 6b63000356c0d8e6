import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  decimalPlacesOf,
  e8ToPlain,
  plainDecimal,
  roundDecimal,
  shiftPoint,
  unitOfPrecision,
} from '@/lib/decimal-string';

describe('shiftPoint', () => {
  it.each([
    ['150000000', -8, '1.5'],
    ['1', -8, '0.00000001'],
    ['-1', -8, '-0.00000001'],
    ['0', -8, '0'],
    ['1.5', 8, '150000000'],
    ['0.00000001', 8, '1'],
    ['123456789012345678901234567890', -8, '1234567890123456789012.3456789'],
    ['12.34', 1, '123.4'],
    ['-0.0', 2, '0'],
  ] as const)('%s by %i -> %s', (value, places, expected) => {
    expect(shiftPoint(value, places)).toBe(expected);
  });

  it('refuses what is not a decimal', () => {
    expect(() => shiftPoint('1,5', 1)).toThrow(RangeError);
    expect(() => shiftPoint('NaN', 1)).toThrow(RangeError);
  });
});

describe('roundDecimal', () => {
  it.each([
    ['0.99999', 2, 'down', '0.99'],
    ['0.995', 2, 'half-up', '1'],
    ['0.994', 2, 'half-up', '0.99'],
    ['-0.000000001', 8, 'down', '0'],
    ['-1.25', 1, 'half-up', '-1.3'],
    ['0.005', 2, 'half-up', '0.01'],
    ['0.00001', 2, 'half-up', '0'],
    ['99.95', 1, 'half-up', '100'],
    ['12', 4, 'down', '12'],
  ] as const)('%s to %i places (%s) -> %s', (value, places, mode, expected) => {
    expect(roundDecimal(value, places, mode)).toBe(expected);
  });

  it('agrees with decimal.js on many values', () => {
    for (let i = 0; i < 2000; i += 1) {
      const value = ((i * 7919) % 1_000_003) / 10 ** (i % 9) - 50;
      const text = new Decimal(value).toFixed();
      for (const places of [0, 1, 2, 4, 8]) {
        expect(roundDecimal(text, places, 'down')).toBe(
          new Decimal(text).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(),
        );
        expect(roundDecimal(text, places, 'half-up')).toBe(
          new Decimal(text).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(),
        );
      }
    }
  });
});

describe('plainDecimal, places and units', () => {
  it('prints numbers, exponent notation and decimal.js values plainly', () => {
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal('2.5E+3')).toBe('2500');
    expect(plainDecimal(new Decimal('1.2300'))).toBe('1.23');
    expect(plainDecimal(' 007.10 ')).toBe('7.1');
  });

  it('counts fraction digits and builds the unit of a precision', () => {
    expect(decimalPlacesOf('0.00010')).toBe(4);
    expect(decimalPlacesOf('12')).toBe(0);
    expect(unitOfPrecision(0)).toBe('1');
    expect(unitOfPrecision(4)).toBe('0.0001');
    expect(e8ToPlain('250000000')).toBe('2.5');
  });
});
