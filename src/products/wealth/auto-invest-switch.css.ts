import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

// Sits in a definition list whose values align to the end.
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '8px',
  flexWrap: 'wrap',
});
export const note = style({ display: 'block', fontSize: '12px', color: vars.color.textMuted, marginTop: '2px' });
export const error = style({ display: 'block', fontSize: '12px', color: vars.color.negative, marginTop: '2px' });
