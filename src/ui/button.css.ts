import { style, styleVariants } from '@vanilla-extract/css';
import { brandVars, vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px',
  minHeight: '40px',
  padding: '0 16px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontSize: '14px',
  fontWeight: 600,
  fontFamily: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:disabled, &[aria-disabled=true]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const variants = styleVariants({
  primary: [base, { background: brandVars.accent, color: brandVars.accentText }],
  secondary: [base, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.line }],
  ghost: [base, { background: 'transparent', color: vars.color.text }],
  danger: [base, { background: vars.color.negative, color: '#ffffff' }],
});

export const small = style({ minHeight: '32px', padding: '0 10px', fontSize: '13px' });
export const block = style({ width: '100%' });
