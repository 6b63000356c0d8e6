import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { DualRenewalMode, RenewalOutcome, type PositionRenewal } from '@/api/earn/renewal-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatDateTimeUtc } from '@/lib/format-date';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { DUAL_RENEWAL_DISTANCES, RENEWAL_TOLERANCES } from '@/lib/renewal-rule';
import { unixSecondsToMs } from '@/lib/unix-time';
import { useServerClock } from '@/ui/use-server-clock';
import { renewalCutoffMs } from './renewal-cutoff';
import { RuleSelect } from './rule-select';
import { distanceText, termText, toleranceOfE8, toleranceText } from './renewal-words';
import * as css from './renewal.css';
import { withUnit } from '@/lib/bidi';

interface Words {
  /** The renewal's words, and the shared counted ones (`common:count.*`). */
  t: TFunction<readonly ['wealth', 'common']>;
  apr: (e8: string) => string;
  /** A dual target in the pair's quote coin. */
  target: (e8: string) => string;
  locale: string;
}

/**
 * A term position's renewal, as lines of its card's fact list: the next cycle's terms (moving with the rate until
 * the cut-off, fixed from then), the lowest APR the holder accepts (changeable until the cut-off) and whether it
 * renews on that, the last time to change, and once matured what happened. A dual position also states its choice
 * (basic or advanced) and the next target, or that the price at settlement decides it.
 */
