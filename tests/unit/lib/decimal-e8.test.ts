import { describe, expect, it } from 'vitest';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { shiftPoint } from '@/lib/decimal-string';
import { Decimal, decimalString, isDecimalString, maxOf, minOf, onStep, toDecimal } from '@/lib/decimal';

describe('e8 conversion', () => {
  it.each([
    ['0', '0'],
    ['1', '0.00000001'],
    ['150000000', '1.5'],
    ['-250000000', '-2.5'],
    ['123456789012345678901', '1234567890123.45678901'],
  ])('fromE8(%s) = %s', (e8, value) => {
    expect(fromE8(e8).toFixed()).toBe(value);
  });

  it.each([
    ['1.5', '150000000'],
    ['0.000000019', '1'],
    ['-0.000000019', '-1'],
    ['1234567890123.45678901', '123456789012345678901'],
    [0.1, '10000000'],
  ])('toE8(%s) = %s (cut towards zero)', (value, e8) => {
    expect(toE8(value)).toBe(e8);
  });

  it('round-trips without float error', () => {
    for (const e8 of ['1', '7', '99999999', '100000001', '30000000000000000']) expect(toE8(fromE8(e8))).toBe(e8);
  });

  it.each([
    ['5000000', '5'],
    ['1500000', '1.5'],
    ['120000000', '120'],
    ['1', '0.000001'],
  ])('apy_e8 %s is %s %%', (e8, percent) => {
    expect(shiftPoint(e8, -6)).toBe(percent);
    expect(shiftPoint(percent, 6)).toBe(e8);
  });

  it('apy_e8 as a rate', () => {
    expect(shiftPoint('5000000', -8)).toBe('0.05');
  });
});

describe('decimal helpers', () => {
  it('prints plain notation for tiny and huge numbers', () => {
    expect(toDecimal('0.000000000000000001').toString()).toBe('0.000000000000000001');
    expect(decimalString('1e25')).toBe('10000000000000000000000000');
    expect(toDecimal('0.1').plus('0.2').toString()).toBe('0.3');
  });

  it.each([
    ['1', true],
    ['-1.25', true],
    ['1.', false],
    ['1e5', false],
    ['', false],
  ])('isDecimalString(%s) = %s', (value, ok) => {
    expect(isDecimalString(value)).toBe(ok);
  });

  it('picks the largest and smallest of mixed inputs', () => {
    expect(maxOf(0, '-1', new Decimal('2.5')).toFixed()).toBe('2.5');
    expect(minOf('3', 1, new Decimal('1.5')).toFixed()).toBe('1');
  });

  it('puts a value on a step, and leaves it alone without a positive step', () => {
    const tick = new Decimal('0.5');
    expect(onStep(new Decimal('10.3'), tick).toFixed()).toBe('10.5');
    expect(onStep(new Decimal('10.7'), tick, Decimal.ROUND_FLOOR).toFixed()).toBe('10.5');
    expect(onStep(new Decimal('10.1'), tick, Decimal.ROUND_CEIL).toFixed()).toBe('10.5');
    expect(onStep(new Decimal('10.3'), new Decimal(0)).toFixed()).toBe('10.3');
    expect(onStep(new Decimal('10.3'), null).toFixed()).toBe('10.3');
  });
});
