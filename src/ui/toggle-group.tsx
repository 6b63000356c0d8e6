import * as css from './toggle-group.css';

export interface ToggleOption<T extends string = string> {
  id: T;
  label: string;
  testId?: string;
}

/**
 * One choice among a few shown as pressed buttons (a chart's period, its market): a labelled group, the chosen
 * one `aria-pressed`, each a tab stop. Used where every option is short and worth seeing at once.
 */
export function ToggleGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
  size = 'normal',
  className,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  selected: string;
  onSelect: (id: T) => void;
  size?: 'normal' | 'small';
  /** Where the group sits (its margins); the look is the group's own. */
  className?: string;
}) {
  const optionClass = size === 'small' ? `${css.option} ${css.small}` : css.option;
  return (
    <div className={className ? `${css.group} ${className}` : css.group} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={optionClass}
          aria-pressed={option.id === selected}
          onClick={() => onSelect(option.id)}
          data-testid={option.testId}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
