import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { DualRenewalMode } from '@/api/earn/renewal-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { DUAL_RENEWAL_DISTANCES, RENEWAL_TOLERANCES, renewalFloorApr } from '@/lib/renewal-rule';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { AUTO_INVEST_LOCK_MINUTES } from '@/products/wealth/auto-invest-lock';
import { distanceText, toleranceText } from './renewal-words';
import * as dialogCss from '@/ui/order-dialog.css';
import * as css from './renewal.css';

/**
 * What happens at maturity (a dual order's settlement), chosen with the subscription: renew for another term (and
 * how far the next APR may fall and still renew) or pay out; dual asset renews basic (the same target) or advanced
 * (a new target a chosen distance from the price at settlement). Nothing is chosen until the holder chooses: the
 * order is refused without it.
 */
export interface RenewalChoice {
  renew: boolean;
  /** APR points as a fraction, one of RENEWAL_TOLERANCES. */
  tolerance: string;
  /** Dual asset, when it renews: the same target, or a new one `distance` (one of DUAL_RENEWAL_DISTANCES) away. */
  dual?: { mode: 'basic' } | { mode: 'advanced'; distance: string };
}

/** The renewal a product offers: a term's, or dual asset's with the side of the price its targets sit on. */
export type RenewalFamily = { kind: 'term' } | { kind: 'dual'; side: 'below' | 'above' };

const TERM: RenewalFamily = { kind: 'term' };

export const RENEWAL_REQUIRED: FlowProblem = { key: 'wealth:renewal.required', values: {} };
const DUAL_RENEWAL_REQUIRED: FlowProblem = { key: 'wealth:renewal.dualRequired', values: {} };

export function checkRenewalChoice(choice: RenewalChoice | null, family: RenewalFamily = TERM): FlowProblem | null {
  if (choice !== null) return null;
  return family.kind === 'dual' ? DUAL_RENEWAL_REQUIRED : RENEWAL_REQUIRED;
}

/** Whether a problem is the renewal choice's own (shown in its fieldset). */
export function isRenewalProblem(problem: FlowProblem): boolean {
  return problem.key === RENEWAL_REQUIRED.key || problem.key === DUAL_RENEWAL_REQUIRED.key;
}

type RenewalFields = Pick<SubscribeIntent, 'auto_reinvest' | 'renewal_apy_tolerance_e8' | 'dual_renewal_mode' | 'dual_renewal_distance_e8'>;

/** The intent's renewal fields: the choice (a dual order's mode and distance), and the tolerance when it renews. */
export function renewalIntent(choice: RenewalChoice | null, family: RenewalFamily = TERM): RenewalFields {
  if (choice === null) return {};
  const tolerance = { renewal_apy_tolerance_e8: toE8(choice.tolerance) };
  if (family.kind === 'term') return choice.renew ? { auto_reinvest: true, ...tolerance } : { auto_reinvest: false };
  if (!choice.renew || !choice.dual) return { dual_renewal_mode: DualRenewalMode.None };
  if (choice.dual.mode === 'basic') return { dual_renewal_mode: DualRenewalMode.Basic, ...tolerance };
  return { dual_renewal_mode: DualRenewalMode.Advanced, dual_renewal_distance_e8: toE8(choice.dual.distance), ...tolerance };
}

type T = (key: string, values?: Record<string, unknown>) => string;

/** The review's line: renew down to which APR (the reviewed APR less the tolerance), how for dual asset, or pay out. */
export function renewalReviewRow(intent: SubscribeIntent, apyE8: string, t: T, locale: string): SummaryRow | null {
  const mode = intent.dual_renewal_mode;
  if (intent.auto_reinvest === undefined && mode === undefined) return null;
  const row = (value: string): SummaryRow => ({ label: t(mode === undefined ? 'wealth:renewal.legend' : 'wealth:renewal.dualLegend'), value, testId: 'review-renewal' });
  if (intent.auto_reinvest === false || mode === DualRenewalMode.None) return row(t('wealth:renewal.reviewPayOut'));
  const apr = formatAprE8(toE8(renewalFloorApr(fromE8(apyE8), fromE8(intent.renewal_apy_tolerance_e8 ?? '0'))), locale);
  if (mode === DualRenewalMode.Basic) return row(t('wealth:renewal.reviewBasic', { apr }));
  if (mode === DualRenewalMode.Advanced) return row(t('wealth:renewal.reviewAdvanced', { apr, distance: distanceText(fromE8(intent.dual_renewal_distance_e8 ?? '0').toFixed(), locale) }));
  return row(t('wealth:renewal.reviewRenew', { apr }));
}

