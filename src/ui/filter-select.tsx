import * as css from './offer-list.css';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a quoted family's list: a labelled select. With `all`, its first option (the empty value)
 * clears the filter.
 */
export function FilterSelect({
  label,
  value,
  options,
  all,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  all?: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <label className={css.filter}>
      {label}
      <select className={css.select} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
