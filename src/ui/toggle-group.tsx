import * as css from './toggle-group.css';

export interface ToggleOption {
  id: string;
  label: string;
  testId?: string;
}

/**
 * One choice among a few shown as pressed buttons (a chart's period, its market): a labelled group, the chosen
 * one `aria-pressed`, each a tab stop. Used where every option is short and worth seeing at once.
 */
export function ToggleGroup({ label, options, selected, onSelect, size = 'normal' }: {
  label: string;
  options: readonly ToggleOption[];
  selected: string;
  onSelect: (id: string) => void;
  size?: 'normal' | 'small';
}) {
  const className = size === 'small' ? `${css.option} ${css.small}` : css.option;
  return (
    <div className={css.group} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.id} type="button" className={className} aria-pressed={option.id === selected} onClick={() => onSelect(option.id)} data-testid={option.testId}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
