import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import { unbrokenDate } from '@/lib/bidi';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { EXPORT_LIMITS } from './export-limits';
import { earliestStart, presetRange, RANGE_PRESETS, utcToday, type DayRange, type RangeChoice } from './range-presets';
import { validateRange, type RangeProblem } from './range-validation';
import * as css from './export.css';

const START_PROBLEMS: ReadonlySet<RangeProblem> = new Set(['startInvalid', 'tooFarBack']);

/**
 * The period picker shared by both exports: presets ending today or two UTC dates, checked before any
 * call. What the user typed stays as it is after any error.
 */
export function RangeRequestForm({
  idPrefix,
  now,
  pending,
  blocked,
  onSubmit,
  onEdit,
  children,
}: {
  idPrefix: string;
  /** Server time, epoch ms. */
  now: number;
  pending: boolean;
  /** Why the request cannot be sent now (e.g. today's quota is used up), shown above the button. */
  blocked: ReactNode;
  onSubmit: (range: DayRange) => void;
  /** Called when the user changes anything, so an old server answer can be cleared. */
  onEdit: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('export');
  const [choice, setChoice] = useState<RangeChoice>('30d');
  const [custom, setCustom] = useState<DayRange>(() => presetRange('30d', now));
  const [showProblem, setShowProblem] = useState(false);
  const startName = `${idPrefix}-start`;
  const endName = `${idPrefix}-end`;

  // Year-month-day text reads the same in Arabic (isolated) and stays whole on a narrow screen (no break at a hyphen).
  const locale = getIntlLocale();
  const day = (text: string) => unbrokenDate(text, locale);
  const today = utcToday(now);
  const earliest = earliestStart(now);
  const range = choice === 'custom' ? custom : presetRange(choice, now);
  const problem = validateRange(range, now);
  const problemText = problem
    ? t(`validation.${problem}`, {
        today: day(today),
        earliest: day(earliest),
        months: EXPORT_LIMITS.maxRangeMonths,
        years: EXPORT_LIMITS.maxYearsBack,
      })
    : null;
  const visibleProblem = showProblem ? problemText : null;

  const choose = (next: RangeChoice) => {
    if (next === 'custom' && choice !== 'custom') setCustom(range);
    setChoice(next);
    setShowProblem(false);
    onEdit();
  };

  const edit = (field: keyof DayRange, value: string) => {
    setCustom((current) => ({ ...current, [field]: value }));
    setShowProblem(true);
    onEdit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || blocked) return;
    if (problem) {
      setShowProblem(true);
      const field = event.currentTarget.elements.namedItem(START_PROBLEMS.has(problem) ? startName : endName);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    onSubmit(range);
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-describedby={`${idPrefix}-summary`}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('form.period')}</legend>
        <div className={css.presets}>
          {[...RANGE_PRESETS, 'custom' as const].map((id) => (
            <label key={id} className={css.preset}>
              <input
                type="radio"
                className={css.presetInput}
                name={`${idPrefix}-preset`}
                value={id}
                checked={choice === id}
                onChange={() => choose(id)}
              />
              {t(`form.preset.${id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' && (
        <div className={css.customDates}>
          <TextField
            name={startName}
            type="date"
            label={t('form.from')}
            value={custom.start}
            min={earliest}
            max={today}
            required
            onChange={(event) => edit('start', event.target.value)}
            error={visibleProblem && problem && START_PROBLEMS.has(problem) ? visibleProblem : undefined}
          />
          <TextField
            name={endName}
            type="date"
            label={t('form.to')}
            value={custom.end}
            min={earliest}
            max={today}
            required
            onChange={(event) => edit('end', event.target.value)}
            error={visibleProblem && problem && !START_PROBLEMS.has(problem) ? visibleProblem : undefined}
          />
        </div>
      )}
      {children}
      <p id={`${idPrefix}-summary`} className={css.summary}>
        {problem ? t('form.summaryIncomplete') : t('form.summary', { start: day(range.start), end: day(range.end) })}
      </p>
      {choice !== 'custom' && visibleProblem && (
        <p className={css.problem} role="alert">
          {visibleProblem}
        </p>
      )}
      {blocked}
      <div className={css.submitRow}>
        <Button type="submit" pending={pending} disabled={Boolean(blocked)}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
