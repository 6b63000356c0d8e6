import type { ButtonHTMLAttributes } from 'react';
import * as css from './button.css';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof css.variants;
  size?: 'normal' | 'small';
  block?: boolean;
  /** Shows a spinner, announces busy and blocks clicks (no double submits). */
  pending?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'normal',
  block,
  pending,
  className,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = [
    css.variants[variant],
    size === 'small' ? css.small : '',
    block ? css.block : '',
    className ?? '',
  ].join(' ');
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
