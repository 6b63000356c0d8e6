import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  padding: '10px 14px',
  borderRadius: vars.radius.md,
  fontSize: '14px',
  border: '1px solid',
  margin: '0 0 12px',
});

export const tones = styleVariants({
  info: [base, { background: vars.color.surface, borderColor: vars.color.line, color: vars.color.text }],
  warning: [base, { background: vars.color.warningBg, borderColor: vars.color.warning, color: vars.color.text }],
  error: [base, { background: vars.color.surface, borderColor: vars.color.negative, color: vars.color.text }],
  success: [base, { background: vars.color.surface, borderColor: vars.color.positive, color: vars.color.text }],
});