type Option = 'renew' | 'payOut' | 'basic' | 'advanced';

/** The option a choice stands for, for its radio. */
function optionOf(choice: RenewalChoice | null): Option | null {
  if (choice === null) return null;
  if (!choice.renew) return 'payOut';
  return choice.dual?.mode ?? 'renew';
}

export function RenewalChoiceField({ value, onChange, problem, locale, family = TERM, apr = null }: {
  value: RenewalChoice | null;
  onChange: (choice: RenewalChoice) => void;
  problem: FlowProblem | null;
  locale: string;
  family?: RenewalFamily;
  /** The APR subscribed at, to state the lowest next APR that renews. */
  apr?: Decimal | null;
}) {
  const { t } = useTranslation('wealth');
  const name = useId();
  const errorId = useId();
  const noteId = useId();
  const shown = problem !== null && isRenewalProblem(problem) ? problem : null;
  const dual = family.kind === 'dual' ? family : null;
  const tolerance = value?.tolerance ?? '0';
  const distance = value?.dual?.mode === 'advanced' ? value.dual.distance : DUAL_RENEWAL_DISTANCES[0];
  const chosen = optionOf(value);
  const choose = (option: Option) => {
    if (option === 'payOut') onChange({ renew: false, tolerance });
    else if (option === 'renew') onChange({ renew: true, tolerance });
    else onChange({ renew: true, tolerance, dual: option === 'basic' ? { mode: 'basic' } : { mode: 'advanced', distance } });
  };
  const options: Array<[Option, string]> = dual
    ? [['payOut', t('renewal.dualPayOut')], ['basic', t('renewal.dualBasic')], ['advanced', t('renewal.dualAdvanced')]]
    : [['renew', t('renewal.renew')], ['payOut', t('renewal.payOut')]];
  const minutes = { minutes: formatAmount(String(AUTO_INVEST_LOCK_MINUTES), { locale, precision: 0 }), count: AUTO_INVEST_LOCK_MINUTES };
  return (
    <fieldset className={dialogCss.fieldset} data-testid="renewal-choice" aria-describedby={shown ? `${errorId} ${noteId}` : noteId}>
      <legend className={dialogCss.legend}>{t(dual ? 'renewal.dualLegend' : 'renewal.legend')}</legend>
      <div className={css.choices}>
        {options.map(([option, label]) => (
          <label key={option} className={css.choice}>
            <input type="radio" name={name} checked={chosen === option} onChange={() => choose(option)} data-testid={option === 'payOut' ? 'renewal-pay-out' : `renewal-${option}`} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {dual && value?.dual?.mode === 'advanced' && (
        <label className={css.selectLabel}>
          {t('renewal.distanceLabel')}
          <select className={css.select} value={distance} onChange={(event) => onChange({ ...value, dual: { mode: 'advanced', distance: event.target.value } })} data-testid="renewal-distance">
            {DUAL_RENEWAL_DISTANCES.map((step) => <option key={step} value={step}>{t(dual.side === 'below' ? 'renewal.distanceBelow' : 'renewal.distanceAbove', { distance: distanceText(step, locale) })}</option>)}
          </select>
        </label>
      )}
      {value?.renew && (
        <label className={css.selectLabel}>
          {t('renewal.toleranceLabel')}
          <select className={css.select} value={value.tolerance} onChange={(event) => onChange({ ...value, tolerance: event.target.value })} data-testid="renewal-tolerance">
            {RENEWAL_TOLERANCES.map((step) => <option key={step} value={step}>{toleranceText(step, t, locale)}</option>)}
          </select>
        </label>
      )}
      {value?.renew && apr && (
        <span className={css.note} data-testid="renewal-floor">{t('renewal.floor', { apr: formatAprE8(toE8(renewalFloorApr(apr, value.tolerance)), locale) })}</span>
      )}
      {shown && <span className={css.error} id={errorId} role="alert">{t(shown.key, shown.values)}</span>}
      <span className={css.note} id={noteId}>{t(dual ? 'renewal.dualNote' : 'renewal.note', minutes)}</span>
    </fieldset>
  );
}