export function PositionRenewalFacts({
  position,
  renewal,
  coins,
}: {
  position: Position;
  renewal: PositionRenewal;
  coins?: CoinCatalogue | undefined;
}) {
  const { t } = useTranslation(['wealth', 'common']);
  const locale = getIntlLocale();
  const now = useServerClock(10_000);
  const words: Words = {
    t,
    locale,
    apr: (e8) => formatAprE8(e8, locale),
    target: (e8) => {
      const price = formatAmount(fromE8(e8).toFixed(), { locale, precision: 8 });
      return position.dual ? withUnit(price, coinName(coins, position.dual.coin_y), locale) : price;
    },
  };
  const cutoff = renewalCutoffMs(position);
  const dual = renewal.dual;
  if (position.status === PositionStatus.Closed) {
    return (
      <div>
        <dt>{t(dual ? 'renewal.dualLegend' : 'renewal.legend')}</dt>
        <dd data-testid="renewal-outcome" data-outcome={renewal.outcome}>
          {outcomeText(renewal, words)}
        </dd>
      </div>
    );
  }
  const open = cutoff !== null && now < cutoff;
  return (
    <>
      {dual && (
        <div>
          <dt>{t('renewal.dualLegend')}</dt>
          <dd>
            <span data-testid="renewal-dual-choice" data-mode={dual.mode}>
              {dualChoiceText(renewal, words)}
            </span>
            {position.auto_reinvest && <DualModeSelect position={position} renewal={renewal} disabled={!open} />}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('renewal.nextTerm')}</dt>
        <dd data-testid="renewal-next">
          {nextText(renewal, words)}
          <span className={css.note}>{t(renewal.terms_final ? 'renewal.termsFinal' : 'renewal.termsMoving')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('renewal.rule')}</dt>
        <dd>
          <ToleranceSelect position={position} renewal={renewal} disabled={!open || !position.auto_reinvest} />
          <span className={css.verdict} data-testid="renewal-verdict" data-renews={renewal.will_renew}>
            {verdictText(position, renewal, words)}
          </span>
        </dd>
      </div>
      {cutoff !== null && (
        <div>
          <dt>{t('renewal.cutoff')}</dt>
          <dd data-testid="renewal-cutoff">
            <time dateTime={new Date(cutoff).toISOString()}>{formatDateTimeUtc(cutoff, locale)}</time>
            <span className={css.note}>
              {open ? t('renewal.localTime', { time: formatDateTime(cutoff, locale) }) : t('renewal.cutoffPassed')}
            </span>
          </dd>
        </div>
      )}
    </>
  );
}

/** The next cycle: APR, length and end; a dual one's target, or for advanced the distance the price then decides it by. */
function nextText(renewal: PositionRenewal, { t, apr, target, locale }: Words): string {
  const maturity = unixSecondsToMs(renewal.next_maturity_at);
  const values = {
    apr: apr(renewal.next_apy_e8),
    term: termText(renewal.next_duration, t),
    date: maturity === null ? '' : formatDateTimeUtc(maturity, locale),
  };
  const dual = renewal.dual;
  if (dual?.next_target_price_e8)
    return t('renewal.nextDualValue', { ...values, target: target(dual.next_target_price_e8) });
  if (dual?.distance_e8)
    return t('renewal.nextDualAdvanced', {
      ...values,
      distance: distanceText(fromE8(dual.distance_e8).toFixed(), locale),
    });
  return t('renewal.nextTermValue', values);
}

function dualChoiceText(renewal: PositionRenewal, { t, locale }: Words): string {
  const dual = renewal.dual;
  if (dual?.mode === DualRenewalMode.Basic) return t('renewal.dualBasic');
  if (dual?.mode === DualRenewalMode.Advanced)
    return t('renewal.dualAdvancedAt', { distance: distanceText(fromE8(dual.distance_e8 ?? '0').toFixed(), locale) });
  return t('renewal.dualPayOut');
}

function verdictText(position: Position, renewal: PositionRenewal, { t, apr }: Words): string {
  if (!position.auto_reinvest) return t('renewal.willPayOut');
  if (renewal.will_renew) return t('renewal.willRenew', { apr: apr(renewal.next_apy_e8) });
  // A dual target the price has reached now: the APR is not what stops it.
  if (renewal.dual && BigInt(renewal.next_apy_e8) >= BigInt(renewal.min_apy_e8)) return t('renewal.willNotRenewTarget');
  return t('renewal.willNotRenew', { next: apr(renewal.next_apy_e8), floor: apr(renewal.min_apy_e8) });
}

function outcomeText(renewal: PositionRenewal, { t, apr, target }: Words): string {
  const next = renewal.dual?.next_target_price_e8;
  switch (renewal.outcome) {
    case RenewalOutcome.Renewed:
      return next
        ? t('renewal.outcome.renewedDual', { apr: apr(renewal.next_apy_e8), target: target(next) })
        : t('renewal.outcome.renewed', { apr: apr(renewal.next_apy_e8) });
    case RenewalOutcome.BelowFloor:
      return t('renewal.outcome.belowFloor', { next: apr(renewal.next_apy_e8), floor: apr(renewal.min_apy_e8) });
    case RenewalOutcome.Unavailable:
      return t('renewal.outcome.unavailable');
    case RenewalOutcome.PaidOut:
      return t('renewal.outcome.paidOut');
    case RenewalOutcome.Converted:
      return t('renewal.outcome.converted');
    case RenewalOutcome.TargetReached:
      return t('renewal.outcome.targetReached', { target: next ? target(next) : '' });
    default:
      return t('renewal.outcome.pending');
  }
}

/** The lowest next APR the holder accepts. */
function ToleranceSelect({
  position,
  renewal,
  disabled,
}: {
  position: Position;
  renewal: PositionRenewal;
  disabled: boolean;
}) {
  const { t } = useTranslation('wealth');
  const locale = getIntlLocale();
  const value = toleranceOfE8(renewal.apy_tolerance_e8);
  // A tolerance the exchange set that is not one of ours is still shown as it is.
  const steps: readonly string[] = RENEWAL_TOLERANCES.some((step) => step === value)
    ? RENEWAL_TOLERANCES
    : [value, ...RENEWAL_TOLERANCES];
  return (
    <RuleSelect
      label={t('renewal.toleranceLabel')}
      value={value}
      options={steps.map((step) => ({ value: step, text: toleranceText(step, t, locale) }))}
      request={(step) => ({
        position_id: position.position_id,
        auto_reinvest: position.auto_reinvest,
        apy_tolerance_e8: toE8(step),
      })}
      disabled={disabled}
      testId="renewal-tolerance"
    />
  );
}

/** A dual position's mode: basic, or advanced at one of the offered distances. */
function DualModeSelect({
  position,
  renewal,
  disabled,
}: {
  position: Position;
  renewal: PositionRenewal;
  disabled: boolean;
}) {
  const { t } = useTranslation('wealth');
  const locale = getIntlLocale();
  const dual = renewal.dual;
  const value = dual?.mode === DualRenewalMode.Advanced ? fromE8(dual.distance_e8 ?? '0').toFixed() : 'basic';
  const distances: readonly string[] =
    value === 'basic' || DUAL_RENEWAL_DISTANCES.some((step) => step === value)
      ? DUAL_RENEWAL_DISTANCES
      : [value, ...DUAL_RENEWAL_DISTANCES];
  const options = [
    { value: 'basic', text: t('renewal.dualBasic') },
    ...distances.map((step) => ({
      value: step,
      text: t('renewal.dualAdvancedAt', { distance: distanceText(step, locale) }),
    })),
  ];
  const request = (next: string) => ({
    position_id: position.position_id,
    auto_reinvest: true,
    ...(next === 'basic'
      ? { dual_renewal_mode: DualRenewalMode.Basic }
      : { dual_renewal_mode: DualRenewalMode.Advanced, dual_renewal_distance_e8: toE8(next) }),
  });
  return (
    <RuleSelect
      label={t('renewal.modeLabel')}
      value={value}
      options={options}
      request={request}
      disabled={disabled}
      testId="renewal-dual-mode"
    />
  );
}
