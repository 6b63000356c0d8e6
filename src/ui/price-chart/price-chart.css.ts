import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const figure = style({ margin: '8px 0 0', minWidth: 0 });
export const canvas = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.md,
  outlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const summary = style({
  margin: '8px 0 0',
  fontSize: '13px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const attribution = style({ color: vars.color.textMuted, fontSize: '11px' });
