import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { PositionStatus } from '@/api/earn/earn-enums';
import { editAutoReinvestMutationOptions } from '@/api/earn/edit-auto-reinvest';
import type { Position } from '@/api/earn/get-positions';
import { RenewalOutcome, type PositionRenewal } from '@/api/earn/renewal-schema';
import { endpointKeyPrefix } from '@/api/query-keys';
import { getIntlLocale } from '@/i18n/current-locale';
import { toE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatDateTimeUtc } from '@/lib/format-date';
import { formatAprE8 } from '@/lib/format-number';
import { RENEWAL_TOLERANCES } from '@/lib/renewal-rule';
import { unixSecondsToMs } from '@/lib/unix-time';
import { useServerClock } from '@/ui/use-server-clock';
import { renewalCutoffMs } from './renewal-cutoff';
import { termText, toleranceOfE8, toleranceText } from './renewal-words';
import * as css from './renewal.css';

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * A term position's renewal, as lines of its card's fact list: the next cycle's terms (moving with the rate until
 * the cut-off, fixed from then), the lowest APR the holder accepts (changeable until the cut-off) and whether it
 * renews on that, the last time to change, and once matured what happened.
 */
export function PositionRenewalFacts({ position, renewal }: { position: Position; renewal: PositionRenewal }) {
  const { t } = useTranslation('wealth');
  const locale = getIntlLocale();
  const now = useServerClock(10_000);
  const apr = (e8: string) => formatAprE8(e8, locale);
  const cutoff = renewalCutoffMs(position);
  if (position.status === PositionStatus.Closed) {
    return (
      <div>
        <dt>{t('renewal.legend')}</dt>
        <dd data-testid="renewal-outcome" data-outcome={renewal.outcome}>{outcomeText(renewal, t, apr)}</dd>
      </div>
    );
  }
  const maturity = unixSecondsToMs(renewal.next_maturity_at);
  const open = cutoff !== null && now < cutoff;
  return (
    <>
      <div>
        <dt>{t('renewal.nextTerm')}</dt>
        <dd data-testid="renewal-next">
          {t('renewal.nextTermValue', { apr: apr(renewal.next_apy_e8), term: termText(renewal.next_duration, t), date: maturity === null ? '' : formatDateTimeUtc(maturity, locale) })}
          <span className={css.note}>{t(renewal.terms_final ? 'renewal.termsFinal' : 'renewal.termsMoving')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('renewal.rule')}</dt>
        <dd>
          <ToleranceSelect position={position} renewal={renewal} disabled={!open || !position.auto_reinvest} />
          <span className={css.verdict} data-testid="renewal-verdict" data-renews={renewal.will_renew}>{verdictText(position, renewal, t, apr)}</span>
        </dd>
      </div>
      {cutoff !== null && (
        <div>
          <dt>{t('renewal.cutoff')}</dt>
          <dd data-testid="renewal-cutoff">
            <time dateTime={new Date(cutoff).toISOString()}>{formatDateTimeUtc(cutoff, locale)}</time>
            <span className={css.note}>{open ? t('renewal.localTime', { time: formatDateTime(cutoff, locale) }) : t('renewal.cutoffPassed')}</span>
          </dd>
        </div>
      )}
    </>
  );
}

function verdictText(position: Position, renewal: PositionRenewal, t: T, apr: (e8: string) => string): string {
  if (!position.auto_reinvest) return t('renewal.willPayOut');
  if (renewal.will_renew) return t('renewal.willRenew', { apr: apr(renewal.next_apy_e8) });
  return t('renewal.willNotRenew', { next: apr(renewal.next_apy_e8), floor: apr(renewal.min_apy_e8) });
}

function outcomeText(renewal: PositionRenewal, t: T, apr: (e8: string) => string): string {
  switch (renewal.outcome) {
    case RenewalOutcome.Renewed:
      return t('renewal.outcome.renewed', { apr: apr(renewal.next_apy_e8) });
    case RenewalOutcome.BelowFloor:
      return t('renewal.outcome.belowFloor', { next: apr(renewal.next_apy_e8), floor: apr(renewal.min_apy_e8) });
    case RenewalOutcome.Unavailable:
      return t('renewal.outcome.unavailable');
    case RenewalOutcome.PaidOut:
      return t('renewal.outcome.paidOut');
    default:
      return t('renewal.outcome.pending');
  }
}

/** The lowest next APR the holder accepts, changed on the exchange at once and put back with the reason if refused. */
function ToleranceSelect({ position, renewal, disabled }: { position: Position; renewal: PositionRenewal; disabled: boolean }) {
  const { t } = useTranslation(['wealth', 'errors']);
  const locale = getIntlLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; values: Record<string, string | number> } | null>(null);
  const edit = useMutation({
    ...editAutoReinvestMutationOptions(),
    onMutate: (request) => {
      setFailure(null);
      setShown(toleranceOfE8(request.apy_tolerance_e8 ?? renewal.apy_tolerance_e8));
    },
    onError: (error) => setFailure(errorTranslation(error)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('earn', 'get-positions') });
      setShown(null);
    },
  });
  const value = shown ?? toleranceOfE8(renewal.apy_tolerance_e8);
  // A tolerance the exchange set that is not one of ours is still shown as it is.
  const steps: readonly string[] = RENEWAL_TOLERANCES.some((step) => step === value) ? RENEWAL_TOLERANCES : [value, ...RENEWAL_TOLERANCES];
  return (
    <>
      <label className={css.selectLabel} htmlFor={id}>{t('renewal.toleranceLabel')}</label>
      <select
        id={id}
        className={css.select}
        value={value}
        disabled={disabled || edit.isPending}
        data-testid="renewal-tolerance"
        onChange={(event) => edit.mutate({ position_id: position.position_id, auto_reinvest: position.auto_reinvest, apy_tolerance_e8: toE8(event.target.value) })}
      >
        {steps.map((step) => <option key={step} value={step}>{toleranceText(step, t, locale)}</option>)}
      </select>
      {failure && (
        <span className={css.error} role="alert">
          {t('renewal.toleranceFailed')} {t(failure.key, failure.values)}
        </span>
      )}
    </>
  );
}
