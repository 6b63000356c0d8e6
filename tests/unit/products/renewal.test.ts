import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { RenewalOutcome, type PositionRenewal } from '@/api/earn/renewal-schema';
import { eventsOfPosition } from '@/products/calendar/position-events';
import {
  checkRenewalChoice,
  isRenewalProblem,
  RENEWAL_REQUIRED,
  renewalIntent,
  renewalReviewRow,
} from '@/products/renewal/renewal-intent';
import { renewalCutoffMs } from '@/products/renewal/renewal-cutoff';
import { termText, toleranceText } from '@/products/renewal/renewal-words';
import { positionFixture } from '../support/position-fixture';

const sec = (ms: number) => String(ms / 1000);
const MATURITY = Date.UTC(2025, 6, 1);

const renewal = (fields: Partial<PositionRenewal> = {}): PositionRenewal => ({
  cutoff_at: sec(MATURITY - 30 * 60_000),
  next_apy_e8: '4000000',
  next_duration: '86400',
  next_maturity_at: sec(MATURITY + 2 * 86_400_000),
  terms_final: false,
  apy_tolerance_e8: '0',
  min_apy_e8: '4000000',
  will_renew: true,
  outcome: RenewalOutcome.Pending,
  ...fields,
});

const term = (fields: Parameters<typeof positionFixture>[0] = {}) =>
  positionFixture({
    position_id: '9',
    product_type: ProductType.FixedTerm,
    maturity_at: sec(MATURITY),
    auto_reinvest_supported: true,
    auto_reinvest: true,
    ...fields,
  });

describe('the renewal cut-off: one place for the switch, the position and the calendar', () => {
  it('is the time the exchange publishes with the next cycle', () => {
    // An exchange may publish a cut-off other than 30 minutes (here an hour): it is the one shown and listed.
    const published = MATURITY - 60 * 60_000;
    const position = term({ renewal: renewal({ cutoff_at: sec(published) }) });
    expect(renewalCutoffMs(position)).toBe(published);
    expect(eventsOfPosition(position).find((e) => e.kind === 'renewalCutoff')?.atMs).toBe(published);
  });

  it('falls back to 30 minutes before maturity from an exchange without the extension, across a UTC month end', () => {
    expect(new Date(renewalCutoffMs(term()) ?? 0).toISOString()).toBe('2025-06-30T23:30:00.000Z');
    expect(renewalCutoffMs(positionFixture())).toBeNull();
  });
});

describe('the renewal choice of a subscription', () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

  it('has no default: an order without a choice is refused with its own problem', () => {
    expect(checkRenewalChoice(null)).toEqual(RENEWAL_REQUIRED);
    expect(renewalIntent(null)).toEqual({});
    expect(checkRenewalChoice({ renew: false, tolerance: '0' })).toBeNull();
  });

  it('sends the choice, and the tolerance as e8 only when it renews', () => {
    expect(renewalIntent({ renew: true, tolerance: '0.005' })).toEqual({
      auto_reinvest: true,
      renewal_apy_tolerance_e8: '500000',
    });
    expect(renewalIntent({ renew: true, tolerance: '0' })).toEqual({
      auto_reinvest: true,
      renewal_apy_tolerance_e8: '0',
    });
    expect(renewalIntent({ renew: false, tolerance: '0.01' })).toEqual({ auto_reinvest: false });
  });

  it('reviews the lowest APR that renews: the reviewed APR less the tolerance', () => {
    const intent = (fields: Partial<SubscribeIntent>): SubscribeIntent => ({
      product_id: '6006',
      product_type: ProductType.FixedTerm,
      coin: 5,
      amount_e8: '100000000000',
      ...fields,
    });
    expect(
      renewalReviewRow(intent({ auto_reinvest: true, renewal_apy_tolerance_e8: '1000000' }), '7916666', t, 'en')?.value,
    ).toBe('wealth:renewal.reviewRenew {"apr":"6.92%"}');
    expect(renewalReviewRow(intent({ auto_reinvest: false }), '7916666', t, 'en')?.value).toBe(
      'wealth:renewal.reviewPayOut',
    );
    expect(renewalReviewRow(intent({}), '7916666', t, 'en')).toBeNull();
  });

  it('for dual asset: refused without a mode, and sends the mode, the distance of advanced and the tolerance', () => {
    const dual = { kind: 'dual', side: 'below' } as const;
    expect(checkRenewalChoice(null, dual)?.key).toBe('wealth:renewal.dualRequired');
    expect(isRenewalProblem({ key: 'wealth:renewal.dualRequired', values: {} })).toBe(true);
    expect(renewalIntent(null, dual)).toEqual({});
    expect(renewalIntent({ renew: false, tolerance: '0.01' }, dual)).toEqual({ dual_renewal_mode: 0 });
    expect(renewalIntent({ renew: true, tolerance: '0.0025', dual: { mode: 'basic' } }, dual)).toEqual({
      dual_renewal_mode: 1,
      renewal_apy_tolerance_e8: '250000',
    });
    expect(renewalIntent({ renew: true, tolerance: '0', dual: { mode: 'advanced', distance: '0.03' } }, dual)).toEqual({
      dual_renewal_mode: 2,
      dual_renewal_distance_e8: '3000000',
      renewal_apy_tolerance_e8: '0',
    });
  });

  it('reviews a dual choice in words: the mode, the distance of advanced and the lowest APR that renews', () => {
    const intent = (fields: Partial<SubscribeIntent>): SubscribeIntent => ({
      product_id: '2001',
      product_type: ProductType.Dual,
      coin: 5,
      amount_e8: '100000000000',
      ...fields,
    });
    expect(
      renewalReviewRow(intent({ dual_renewal_mode: 1, renewal_apy_tolerance_e8: '500000' }), '30000000', t, 'en'),
    ).toEqual({
      label: 'wealth:renewal.dualLegend',
      value: 'wealth:renewal.reviewBasic {"apr":"29.5%"}',
      testId: 'review-renewal',
    });
    expect(
      renewalReviewRow(intent({ dual_renewal_mode: 2, dual_renewal_distance_e8: '5000000' }), '30000000', t, 'en')
        ?.value,
    ).toBe('wealth:renewal.reviewAdvanced {"apr":"30%","distance":"5%"}');
    expect(renewalReviewRow(intent({ dual_renewal_mode: 0 }), '30000000', t, 'en')?.value).toBe(
      'wealth:renewal.reviewPayOut',
    );
  });

  it('words a tolerance in points with its plural, and a term in days or hours', () => {
    expect(toleranceText('0', t, 'en')).toBe('renewal.toleranceNone');
    expect(toleranceText('0.0025', t, 'fr-FR')).toBe('renewal.tolerancePoints {"count":0.25,"points":"0,25"}');
    expect(toleranceText('0.01', t, 'en')).toBe('renewal.tolerancePoints {"count":1,"points":"1"}');
    expect(termText('604800', t)).toBe('common:count.days {"count":7}');
    expect(termText('28800', t)).toBe('common:count.hours {"count":8}');
  });
});
