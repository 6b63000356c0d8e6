// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LiquidityPositionState, PositionStatus, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { toCoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { redemptionSummary } from '@/features/wallet/redemption-summary';
import { actionsFor, offersAutoSavings, redeemActionFor } from '@/features/wallet/position-actions';
import { checkRate } from '@/features/wallet/removal-rate';
import { pnlRange } from '@/features/wallet/utc-days';
import { walletSearchSchema } from '@/features/wallet/wallet-search';
import { recordsRequest } from '@/features/wallet/records-request';
import { positionFixture } from '../../support/position-fixture';

const position = positionFixture;
const rule = (redemption_type: Position['redemption']['redemption_type']) => ({
  redemption_type,
  processing_hours: 48,
  penalty_apy_e8: '1000000',
  lock_before_maturity_minutes: 30,
});
const liquidity = (
  position_state: NonNullable<Position['liquidity']>['position_state'],
): NonNullable<Position['liquidity']> => ({
  pool_id: '1',
  coin_x: 2,
  coin_y: 5,
  position_state,
  leverage: '2',
  amount_x_e8: '1',
  amount_y_e8: '1',
  value_e8: '1',
  loan_e8: '0',
  margin_e8: '1',
  liquidation_price_e8: '0',
});

describe('what a position allows', () => {
  it.each<[string, Partial<Position>, string[]]>([
    ['flexible savings: partial redeem', {}, ['redeem']],
    [
      'staking: unstake and claim',
      {
        product_type: ProductType.Pos,
        redemption: rule(RedemptionType.Delayed),
        can_claim: true,
        claimable_yield_e8: '5',
      },
      ['unstake', 'claim'],
    ],
    [
      'fixed term with early exit',
      {
        product_type: ProductType.FixedTerm,
        redemption: rule(RedemptionType.EarlyWithPenalty),
        maturity_at: '1800000000',
      },
      ['earlyRedeem'],
    ],
    [
      'fixed term locked',
      { product_type: ProductType.FixedTerm, redemption: rule(RedemptionType.AtMaturityOnly), can_redeem: false },
      [],
    ],
    [
      'double-win closable early',
      { product_type: ProductType.DoubleWin, redemption: rule(RedemptionType.AtMaturityOnly) },
      ['closeEarly'],
    ],
    [
      'liquidity effective with fees',
      { product_type: ProductType.Liquidity, liquidity: liquidity(LiquidityPositionState.Effective), can_claim: true },
      ['removeLiquidity', 'claim', 'reinvest'],
    ],
    [
      'liquidity while removing',
      {
        product_type: ProductType.Liquidity,
        liquidity: liquidity(LiquidityPositionState.RemovePending),
        can_redeem: false,
        can_claim: true,
      },
      ['claim'],
    ],
    ['nothing while processing', { status: PositionStatus.Processing, can_redeem: false }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(actionsFor(position(overrides)).map((a) => a.kind)).toEqual(expected);
  });

  it('uses the matching confirm-order action and amount kind', () => {
    expect(redeemActionFor(position())).toMatchObject({ positionAction: 1, amount: 'partial' });
    expect(redeemActionFor(position({ redemption: rule(RedemptionType.EarlyWithPenalty) }))).toMatchObject({
      positionAction: 2,
      amount: 'full',
    });
    expect(redeemActionFor(position({ redemption: rule(RedemptionType.Delayed) }))).toMatchObject({
      positionAction: 3,
      amount: 'partial',
    });
    expect(redeemActionFor(position({ product_type: ProductType.Liquidity, liquidity: liquidity(1) }))).toMatchObject({
      positionAction: 4,
      amount: 'rate',
    });
  });

  it('offers auto-savings on flexible savings only', () => {
    expect(offersAutoSavings(position())).toBe(true);
    expect(offersAutoSavings(position({ product_type: ProductType.FixedTerm }))).toBe(false);
  });
});

describe('liquidity removal share', () => {
  it('takes whole percentages 1-100, in the page locale', () => {
    expect(checkRate('1', 'en')).toEqual({ ok: true, value: 1 });
    expect(checkRate('100', 'en')).toEqual({ ok: true, value: 100 });
    expect(checkRate('٥٠', 'ar-SA')).toEqual({ ok: true, value: 50 });
    for (const bad of ['0', '101', '12.5', '', 'x', '-5']) expect(checkRate(bad, 'en')).toEqual({ ok: false });
  });
});

describe('PnL window and records request', () => {
  it('covers the last N UTC days, today included, and names yesterday', () => {
    const now = Date.UTC(2025, 5, 2, 15, 30) / 1000;
    expect(pnlRange(now, 7)).toEqual({
      start_at: String(Date.UTC(2025, 4, 27) / 1000),
      end_at: String(Date.UTC(2025, 5, 3) / 1000 - 1),
      yesterday: String(Date.UTC(2025, 5, 1) / 1000),
    });
  });

  it('turns the filters into a request', () => {
    expect(recordsRequest({})).toEqual({ page: 1, limit: 10 });
    expect(recordsRequest({ rtype: 'interest', rfrom: '2025-05-01', rto: '2025-05-31', rpage: 3 })).toEqual({
      page: 3,
      limit: 10,
      record_types: [3],
      start_at: String(Date.UTC(2025, 4, 1) / 1000),
      end_at: String(Date.UTC(2025, 5, 1) / 1000 - 1),
    });
  });

  it('drops hostile search values instead of failing', () => {
    expect(
      walletSearchSchema.parse({ pnl: '1y', rtype: 'steal', rfrom: '2025-13-45', rto: '<script>', rpage: -4 }),
    ).toEqual({
      pnl: undefined,
      rtype: undefined,
      rfrom: undefined,
      rto: undefined,
      rpage: undefined,
    });
    expect(walletSearchSchema.parse({ pnl: '7d', rtype: 'claim', rfrom: '2025-01-31', rpage: 2 })).toMatchObject({
      pnl: '7d',
      rtype: 'claim',
      rfrom: '2025-01-31',
      rpage: 2,
    });
  });
});

describe('redemption terms on a card', () => {
  const coins = toCoinCatalogue({ coins: [{ coin: ['5', 'USDT', '4', '4', '', '', 'Tether'] }] } as Parameters<
    typeof toCoinCatalogue
  >[0]);
  const t = (key: string, values?: Record<string, unknown>) =>
    values?.quota ? `${key}: ${String(values.quota)}` : key;

  it('says "at once" only where no daily quota caps it, and names the quota with its coin where one does', () => {
    expect(redemptionSummary(position(), t, coins)).toBe('terms.instant');
    const capped = position({
      redemption: { ...position().redemption, daily_quota_e8: '200000000000', daily_quota_left_e8: '50000000000' },
    });
    expect(redemptionSummary(capped, t, coins)).toBe('terms.instantQuota: 2,000\u00a0USDT');
  });
});
