import * as css from './button.css';

/** The button look for links. */
export function buttonClass(
  variant: keyof typeof css.variants = 'primary',
  size: 'normal' | 'small' = 'normal',
): string {
  return `${css.variants[variant]} ${size === 'small' ? css.small : ''}`;
}
