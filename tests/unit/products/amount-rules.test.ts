import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  amountProblemMessage,
  checkAmount,
  maxAmount,
  readableAmount,
  type AmountRules,
} from '@/products/order-flow/amount-rules';

const rules: AmountRules = {
  precision: 4,
  min: new Decimal('10'),
  max: new Decimal('200000'),
  quotaLeft: new Decimal('795000'),
  balance: new Decimal('25000'),
};

const problem = (text: string, r: AmountRules = rules, locale = 'en') => {
  const result = checkAmount(text, locale, r);
  return result.ok ? `ok ${result.amount.toFixed()}` : result.problem.code;
};

describe('amount check before any call', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['.', 'invalid'],
    ['1.2.3', 'invalid'],
    ['abc', 'invalid'],
    ['-1', 'invalid'],
    ['0', 'positive'],
    ['0.0000', 'positive'],
    ['10.12345', 'precision'],
    ['9.9999', 'belowMin'],
    ['10', 'ok 10'],
    ['10.1000000', 'ok 10.1'],
    ['1,000.50', 'ok 1000.5'],
    ['25,000', 'ok 25000'],
    ['25000.0001', 'insufficient'],
    ['200001', 'overMax'],
  ])('en %j -> %s', (text, expected) => {
    expect(problem(text)).toBe(expected);
  });

  it('reads the amount in the page locale', () => {
    expect(problem('1.000,50', rules, 'es')).toBe('ok 1000.5');
    expect(problem('1,000.50', rules, 'es')).toBe('invalid');
    expect(problem('١٬٠٠٠٫٥', rules, 'ar-SA')).toBe('ok 1000.5');
    expect(problem('12,34567', rules, 'ru')).toBe('precision');
  });

  it('asks which number "1.000" means in fr-FR, offering both as the field would take them', () => {
    const result = checkAmount('1.000', 'fr-FR', rules);
    expect(result).toEqual({ ok: false, problem: { code: 'ambiguous', typed: '1.000', decimal: '1', whole: '1000' } });
    if (result.ok) throw new Error('expected a problem');
    expect(amountProblemMessage(result.problem, { coin: 'USDT', money: String, example: '' })).toEqual({
      key: 'flow:amount.ambiguous',
      values: { typed: '1.000', decimal: '1', whole: '1000' },
    });
    // The readings are offered as the field takes them: in French, with its own decimal comma.
    expect(checkAmount('1.234', 'fr-FR', rules)).toMatchObject({ problem: { decimal: '1,234', whole: '1234' } });
    // The locale's own decimal mark is read as it is: 1.500 BTC in English is one and a half.
    expect(checkAmount('11.500', 'en', rules)).toMatchObject({ ok: true });
    expect(String((checkAmount('11.500', 'en', rules) as { amount: unknown }).amount)).toBe('11.5');
  });

  it('checks the quota before the per-user maximum, skips unknown balance, and checks what a position holds', () => {
    expect(problem('600', { ...rules, quotaLeft: new Decimal('500'), max: new Decimal('100') })).toBe('overQuota');
    expect(problem('1000000', { ...rules, balance: null, max: null, quotaLeft: null })).toBe('ok 1000000');
    expect(problem('2.6', { precision: 6, held: new Decimal('2.5') })).toBe('overHeld');
    expect(problem('2.5', { precision: 6, held: new Decimal('2.5') })).toBe('ok 2.5');
  });

  it('carries the limit in the problem, and words it in the flow namespace', () => {
    const result = checkAmount('5', 'en', rules);
    expect(!result.ok && result.problem.code === 'belowMin' && result.problem.limit.toFixed()).toBe('10');
    if (result.ok) throw new Error('expected a problem');
    const money = (d: Decimal) => `${d.toFixed()} USDT`;
    expect(amountProblemMessage(result.problem, { coin: 'USDT', money, example: '1,000.5' })).toEqual({
      key: 'flow:amount.belowMin',
      values: { limit: '10 USDT' },
    });
    expect(amountProblemMessage({ code: 'invalid' }, { coin: 'USDT', money, example: '1.000,5' })).toEqual({
      key: 'flow:amount.invalid',
      values: { example: '1.000,5' },
    });
    expect(amountProblemMessage({ code: 'precision', digits: 4 }, { coin: 'USDT', money, example: '' })).toEqual({
      key: 'flow:amount.precision',
      values: { coin: 'USDT', digits: 4, count: 4 },
    });
  });

  it('Max fills the smallest of balance, quota, maximum and holding, rounded down to the precision', () => {
    expect(maxAmount({ ...rules, balance: new Decimal('123.456789') })?.toFixed()).toBe('123.4567');
    expect(maxAmount({ precision: 6, held: new Decimal('0.2') })?.toFixed()).toBe('0.2');
    expect(maxAmount({ ...rules, balance: new Decimal('0') })).toBeNull();
    expect(maxAmount({ ...rules, balance: null, max: null, quotaLeft: null })).toBeNull();
  });
});

describe('the amount the estimate follows', () => {
  it('reads any well-formed positive amount within precision, even beyond the limits', () => {
    expect(readableAmount('99,999,999', 'en', 4)?.toFixed()).toBe('99999999');
    expect(readableAmount('0,5', 'es', 4)?.toFixed()).toBe('0.5');
    expect(readableAmount('0', 'en', 4)).toBeNull();
    expect(readableAmount('1.23456', 'en', 4)).toBeNull();
    expect(readableAmount('abc', 'en', 4)).toBeNull();
  });
});
