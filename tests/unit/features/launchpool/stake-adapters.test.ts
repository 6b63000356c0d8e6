import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { PositionAction } from '@/api/earn/order-intent-schema';
import { claimAdapter, stakeAdapter, unstakeAdapter } from '@/features/launchpool/stake-adapters';
import { Decimal } from '@/lib/decimal';

const words = { locale: 'en-US', coinName: 'USDT', money: (v: Decimal) => `${v.toFixed()} USDT`, example: '1,000.5' };
const rules = { precision: 4, min: new Decimal(10), max: new Decimal(8500), balance: new Decimal(9000) };

describe('launchpool stake, unstake and claim adapters', () => {
  const stake = stakeAdapter({ ...words, productId: '3001', coin: 5, rules, summary: () => [] });

  it('checks the amount against minimum, the cap left and the balance, in that order', () => {
    expect(stake.validate('')?.key).toBe('flow:amount.required');
    expect(stake.validate('5')).toEqual({ key: 'flow:amount.belowMin', values: { limit: '10 USDT' } });
    expect(stake.validate('8,500.00001')?.key).toBe('flow:amount.precision');
    expect(stake.validate('8,600')).toEqual({ key: 'flow:amount.overMax', values: { limit: '8500 USDT' } });
    expect(
      stakeAdapter({
        ...words,
        productId: '3001',
        coin: 5,
        rules: { ...rules, max: null, balance: new Decimal(50) },
        summary: () => [],
      }).validate('60')?.key,
    ).toBe('flow:amount.insufficient');
    expect(stake.validate('1,000.5')).toBeNull();
  });

  it('builds an exact e8 stake intent on the subscribe kind', () => {
    expect(stake.kind).toBe('subscribe');
    expect(stake.buildIntent('1,000.5')).toEqual({
      product_id: '3001',
      product_type: ProductType.Launch,
      coin: 5,
      amount_e8: '100050000000',
      account_type: 6,
    });
  });

  it('unstakes no more than the stake held, on the action kind', () => {
    const unstake = unstakeAdapter({
      ...words,
      positionId: 'p1',
      rules: { precision: 4, held: new Decimal(600) },
      summary: () => [],
    });
    expect(unstake.kind).toBe('action');
    expect(unstake.validate('601')?.key).toBe('flow:amount.overHeld');
    expect(unstake.buildIntent('400')).toEqual({
      position_id: 'p1',
      product_type: ProductType.Launch,
      action: PositionAction.Unstake,
      amount_e8: '40000000000',
    });
  });

  it('claims one pool or every pool', () => {
    expect(claimAdapter('p1', () => []).buildIntent(null)).toEqual({
      product_type: ProductType.Launch,
      position_id: 'p1',
    });
    expect(claimAdapter(null, () => []).buildIntent(null)).toEqual({ product_type: ProductType.Launch });
    expect(claimAdapter(null, () => []).kind).toBe('claim');
  });
});
