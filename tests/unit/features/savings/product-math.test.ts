import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  additionInterest,
  blendedRate,
  estimateEarnings,
  quotaFilledPercent,
  quotaLeft,
  termDays,
  tierBase,
  yearlyInterest,
} from '@/features/savings/product-math';

/** USDT flexible: 10 % on the first 500, 1.5 % above (the products.md example). */
const TIERS = [
  { from_num: '0', to_num: '500', apy_e8: '10000000' },
  { from_num: '500', to_num: '-1', apy_e8: '1500000' },
];

describe('tiered APR', () => {
  it.each([
    ['100', '10'],
    ['500', '50'],
    ['1000', '57.5'],
    ['0.0001', '0.00001'],
    ['1000000', '15042.5'],
  ])('yearly interest of %s is %s', (amount, yearly) => {
    expect(yearlyInterest(TIERS, amount).toFixed()).toBe(yearly);
  });

  it('adds the bonus on the whole amount, apart from the tiers', () => {
    expect(yearlyInterest(TIERS, '1000', '1000000').toFixed()).toBe('67.5');
  });

  it('blends the rate by amount', () => {
    expect(blendedRate(TIERS, '1000').toFixed()).toBe('0.0575');
    expect(blendedRate(TIERS, '400').toFixed()).toBe('0.1');
    expect(blendedRate(TIERS, '0').toFixed()).toBe('0.1');
    expect(blendedRate(TIERS, '0', '1000000').toFixed()).toBe('0.11');
  });
});

describe('an addition to what is already held', () => {
  it('earns the rates of the tiers above the holding', () => {
    // Holding 2,500 (10 % to 500, 1.5 % above, +1 % bonus): 2,750 earn 111.25 a year, 2,500 earned 105.
    expect(additionInterest(TIERS, '2500', '250', '1000000').toFixed()).toBe('6.25');
    expect(blendedRate(TIERS, '250', '1000000', '2500').toFixed()).toBe('0.025');
    const estimate = estimateEarnings({
      tiers: TIERS,
      amount: '250',
      bonusApyE8: '1000000',
      durationSeconds: '0',
      held: '2500',
    });
    expect(estimate.rate.toFixed()).toBe('0.025');
    expect(estimate.yearly.toFixed()).toBe('6.25');
    // Straddling a bound: 400 held, 200 more = 100 at 10 % + 100 at 1.5 %.
    expect(blendedRate(TIERS, '200', '0', '400').toFixed()).toBe('0.0575');
    // No amount: the rate of the next unit.
    expect(blendedRate(TIERS, '0', '0', '2500').toFixed()).toBe('0.015');
    expect(blendedRate(TIERS, '0', '0', '100').toFixed()).toBe('0.1');
  });

  it('counts the holding of an open-ended product only: a term order is a position of its own', () => {
    expect(tierBase('0', '2500').toFixed()).toBe('2500');
    expect(tierBase('2592000', '2500').toFixed()).toBe('0');
  });
});

describe('estimated earnings', () => {
  it('flexible: daily is the yearly interest over 365 days, no maturity', () => {
    const estimate = estimateEarnings({ tiers: TIERS, amount: '1000', bonusApyE8: '1000000', durationSeconds: '0' });
    expect(estimate.daily.equals(new Decimal('67.5').div(365))).toBe(true);
    expect(estimate.daily.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed()).toBe('0.1849315');
    expect(estimate.toMaturity).toBeNull();
    expect(estimate.rate.toFixed()).toBe('0.0675');
  });

  it('fixed term: interest to maturity is the daily interest times the days, in exact decimals', () => {
    const tiers = [
      { from_num: '0', to_num: '10000', apy_e8: '8500000' },
      { from_num: '10000', to_num: '-1', apy_e8: '5000000' },
    ];
    const estimate = estimateEarnings({ tiers, amount: '20000', durationSeconds: String(30 * 86_400) });
    expect(estimate.toMaturity?.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed()).toBe('110.9589041');
  });

  it('a year-long term earns exactly the yearly figure (the division comes last)', () => {
    const tiers = [{ from_num: '0', to_num: '-1', apy_e8: '5000000' }];
    const estimate = estimateEarnings({ tiers, amount: '1000', durationSeconds: String(365 * 86_400) });
    expect(estimate.yearly.toFixed()).toBe('50');
    expect(estimate.toMaturity?.toFixed()).toBe('50');
  });

  it('never goes through floats (0.1 + 0.2 stays 0.3)', () => {
    const estimate = estimateEarnings({
      tiers: [{ from_num: '0', to_num: '-1', apy_e8: '36500000' }],
      amount: '0.3',
      durationSeconds: String(86_400),
    });
    expect(estimate.toMaturity?.toFixed()).toBe('0.0003');
  });
});

describe('terms and quotas', () => {
  it('reads terms in days; flexible has none', () => {
    expect(termDays('0')).toBeNull();
    expect(termDays(String(30 * 86_400))?.toFixed()).toBe('30');
    expect(termDays(String(8 * 3600))?.toFixed(4)).toBe('0.3333');
  });

  it('computes the quota bar and what is left', () => {
    expect(quotaFilledPercent('-1', '10')).toBeNull();
    expect(quotaFilledPercent('2000000', '1200000')).toBe(60);
    expect(quotaFilledPercent('3', '1')).toBe(33.33);
    expect(quotaFilledPercent('100', '150')).toBe(100);
    expect(quotaLeft('2000000', '1999999.5')?.toFixed()).toBe('0.5');
    expect(quotaLeft('100', '150')?.toFixed()).toBe('0');
    expect(quotaLeft('-1', '5')).toBeNull();
  });
});
