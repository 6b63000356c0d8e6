import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { checkAmount, decimalsOf, maxAmount, normaliseAmountInput, readableAmount, type AmountRules } from '@/features/savings/amount-validation';

const rules: AmountRules = {
  precision: 4,
  min: new Decimal('10'),
  max: new Decimal('200000'),
  quotaLeft: new Decimal('795000'),
  balance: new Decimal('25000'),
};

const problem = (text: string, r: AmountRules = rules) => {
  const result = checkAmount(text, r);
  return result.ok ? 'ok' : result.problem.code;
};

describe('amount validation before any call', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['.', 'invalid'],
    ['1.2.3', 'invalid'],
    ['0', 'positive'],
    ['0.0000', 'positive'],
    ['10.12345', 'precision'],
    ['9.9999', 'belowMin'],
    ['10', 'ok'],
    ['10.1000000', 'ok'],
    ['25000', 'ok'],
    ['25000.0001', 'insufficient'],
    ['200001', 'overMax'],
  ])('%j -> %s', (text, expected) => {
    expect(problem(text)).toBe(expected);
  });

  it('checks the quota before the per-user maximum, and skips unknown balance', () => {
    expect(problem('600', { ...rules, quotaLeft: new Decimal('500'), max: new Decimal('100') })).toBe('overQuota');
    expect(problem('1000000', { ...rules, balance: null, max: null, quotaLeft: null })).toBe('ok');
  });

  it('carries the limit in the problem for the message', () => {
    const result = checkAmount('5', rules);
    expect(!result.ok && result.problem.code === 'belowMin' && result.problem.limit.toFixed()).toBe('10');
  });

  it('normalises what is typed: commas, spaces, letters, second points', () => {
    expect(normaliseAmountInput('1 000,5')).toBe('1000.5');
    expect(normaliseAmountInput('12abc.3.4')).toBe('12.34');
    expect(normaliseAmountInput('１２')).toBe('');
    expect(decimalsOf('1.2300')).toBe(2);
    expect(decimalsOf('100')).toBe(0);
  });

  it('Max fills the smallest of balance, quota and maximum, rounded down to the precision', () => {
    expect(maxAmount({ ...rules, balance: new Decimal('123.456789') })?.toFixed()).toBe('123.4567');
    expect(maxAmount({ ...rules, balance: new Decimal('0') })).toBeNull();
    expect(maxAmount({ ...rules, balance: null, max: null, quotaLeft: null })).toBeNull();
  });
});

describe('the amount the estimate follows', () => {
  it('reads any well-formed positive amount within precision, even beyond the limits', () => {
    expect(readableAmount('99999999', 4)?.toFixed()).toBe('99999999');
    expect(readableAmount('0.5', 4)?.toFixed()).toBe('0.5');
    expect(readableAmount('0', 4)).toBeNull();
    expect(readableAmount('1.23456', 4)).toBeNull();
    expect(readableAmount('abc', 4)).toBeNull();
  });
});
