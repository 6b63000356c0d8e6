import { describe, expect, it } from 'vitest';
import { ProductType, VoucherStatus } from '@/api/earn/earn-enums';
import type { Voucher } from '@/api/earn/get-user-vouchers';
import { Decimal, minOf } from '@/lib/decimal';
import { appliesTo, sortVouchers, voucherBlock, voucherEffect, voucherState } from '@/products/vouchers/voucher-model';
import { voucherForOrder } from '@/products/vouchers/voucher-for-order';

const NOW = Date.UTC(2025, 5, 2, 9);
const sec = (ms: number) => String(Math.floor(ms / 1000));
const DAY = 86_400_000;

function voucher(fields: Partial<Voucher> = {}): Voucher {
  return {
    voucher_id: 'V1',
    kind: 1,
    status: VoucherStatus.Unused,
    coin: 5,
    value_e8: '2000000',
    min_amount_e8: '10000000000',
    max_amount_e8: '1000000000000',
    product_types: [ProductType.FundPoolPremium, ProductType.Wealth],
    expire_at: sec(NOW + 10 * DAY),
    used_at: '0',
    ...fields,
  };
}
const target = (
  amount: string | null,
  fields: Partial<{ productType: number; coin: number; durationSeconds: string }> = {},
) => ({
  productType: ProductType.FundPoolPremium,
  coin: 5,
  durationSeconds: String(30 * 86_400),
  amount: amount === null ? null : new Decimal(amount),
  ...fields,
});

describe('voucher states (spec §4: using 1, unused 2, expired 3, used 4)', () => {
  it('reads each wire status, and an unused voucher past its expiry by server time as expired', () => {
    expect(voucherState(voucher({ status: VoucherStatus.Using }), NOW)).toBe('using');
    expect(voucherState(voucher({ status: VoucherStatus.Used }), NOW)).toBe('used');
    expect(voucherState(voucher({ status: VoucherStatus.Expired }), NOW)).toBe('expired');
    expect(voucherState(voucher(), NOW)).toBe('unused');
    expect(voucherState(voucher(), NOW + 10 * DAY)).toBe('expired');
    expect(voucherState(voucher(), NOW + 10 * DAY - 1000)).toBe('unused');
  });

  it('never lets an expired, used or using voucher be picked; a small amount says so', () => {
    expect(voucherBlock(voucher({ status: VoucherStatus.Expired }), target('500'), NOW)).toBe('expired');
    expect(voucherBlock(voucher({ status: VoucherStatus.Used }), target('500'), NOW)).toBe('used');
    expect(voucherBlock(voucher({ status: VoucherStatus.Using }), target('500'), NOW)).toBe('using');
    expect(voucherBlock(voucher(), target('99.99'), NOW)).toBe('minAmount');
    expect(voucherBlock(voucher(), target('100'), NOW)).toBeNull();
    expect(voucherBlock(voucher(), target(null), NOW)).toBeNull();
  });

  it('sends only a voucher that can go with the typed amount', () => {
    const list = [voucher(), voucher({ voucher_id: 'V2', status: VoucherStatus.Used })];
    expect(voucherForOrder(list, 'V1', target('500'), NOW)).toBe('V1');
    expect(voucherForOrder(list, 'V1', target('50'), NOW)).toBeUndefined();
    expect(voucherForOrder(list, 'V2', target('500'), NOW)).toBeUndefined();
    expect(voucherForOrder(list, null, target('500'), NOW)).toBeUndefined();
  });

  it('lists vouchers made for the product type and coin of a term product, pickable first', () => {
    expect(appliesTo(voucher(), target('1'))).toBe(true);
    expect(appliesTo(voucher(), target('1', { productType: ProductType.Flexible }))).toBe(false);
    expect(appliesTo(voucher(), target('1', { coin: 16 }))).toBe(false);
    expect(appliesTo(voucher(), target('1', { durationSeconds: '0' }))).toBe(false);
    const sorted = sortVouchers(
      [
        voucher({ voucher_id: 'E', status: VoucherStatus.Expired }),
        voucher({ voucher_id: 'U', status: VoucherStatus.Used }),
        voucher({ voucher_id: 'N' }),
        voucher({ voucher_id: 'I', status: VoucherStatus.Using }),
      ],
      NOW,
    );
    expect(sorted.map((v) => v.voucher_id)).toEqual(['N', 'I', 'U', 'E']);
  });
});

describe('voucher effect on the estimate', () => {
  it('adds a capped APR boost pro rata, in exact decimals (generated amounts)', () => {
    // +2 % on at most 10,000 USDT over 30 days; below 100 USDT nothing.
    for (let i = 0; i < 200; i++) {
      const amount = new Decimal(((i * 7919) % 2_000_000) / 100 + 0.01).toDecimalPlaces(2);
      const effect = voucherEffect(voucher(), amount, String(30 * 86_400), 8);
      if (amount.lessThan(100)) {
        expect(effect.extraInterest.isZero() && effect.extraApr.isZero()).toBe(true);
        continue;
      }
      const boosted = minOf(amount, 10000);
      expect(effect.extraInterest.toFixed()).toBe(
        boosted.times('0.02').times(30).div(365).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
      );
      expect(effect.extraApr.toFixed()).toBe(boosted.times('0.02').div(amount).toFixed());
      expect(effect.extraApr.lessThanOrEqualTo('0.02')).toBe(true);
      expect(effect.bonus.isZero()).toBe(true);
    }
  });

  it('an uncapped boost is the full rate; a bonus voucher is its amount from the minimum on', () => {
    const uncapped = voucherEffect(voucher({ max_amount_e8: '-1' }), new Decimal('250000'), String(60 * 86_400), 8);
    expect(uncapped.extraApr.toFixed()).toBe('0.02');
    expect(uncapped.extraInterest.toFixed()).toBe('821.91780821');
    const bonus = voucher({ kind: 2, value_e8: '500000000', min_amount_e8: '50000000000' });
    expect(voucherEffect(bonus, new Decimal('499.99'), '2592000', 8).bonus.toFixed()).toBe('0');
    expect(voucherEffect(bonus, new Decimal('500'), '2592000', 8).bonus.toFixed()).toBe('5');
    expect(voucherEffect(bonus, null, '2592000', 8).bonus.toFixed()).toBe('0');
  });
});
