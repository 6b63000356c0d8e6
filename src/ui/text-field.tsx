import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as css from './text-field.css';

/** A labelled input with an optional adornment (coin, Max button), hint and error wired to aria attributes. */
export function TextField({
  label,
  hint,
  error,
  end,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  end?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <div className={`${css.inputWrap} ${error ? css.invalid : ''}`}>
        <input
          id={id}
          className={css.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {end}
      </div>
      {hint && (
        <span id={hintId} className={css.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={css.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
