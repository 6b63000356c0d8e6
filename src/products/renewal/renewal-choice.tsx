import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { RENEWAL_TOLERANCES, renewalFloorApr } from '@/lib/renewal-rule';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { AUTO_INVEST_LOCK_MINUTES } from '@/products/wealth/auto-invest-lock';
import { toleranceText } from './renewal-words';
import * as dialogCss from '@/ui/order-dialog.css';
import * as css from './renewal.css';

/**
 * What happens at maturity, chosen with the subscription: renew for another term (and how far the next APR may
 * fall and still renew) or pay out. Nothing is chosen until the holder chooses: the order is refused without it.
 */
export interface RenewalChoice {
  renew: boolean;
  /** APR points as a fraction, one of RENEWAL_TOLERANCES. */
  tolerance: string;
}

export const RENEWAL_REQUIRED: FlowProblem = { key: 'wealth:renewal.required', values: {} };

export function checkRenewalChoice(choice: RenewalChoice | null): FlowProblem | null {
  return choice === null ? RENEWAL_REQUIRED : null;
}

/** The intent's renewal fields: the choice, and the tolerance when it renews. */
export function renewalIntent(choice: RenewalChoice | null): Pick<SubscribeIntent, 'auto_reinvest' | 'renewal_apy_tolerance_e8'> {
  if (choice === null) return {};
  return choice.renew ? { auto_reinvest: true, renewal_apy_tolerance_e8: toE8(choice.tolerance) } : { auto_reinvest: false };
}

type T = (key: string, values?: Record<string, unknown>) => string;

/** The review's line: renew down to which APR (the reviewed APR less the tolerance), or pay out. */
export function renewalReviewRow(intent: SubscribeIntent, apyE8: string, t: T, locale: string): SummaryRow | null {
  if (intent.auto_reinvest === undefined) return null;
  if (!intent.auto_reinvest) return { label: t('wealth:renewal.legend'), value: t('wealth:renewal.reviewPayOut'), testId: 'review-renewal' };
  const floor = renewalFloorApr(fromE8(apyE8), fromE8(intent.renewal_apy_tolerance_e8 ?? '0'));
  return { label: t('wealth:renewal.legend'), value: t('wealth:renewal.reviewRenew', { apr: formatAprE8(toE8(floor), locale) }), testId: 'review-renewal' };
}

export function RenewalChoiceField({ value, onChange, problem, locale }: {
  value: RenewalChoice | null;
  onChange: (choice: RenewalChoice) => void;
  problem: FlowProblem | null;
  locale: string;
}) {
  const { t } = useTranslation('wealth');
  const name = useId();
  const errorId = useId();
  const noteId = useId();
  const shown = problem?.key === RENEWAL_REQUIRED.key ? problem : null;
  return (
    <fieldset className={dialogCss.fieldset} data-testid="renewal-choice" aria-describedby={shown ? `${errorId} ${noteId}` : noteId}>
      <legend className={dialogCss.legend}>{t('renewal.legend')}</legend>
      <div className={css.choices}>
        <label className={css.choice}>
          <input type="radio" name={name} checked={value?.renew === true} onChange={() => onChange({ renew: true, tolerance: value?.tolerance ?? '0' })} data-testid="renewal-renew" />
          <span>{t('renewal.renew')}</span>
        </label>
        <label className={css.choice}>
          <input type="radio" name={name} checked={value?.renew === false} onChange={() => onChange({ renew: false, tolerance: value?.tolerance ?? '0' })} data-testid="renewal-pay-out" />
          <span>{t('renewal.payOut')}</span>
        </label>
      </div>
      {value?.renew && (
        <label className={css.selectLabel}>
          {t('renewal.toleranceLabel')}
          <select className={css.select} value={value.tolerance} onChange={(event) => onChange({ renew: true, tolerance: event.target.value })} data-testid="renewal-tolerance">
            {RENEWAL_TOLERANCES.map((step) => <option key={step} value={step}>{toleranceText(step, t, locale)}</option>)}
          </select>
        </label>
      )}
      {shown && <span className={css.error} id={errorId} role="alert">{t(shown.key, shown.values)}</span>}
      <span className={css.note} id={noteId}>{t('renewal.note', { minutes: formatAmount(String(AUTO_INVEST_LOCK_MINUTES), { locale, precision: 0 }), count: AUTO_INVEST_LOCK_MINUTES })}</span>
    </fieldset>
  );
}
