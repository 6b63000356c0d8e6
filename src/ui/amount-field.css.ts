import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const unit = style({ color: vars.color.textMuted, fontSize: '14px', whiteSpace: 'nowrap' });
export const maxButton = style({
  border: 'none',
  background: 'none',
  color: vars.color.focus,
  font: 'inherit',
  fontSize: '14px',
  fontWeight: 700,
  cursor: 'pointer',
  padding: '4px',
});
