import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'grid', gap: '6px', marginBottom: '14px' });
export const label = style({ fontSize: '13px', fontWeight: 600 });
export const inputWrap = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  padding: '0 10px',
  minHeight: '42px',
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});
export const invalid = style({ borderColor: vars.color.negative });
export const input = style({
  flex: 1,
  // An input's default width (about 20 characters) would set the form's narrowest width: at 320 px the Max
  // button was pushed off the screen. It grows from nothing into the room its row leaves.
  width: 0,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: '16px',
  fontFamily: 'inherit',
  padding: '8px 0',
});
export const hint = style({ fontSize: '12px', color: vars.color.textMuted });
export const error = style({ fontSize: '13px', color: vars.color.negative });
