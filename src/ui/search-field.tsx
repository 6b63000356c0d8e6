import * as css from './filter-bar.css';

/** The coin search box of a product list's filter bar. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  /** What the list's route accepts in its URL. */
  maxLength: number;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={css.searchField}>
      {label}
      <input
        type="search"
        className={css.input}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
