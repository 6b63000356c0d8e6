import { useKeyText } from '@/i18n/use-key-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { DUAL_RENEWAL_DISTANCES, RENEWAL_TOLERANCES, renewalFloorApr } from '@/lib/renewal-rule';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import { AUTO_INVEST_LOCK_MINUTES } from '@/products/wealth/auto-invest-lock';
import { distanceText, toleranceText } from './renewal-words';
import * as dialogCss from '@/ui/order-dialog.css';
import * as css from './renewal.css';
import { TERM, isRenewalProblem, type RenewalChoice, type RenewalFamily } from './renewal-intent';

type Option = 'renew' | 'payOut' | 'basic' | 'advanced';

/** The option a choice stands for, for its radio. */
function optionOf(choice: RenewalChoice | null): Option | null {
  if (choice === null) return null;
  if (!choice.renew) return 'payOut';
  return choice.dual?.mode ?? 'renew';
}

export function RenewalChoiceField({
  value,
  onChange,
  problem,
  locale,
  family = TERM,
  apr = null,
}: {
  value: RenewalChoice | null;
  onChange: (choice: RenewalChoice) => void;
  problem: FlowProblem | null;
  locale: string;
  family?: RenewalFamily;
  /** The APR subscribed at, to state the lowest next APR that renews. */
  apr?: Decimal | null;
}) {
  const { t } = useTranslation('wealth');
  const keyText = useKeyText();
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
    else
      onChange({
        renew: true,
        tolerance,
        dual: option === 'basic' ? { mode: 'basic' } : { mode: 'advanced', distance },
      });
  };
  const options: Array<[Option, string]> = dual
    ? [
        ['payOut', t('renewal.dualPayOut')],
        ['basic', t('renewal.dualBasic')],
        ['advanced', t('renewal.dualAdvanced')],
      ]
    : [
        ['renew', t('renewal.renew')],
        ['payOut', t('renewal.payOut')],
      ];
  const minutes = {
    minutes: formatAmount(String(AUTO_INVEST_LOCK_MINUTES), { locale, precision: 0 }),
    count: AUTO_INVEST_LOCK_MINUTES,
  };
  return (
    <fieldset
      className={dialogCss.fieldset}
      data-testid="renewal-choice"
      aria-describedby={shown ? `${errorId} ${noteId}` : noteId}
    >
      <legend className={dialogCss.legend}>{t(dual ? 'renewal.dualLegend' : 'renewal.legend')}</legend>
      <div className={css.choices}>
        {options.map(([option, label]) => (
          <label key={option} className={css.choice}>
            <input
              type="radio"
              name={name}
              checked={chosen === option}
              onChange={() => choose(option)}
              data-testid={option === 'payOut' ? 'renewal-pay-out' : `renewal-${option}`}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {dual && value?.dual?.mode === 'advanced' && (
        <label className={css.selectLabel}>
          {t('renewal.distanceLabel')}
          <select
            className={css.select}
            value={distance}
            onChange={(event) => onChange({ ...value, dual: { mode: 'advanced', distance: event.target.value } })}
            data-testid="renewal-distance"
          >
            {DUAL_RENEWAL_DISTANCES.map((step) => (
              <option key={step} value={step}>
                {t(dual.side === 'below' ? 'renewal.distanceBelow' : 'renewal.distanceAbove', {
                  distance: distanceText(step, locale),
                })}
              </option>
            ))}
          </select>
        </label>
      )}
      {value?.renew && (
        <label className={css.selectLabel}>
          {t('renewal.toleranceLabel')}
          <select
            className={css.select}
            value={value.tolerance}
            onChange={(event) => onChange({ ...value, tolerance: event.target.value })}
            data-testid="renewal-tolerance"
          >
            {RENEWAL_TOLERANCES.map((step) => (
              <option key={step} value={step}>
                {toleranceText(step, t, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      {value?.renew && apr && (
        <span className={css.note} data-testid="renewal-floor">
          {t('renewal.floor', { apr: formatAprE8(toE8(renewalFloorApr(apr, value.tolerance)), locale) })}
        </span>
      )}
      {shown && (
        <span className={css.error} id={errorId} role="alert">
          {keyText(shown)}
        </span>
      )}
      <span className={css.note} id={noteId}>
        {t(dual ? 'renewal.dualNote' : 'renewal.note', minutes)}
      </span>
    </fieldset>
  );
}
