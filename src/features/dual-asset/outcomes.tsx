import { useTranslation } from 'react-i18next';
import * as css from './outcomes.css';
import type { OutcomeLine } from './outcome-lines';

export function OutcomeList({ lines, testId }: { lines: readonly OutcomeLine[]; testId?: string }) {
  const { t } = useTranslation('dual');
  return (
    <div className={css.outcomes} data-testid={testId}>
      <h3 className={css.sectionTitle}>{t('outcome.title')}</h3>
      <ul className={css.outcomeList}>
        {lines.map((line) => (
          <li key={String(line.converted)} className={css.outcome} data-outcome={line.converted ? 'reached' : 'missed'}>
            <span className={css.outcomeCondition}>{line.condition}</span>
            <strong className={css.outcomeResult}>{line.result}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
